import PlotlineValues

/// A data feed: an array controller over records with named fields, stored by column (Cocoa's
/// `NSArrayController` bound to a table of numbers, strings and dates).
///
/// The content is the records in feed order; `feed[i]`, `count`, `insert(_:at:)`, `remove(at:)` and
/// `replace(at:with:)` use content indexes. `arrangedObjects` is the content after `filter` and
/// `sortDescriptors`; collection operators (`@max.latency`) and bindings read the arranged records, and every
/// mutation tells observers what changed in arranged indexes (see `FeedChange`).
///
/// A feed belongs to one thread at a time (the thread running cells). Live sources never touch it: they push
/// records into its `inbox`, and the owner applies them with `drainInbox()`.
///
/// What bindings use: `observe(_:)` or `addObserver(_:)` (held weakly) to hear every `FeedChange`;
/// `Feed.arrangedField(inKeyPath:)` to recognise `"arrangedObjects.y"`; `arrangedNumbers(ofField:in:)` and
/// `arrangedValues(ofField:in:)` to read just the inserted or replaced records; `checkField(_:)` to reject a
/// misspelt field at bind time; `revision` to tell whether anything changed; any other key path through
/// `Value.object(feed).value(forKeyPath:)`. The session drains live feeds through its context's `liveFeeds`.
public final class Feed {
    /// The records, by column.
    var table = FeedTable()
    /// Stable identities of the records, for record proxies.
    var identities = RecordIdentities()
    /// The arranged order.
    var arrangement = FeedArrangement()
    /// The order of the arranged records; empty for content order.
    public internal(set) var sortDescriptors: [SortDescriptor] = []
    /// Which records are arranged; nil for all.
    public internal(set) var filter: FeedFilter?
    /// The most records the feed keeps, dropping the oldest; nil for no limit.
    public internal(set) var window: Int?
    /// Increases with every change of the content or the arrangement.
    public internal(set) var revision: UInt64 = 0
    /// Where the content was last loaded from (a path), for summaries.
    public internal(set) var sourceName: String?
    /// How the file the content was loaded from is written, as the reader found it; nil for other content.
    public internal(set) var sourceFormat: DataFileFormat?
    /// The registered observers.
    var observers = FeedObservers()
    /// True while the filter runs, when the feed must not change.
    var isEvaluatingFilter = false

    /// The session's services: the live-feed registry that drains this feed and the live sources it can open.
    public let context: FeedContext
    /// Where live sources put records for the owning thread to apply with `drainInbox()`.
    public let inbox: FeedInbox
    /// The live sources feeding the inbox.
    var sources: [any LiveSource] = []
    /// Bad records counted by drains so far.
    var drainedBadRecordCount = 0
    /// The last error a drain saw.
    var drainedLastError: String?
    /// The query the feed reads from a database, when `Database.feed` made it.
    var sqlBinding: SQLFeedBinding?
    /// The grouping this feed is one group of (`feed.grouped(by:)`), which keeps its records; nil for a feed of its own.
    var groupLink: FeedGroupLink?

    /// An empty feed with no fields, in the current session's context.
    public init() {
        let context = FeedContext.currentOrNew
        let liveFeeds = context.liveFeeds
        self.context = context
        inbox = FeedInbox(onPending: { [weak liveFeeds] in liveFeeds?.signalPending() })
    }

    deinit {
        for source in sources { source.stop() }
        context.liveFeeds.unregister(self)
    }

    // MARK: - Content

    /// The number of records.
    public var count: Int { table.count }

    /// The field names, in the order they first appeared.
    public var fields: [String] { table.fields }

    /// The kind of a field, or nil when the feed has no such field.
    public func kind(ofField field: String) -> FieldKind? {
        table.column(named: field)?.kind
    }

    /// What a field holds (`.integer`, `.number`, `.bool`, `.text`, `.date` with its file's format), or nil when
    /// the feed has no such field or it holds nothing but nil so far.
    public func columnType(ofField field: String) -> ColumnType? {
        table.column(named: field).flatMap(ColumnType.init(of:))
    }

    /// The value of a field of the record at a content index (nil for a field the feed does not have).
    public func value(at index: Int, field: String) -> Value {
        table.column(named: field)?.value(at: index) ?? .none
    }

    /// The values of the record at a content index, as field values in field order.
    public func fieldValues(at index: Int) -> [FieldValue] {
        table.record(at: index)
    }

    /// A proxy reading the record at a content index from the columns.
    public func record(at index: Int) -> FeedRecordProxy {
        FeedRecordProxy(feed: self, identity: identities.identity(at: index), hint: index)
    }

    /// Proxies of every record, in content order (what `for record in feed.records` iterates).
    public var records: [FeedRecordProxy] {
        (0..<count).map(record(at:))
    }

    /// The bytes the feed's columns, identities and arrangement hold (string contents beyond their inline
    /// storage excepted).
    public var byteCount: Int {
        table.byteCount + identities.byteCount + arrangement.byteCount
    }

    // MARK: - Arranged records

    /// The number of arranged records.
    public var arrangedCount: Int {
        arrangement.count(storageCount: table.count)
    }

    /// The content index of the record at an arranged index.
    public func contentIndex(ofArrangedIndex arrangedIndex: Int) -> Int {
        arrangement.storageIndex(at: arrangedIndex)
    }

    /// Proxies of the arranged records, in arranged order.
    public var arrangedObjects: [FeedRecordProxy] {
        (0..<arrangedCount).map { record(at: contentIndex(ofArrangedIndex: $0)) }
    }

    /// The numbers of a field for a range of arranged records (all when nil), as a plot caches them: numbers,
    /// dates in seconds since 1970, NaN for nil. A field the feed does not have (yet) reads as NaN.
    ///
    /// All of an unarranged column comes without a copy: the array shares the column's storage (missing values
    /// are the marker NaN, a NaN like any other to a plot), so a plot caching a 10-million-point feed adds no
    /// memory. The feed's next change to that column copies it once, if the array is still held then.
    ///
    /// - Throws: a `TypeError` for a string field.
    public func arrangedNumbers(ofField field: String, in range: Range<Int>? = nil) throws -> [Double] {
        let range = range ?? 0..<arrangedCount
        guard let column = table.column(named: field) else { return Array(repeating: .nan, count: range.count) }
        guard column.kind != .string else {
            throw ModelError(
                .typeError, "field '\(field)' holds strings, not numbers",
                hint: "bind a number or date field, or use the strings as category labels")
        }
        if arrangement.isIdentity {
            if range == 0..<column.count, let shared = column.storedNumberArray { return shared }
            return column.withStoredNumbers { stored in
                stored[range].map { FeedColumn.isMissing($0) ? .nan : $0 }
            } ?? []
        }
        return range.map { column.number(at: contentIndex(ofArrangedIndex: $0)) }
    }

    /// The language values of a field for a range of arranged records (all when nil); nil for a field the feed
    /// does not have (yet).
    public func arrangedValues(ofField field: String, in range: Range<Int>? = nil) -> [Value] {
        let range = range ?? 0..<arrangedCount
        guard let column = table.column(named: field) else { return Array(repeating: .none, count: range.count) }
        return range.map { column.value(at: contentIndex(ofArrangedIndex: $0)) }
    }

    /// The field a binding key path reads from each arranged record: `"latency"` for
    /// `"arrangedObjects.latency"`, nil for any other key path (bind those through key-value coding).
    public static func arrangedField(inKeyPath keyPath: String) -> String? {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        guard keys.count == 2, keys[0] == "arrangedObjects", !keys[1].isEmpty, !keys[1].hasPrefix("@") else {
            return nil
        }
        return String(keys[1])
    }

    /// Checks that a field exists, when the feed has fields at all (a live feed may get its fields later).
    ///
    /// - Throws: a `PropertyError` suggesting the closest field.
    public func checkField(_ field: String) throws {
        guard !fields.isEmpty, table.columnIndex(named: field) == nil else { return }
        throw ModelError(
            .propertyError, "feed has no field '\(field)'",
            hint: Suggestion.closest(to: field, among: fields).map { "did you mean '\($0)'?" }
                ?? "its fields are \(fields.joined(separator: ", "))")
    }
}

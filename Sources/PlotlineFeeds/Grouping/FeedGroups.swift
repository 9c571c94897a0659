import PlotlineValues

/// The records of a feed grouped by the value of one field, kept current as the feed changes
/// (`feed.grouped(by: "symbol")`): long-format data, one row per symbol and date, as one feed per symbol.
///
/// `keys` are the field's values in the order they first appear among the arranged records (strings, numbers,
/// Booleans or dates as the field holds them; records without a value form the group `nil`). `feed(at:)` and
/// `feed(forKey:)` give a group's feed: a read-only feed of the group's records in the grouped feed's arranged
/// order (its filter and sort included), which plots bind to like any feed (see docs/feeds.md, "Series by field").
///
/// When the grouped feed changes, each group's feed gets the same change in its own positions: an appended
/// record is appended to its group's feed as one `FeedChange` of that feed, a removal removes, a replacement
/// replaces (or moves the record to another group), and a load or a new sort or filter resets every group's feed.
/// A record with a value not seen before makes a new group at the end of `keys`, and the groups' observers
/// (`FeedGroupsObserver`) hear of it. A group whose records all went keeps its place and its (empty) feed, so a
/// chart keeps its plot and colour; group the feed again to start afresh.
///
/// Ownership: the grouped feed holds its groups weakly (as an observer); the groups hold the grouped feed, and
/// each group's feed holds the groups, so a plot bound to a group's feed keeps the whole grouping alive and
/// current. The groups hold their feeds weakly: a group's feed nobody uses is dropped and made again from the
/// records when next asked for. Grouping reads the field's column once; a group's feed is a copy of its records'
/// columns, made when first asked for.
public final class FeedGroups {
    /// The feed whose records are grouped.
    public let feed: Feed
    /// The field whose value groups the records.
    public let field: String
    /// The groups' values as the language sees them, in the order they first appeared.
    public private(set) var keys: [Value] = []
    /// Increases whenever a group's records change or a group appears.
    public internal(set) var revision: UInt64 = 0

    /// The stored value of each group, by group index.
    private var storedKeys: [FeedGroupKey] = []
    private var indexByKey: [FeedGroupKey: Int32] = [:]
    private var membership = GroupMembership()
    private var members: [Member] = []
    private var observers: [Observer] = []

    /// A group's feed, while anything uses it.
    private struct Member {
        weak var feed: Feed?
    }

    /// An observer, held weakly.
    private struct Observer {
        weak var observer: (any FeedGroupsObserver)?
    }

    /// Groups the arranged records of a feed by a field's value (`Feed.grouped(by:)` checks the field first).
    init(feed: Feed, field: String) {
        self.feed = feed
        self.field = field
        regroupRecords()
        feed.addObserver(self)
    }

    deinit {
        feed.removeObserver(self)
    }

    /// The number of groups.
    public var count: Int { keys.count }

    /// The groups' values as text, in order: what plots made for the groups are called (`"nil"` for the group of
    /// records without a value, dates in ISO 8601).
    public var names: [String] { keys.map(FeedGroups.name(of:)) }

    /// The number of records in each group, in order.
    public var recordCounts: [Int] { (0..<count).map { membership.sizes[$0] } }

    /// The bytes the grouping holds besides its groups' feeds (one group number per record).
    public var byteCount: Int { membership.byteCount }

    /// The index of the group of a value, or nil when no record has had it.
    public func index(ofKey key: Value) -> Int? {
        FeedGroupKey(value: key).flatMap { indexByKey[$0] }.map(Int.init)
    }

    // MARK: - Observers

    /// Adds an observer, held weakly, told when new groups appear.
    public func addObserver(_ observer: any FeedGroupsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(Observer(observer: observer))
    }

    /// Removes an observer.
    public func removeObserver(_ observer: any FeedGroupsObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    // MARK: - Groups' feeds

    /// The feed of the group at an index (in `keys` order): the same feed for as long as anything holds it.
    ///
    /// - Throws: a `ValueError` for an index out of range; a `MemoryError` when copying the group's records would
    ///   pass the session's memory budget.
    public func feed(at index: Int) throws -> Feed {
        guard keys.indices.contains(index) else {
            throw ModelError(
                .valueError, "there is no group \(index) among \(count) groups",
                hint: count == 0 ? "the feed has no records to group yet" : "groups are numbered 0...\(count - 1)")
        }
        if let existing = members[index].feed { return existing }
        try reserveMemory(forRecords: membership.sizes[index])
        return makeGroupFeed(at: index, rows: membership.rows(ofGroup: Int32(index)))
    }

    /// The feed of the group of a value: `groups["AAPL"]`, `groups[nil]`.
    ///
    /// - Throws: a `ValueError` naming the groups (and the closest one) when no record has the value.
    public func feed(forKey key: Value) throws -> Feed {
        guard let index = index(ofKey: key) else { throw unknownKey(key) }
        return try feed(at: index)
    }

    /// Every group's feed, in order; the ones not held yet are made in one pass over the records.
    ///
    /// - Throws: a `MemoryError` when copying the records would pass the session's memory budget.
    public func allFeeds() throws -> [Feed] {
        var feeds = members.map(\.feed)
        let missing = feeds.indices.filter { feeds[$0] == nil }
        if !missing.isEmpty {
            try reserveMemory(forRecords: missing.reduce(0) { $0 + membership.sizes[$1] })
            let rows = membership.rowsByGroup(groupCount: count)
            for index in missing { feeds[index] = makeGroupFeed(at: index, rows: rows[index]) }
        }
        return feeds.compactMap { $0 }
    }

    /// A group's feed made from the grouped feed's records at arranged indexes.
    private func makeGroupFeed(at index: Int, rows: [Int]) -> Feed {
        let made = FeedContext.$current.withValue(feed.context) { Feed() }
        made.groupLink = FeedGroupLink(groups: self, index: index)
        made.takeGroupRecords(feed.groupTable(ofArrangedRows: rows))
        members[index].feed = made
        return made
    }

    /// Asks the running cell's memory budget for copies of records.
    private func reserveMemory(forRecords records: Int) throws {
        try ExecutionGuard.reserve(
            MemoryFootprint.feedRecords(records, fields: max(1, feed.fields.count)), for: "the groups' feeds")
    }

    // MARK: - Following the grouped feed

    /// Groups every arranged record anew (after a load, a new sort or filter): groups seen before keep their
    /// indexes, new ones follow, and every group's feed in use gets its records again.
    func regroupRecords() {
        membership = GroupMembership(groups: groupOfEachRecord(), groupCount: count)
        guard members.contains(where: { $0.feed != nil }) else { return }
        let rows = membership.rowsByGroup(groupCount: count)
        for (index, member) in members.enumerated() {
            member.feed?.takeGroupRecords(feed.groupTable(ofArrangedRows: rows[index]))
        }
    }

    /// The group of each arranged record, in one pass over the field's column that reads stored values (a
    /// language value is made only for each new group).
    private func groupOfEachRecord() -> [Int32] {
        let arranged = feed.arrangedCount
        let rows = feed.arrangement.isIdentity ? nil : (0..<arranged).map(feed.contentIndex(ofArrangedIndex:))
        guard let column = feed.table.column(named: field) else {
            return groupEach(arranged, rows: rows, key: { _ in .missing }, value: { _ in .none })
        }
        switch column.kind {
        case .string:
            return groupEach(
                arranged, rows: rows, key: { column.string(at: $0).map(FeedGroupKey.text) ?? .missing },
                value: { column.value(at: $0) })
        case .number, .date:
            return column.withStoredNumbers { stored in
                groupEach(
                    arranged, rows: rows, key: { FeedGroupKey(storedNumber: stored[$0]) },
                    value: { column.value(at: $0) })
            } ?? []
        case .undetermined:
            return groupEach(arranged, rows: rows, key: { _ in .missing }, value: { _ in .none })
        }
    }

    /// The group of each of `count` records (at content rows `rows`, or 0..<count), given each row's key and
    /// value; a record with the key of the one before it skips the lookup.
    private func groupEach(
        _ count: Int, rows: [Int]?, key: (Int) -> FeedGroupKey, value: (Int) -> Value
    ) -> [Int32] {
        var groups = [Int32]()
        groups.reserveCapacity(count)
        var lastKey = FeedGroupKey.missing
        var lastGroup = GroupMembership.none
        for index in 0..<count {
            let row = rows?[index] ?? index
            let recordKey = key(row)
            if lastGroup != GroupMembership.none, recordKey == lastKey {
                groups.append(lastGroup)
                continue
            }
            lastGroup = existingGroup(of: recordKey) ?? addGroup(recordKey, value: value(row))
            lastKey = recordKey
            groups.append(lastGroup)
        }
        return groups
    }

    /// Applies a change's edits to the membership and each group's feed in use.
    func followEdits(of change: FeedChange) {
        let column = feed.table.column(named: field)
        var plan = GroupChangePlan(edits: change.edits)
        var updated = membership
        membership = GroupMembership()
        plan.plan(updating: &updated) { arranged in
            let row = feed.contentIndex(ofArrangedIndex: arranged)
            let key = FeedGroupKey(row: row, of: column)
            return existingGroup(of: key) ?? addGroup(key, value: column?.value(at: row) ?? .none)
        }
        membership = updated
        for (group, edits) in plan.groupEdits {
            guard let member = members[Int(group)].feed else { continue }
            do {
                member.publishGroupChange(try member.applyGroupEdits(edits, from: feed))
            } catch {
                refill(member, group: Int(group))
            }
        }
        for (index, member) in members.enumerated() {
            if let groupFeed = member.feed, !groupFeed.hasSameColumns(as: feed) { refill(groupFeed, group: index) }
        }
    }

    /// Gives a group's feed all its records again (a reset), when its edits could not be applied or its columns
    /// no longer read as the grouped feed's do.
    private func refill(_ member: Feed, group: Int) {
        member.takeGroupRecords(feed.groupTable(ofArrangedRows: membership.rows(ofGroup: Int32(group))))
    }

    /// The most groups looked up by comparing keys in turn, which beats hashing each record's key.
    private static let scannedGroups = 8

    /// The index of a key's group, or nil for a key no record has had.
    private func existingGroup(of key: FeedGroupKey) -> Int32? {
        if storedKeys.count <= FeedGroups.scannedGroups {
            return storedKeys.firstIndex(of: key).map(Int32.init)
        }
        return indexByKey[key]
    }

    /// Adds a group for a new key, whose records' value the language sees as `value`.
    private func addGroup(_ key: FeedGroupKey, value: Value) -> Int32 {
        let index = Int32(storedKeys.count)
        storedKeys.append(key)
        indexByKey[key] = index
        keys.append(value)
        members.append(Member())
        return index
    }

    /// Tells the observers about groups that appeared.
    func announceGroups(from start: Int) {
        guard count > start else { return }
        for entry in observers {
            entry.observer?.feedGroups(self, didAddGroupsAt: start..<count)
        }
        observers.removeAll { $0.observer == nil }
    }

    // MARK: - Naming

    /// A group's value as text: the string itself, a number as the language writes it, a date in ISO 8601,
    /// `"nil"` for no value.
    static func name(of key: Value) -> String {
        if let seconds = FeedDates.seconds(from: key) { return ISODateText.string(fromSeconds: seconds) }
        switch key {
        case .none: return "nil"
        case .string(let text): return text
        case .int(let int): return String(int)
        case .double(let double): return formatNumber(double)
        case .bool(let bool): return String(bool)
        default: return "\(key.typeName)"
        }
    }

    /// `no group 'APPL' in a feed grouped by 'symbol'`, suggesting the closest name.
    private func unknownKey(_ key: Value) -> ModelError {
        let shown = key.isNil ? "nil" : FeedGroups.name(of: key)
        let quoted = names.map { "'\($0)'" }
        let hint: String
        if let closest = Suggestion.closest(to: shown, among: names) {
            hint = "did you mean '\(closest)'?"
        } else if quoted.isEmpty {
            hint = "no record has a value of '\(field)' yet"
        } else {
            hint = "the groups are " + (quoted.count > 12 ? quoted.prefix(12).joined(separator: ", ") + " …" : quoted.joined(separator: ", "))
        }
        return ModelError(.valueError, "no group \(key.isNil ? "nil" : "'\(shown)'") in a feed grouped by '\(field)'", hint: hint)
    }
}

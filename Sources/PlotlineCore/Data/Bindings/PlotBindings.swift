import PlotlineValues
import PlotlineFeeds

/// The bindings of one plot, acting as its data source (what `plot.bind(.yValues, to: feed, withKeyPath:
/// "arrangedObjects.latency")` installs): each binding reads one value per record from a key path.
///
/// Bindings of `arrangedObjects.<field>` on one feed are incremental: each `FeedChange` becomes the same
/// inserts, removals and replacements of the plot's cache, so appending a record fetches that record and
/// nothing else. Bindings to other key paths (or to several feeds) read their whole arrays again after any
/// change of what they read. A reset of the feed (a load, a new sort or filter) reloads the plot.
///
/// With options (`["valueTransformer": { latencies in ... }]`), a binding reads its key path's whole value, gives
/// it to the options, and reads the array they return; it is then read whole after every change, as a binding to
/// another key path is.
///
/// Numbers and dates give numbers (dates as seconds since 1970), nil gives a gap; strings bound to a plot's x
/// (or a bar plot's locations) become categories of its plot space; style bindings convert through
/// `RecordStyle`, and `dataLabels` shows any value as text.
public final class PlotBindings: PlotDataSource {
    /// The plot whose data source this is.
    public private(set) weak var plot: Plot?
    /// One binding: its name, what it reads and its options.
    public typealias Entry = (binding: PlotBinding, source: BindingSource, options: BindingOptions)

    /// The bindings, in the order they were made.
    public private(set) var entries: [Entry] = []

    private var observedFeeds: [Feed] = []
    private var observedObjects: [ModelObject] = []
    private var isApplying = false

    /// Empty bindings of a plot.
    init(plot: Plot) {
        self.plot = plot
    }

    /// The source of a binding, or nil when it is not bound.
    public func source(for binding: PlotBinding) -> BindingSource? {
        entries.first { $0.binding == binding }?.source
    }

    /// True when nothing is bound.
    public var isEmpty: Bool { entries.isEmpty }

    /// The options of a binding, or nil when it is not bound.
    public func options(for binding: PlotBinding) -> BindingOptions? {
        entries.first { $0.binding == binding }?.options
    }

    /// True when every binding reads one field of the same feed's arranged records, without options, so that
    /// feed changes map onto the plot's cache record by record.
    public var isIncremental: Bool {
        guard let first = entries.first.flatMap(column(of:))?.feed else { return false }
        return entries.allSatisfy { column(of: $0)?.feed === first }
    }

    /// The feed and field an entry reads record by record, or nil when it reads its key path's value whole.
    private func column(of entry: Entry) -> (feed: Feed, field: String)? {
        entry.options.isEmpty ? entry.source.column : nil
    }

    /// Binds (or rebinds) a binding after checking that the source can give it values.
    ///
    /// - Throws: a `PropertyError` for a misspelt field (with a suggestion), a `TypeError` when the key path
    ///   gives values the binding cannot use.
    func bind(_ binding: PlotBinding, to source: BindingSource, options: BindingOptions, plot: Plot) throws {
        try check((binding, source, options), plot: plot)
        entries.removeAll { $0.binding == binding }
        entries.append((binding, source, options))
        observeSources()
    }

    /// Removes a binding; returns false when it was not bound.
    @discardableResult
    func unbind(_ binding: PlotBinding) -> Bool {
        guard entries.contains(where: { $0.binding == binding }) else { return false }
        entries.removeAll { $0.binding == binding }
        observeSources()
        return true
    }

    /// Stops observing everything (the plot dropped these bindings).
    func detach() {
        entries = []
        observeSources()
    }

    // MARK: - PlotDataSource

    /// The most records any binding gives (the feed's arranged records, for column bindings).
    public func numberOfRecords(for plot: Plot) throws -> Int {
        var count = 0
        for entry in entries {
            if let column = column(of: entry) {
                count = max(count, column.feed.arrangedCount)
            } else {
                count = max(count, try elements(of: entry).count)
            }
        }
        return count
    }

    /// The numbers of a bound field for a range of records, or nil when the field is not bound.
    public func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        guard let entry = entry(for: PlotBinding(field: field)) else { return nil }
        let source = entry.source
        if let (feed, name) = column(of: entry), feed.kind(ofField: name) != .string {
            let available = range.clamped(to: 0..<feed.arrangedCount)
            let numbers = try feed.arrangedNumbers(ofField: name, in: available)
            guard available.count < range.count else { return numbers }
            return numbers + Array(repeating: .nan, count: range.count - available.count)
        }
        let values = try values(of: entry, in: range)
        if values.contains(where: { if case .string = $0 { return true } else { return false } }) {
            return try categoryNumbers(values, field: field, plot: plot)
        }
        return try values.enumerated().map { index, value in
            if value.isNil { return .nan }
            guard let number = value.numericValue ?? (try? Double.fromValue(value)) else {
                throw ModelError(
                    .typeError, "\(source.description) gave a value of type '\(value.typeName)' for \(field.rawValue) at record \(range.lowerBound + index)",
                    hint: "bind numbers or dates")
            }
            return number
        }
    }

    /// The label texts of the records, or nil when `dataLabels` is not bound.
    public func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]? {
        guard let entry = entry(for: .dataLabels) else { return nil }
        return try values(of: entry, in: range).map { $0.isNil ? nil : BindingConversion.text(of: $0) }
    }

    /// The styles a bound style binding gives the records, or nil when it is not bound.
    public func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]? {
        guard let entry = entry(for: binding) else { return nil }
        return try values(of: entry, in: range).map { try RecordStyle.from($0, for: binding) }
    }

    // MARK: - Reading sources

    /// The entry of a binding, or nil when it is not bound.
    private func entry(for binding: PlotBinding) -> Entry? {
        entries.first { $0.binding == binding }
    }

    /// The values an entry gives records in `range`, nil past its end.
    private func values(of entry: Entry, in range: Range<Int>) throws -> [Value] {
        if let (feed, field) = column(of: entry) {
            let available = range.clamped(to: 0..<feed.arrangedCount)
            return feed.arrangedValues(ofField: field, in: available)
                + Array(repeating: .none, count: range.count - available.count)
        }
        let elements = try elements(of: entry)
        return range.map { elements.indices.contains($0) ? elements[$0] : .none }
    }

    /// Every value an entry read whole gives: the array its key path reads, after the options (nil reads as no
    /// records).
    private func elements(of entry: Entry) throws -> [Value] {
        let source = entry.source
        switch try entry.options.apply(to: source.value()) {
        case .array(let elements): return elements
        case .none: return []
        case let other:
            let transformed = entry.options.valueTransformer == nil ? "" : " after its valueTransformer"
            throw ModelError(
                .typeError,
                "\(source.description)\(transformed) is a value of type '\(other.typeName)', not one value per record",
                hint: entry.options.valueTransformer == nil
                    ? "bind a plot to an array, such as a feed's \"arrangedObjects.<field>\""
                    : "make the valueTransformer return an array, one value per record: { value in [value, value] }")
        }
    }

    /// Strings as category indices of the plot space, for the coordinates that take categories.
    private func categoryNumbers(_ values: [Value], field: PlotField, plot: Plot) throws -> [Double] {
        guard let coordinate = plot.categoryCoordinate(for: field) else {
            throw ModelError(
                .typeError, "binding '\(field.rawValue)' of \(plot.displayName) got strings, which it cannot draw",
                hint: "bind a number or date field; strings become categories only for x values and bar locations")
        }
        guard let space = plot.effectivePlotSpace else {
            throw ModelError(
                .valueError, "strings bound to \(field.rawValue) become categories of a plot space",
                hint: "add the plot to a graph first")
        }
        if space.scaleType(for: coordinate) == .dateTime, let (feed, name) = entry(for: PlotBinding(field: field))?.source.column {
            try DataPlacementCheck.check(field, of: plot, readingField: name, of: feed)
        }
        let names = try values.map { value -> String? in
            switch value {
            case .string(let name): return name
            case .none: return nil
            default:
                throw ModelError(
                    .typeError, "cannot mix strings and values of type '\(value.typeName)' in category data",
                    hint: "give every value as a String, or every value as a number")
            }
        }
        return space.categoryValues(for: names, coordinate: coordinate)
    }

    /// True when some binding gives strings to a category coordinate (those need the plot space to read).
    var bindsCategories: Bool {
        entries.contains { entry in
            guard let field = entry.binding.field, let (feed, name) = column(of: entry) else { return false }
            return feed.kind(ofField: name) == .string && field != .sliceWidths
        }
    }

    // MARK: - Checking

    /// Checks at bind time that a source can give a binding values: the field exists (else did-you-mean), a
    /// numeric binding does not read strings it cannot use, the key path reads an array, and its first values
    /// convert.
    private func check(_ entry: Entry, plot: Plot) throws {
        let binding = entry.binding
        if let (feed, field) = entry.source.column { try feed.checkField(field) }
        if let (feed, field) = column(of: entry) {
            if let plotField = binding.field {
                try DataPlacementCheck.check(plotField, of: plot, readingField: field, of: feed)
            }
            if binding.isStyle, feed.arrangedCount > 0 {
                _ = try recordStylesChecked(entry, count: min(feed.arrangedCount, 64))
            }
            return
        }
        let elements = try elements(of: entry)
        if binding.isStyle {
            _ = try recordStylesChecked(entry, count: min(elements.count, 64))
        }
    }

    private func recordStylesChecked(_ entry: Entry, count: Int) throws -> [RecordStyle] {
        try values(of: entry, in: 0..<count).map { try RecordStyle.from($0, for: entry.binding) }
    }

    // MARK: - Observing

    /// Observes exactly the feeds and model objects the bindings read.
    private func observeSources() {
        for feed in observedFeeds { feed.removeObserver(self) }
        for object in observedObjects { object.removeChangeObserver(self) }
        observedFeeds = []
        observedObjects = []
        for entry in entries {
            if let feed = entry.source.feed, !observedFeeds.contains(where: { $0 === feed }) {
                observedFeeds.append(feed)
                feed.addObserver(self)
            }
            if let object = entry.source.modelObject, object !== plot,
               !observedObjects.contains(where: { $0 === object }) {
                observedObjects.append(object)
                object.addChangeObserver(self)
            }
        }
    }

    /// The plot changes a feed change makes: the same edits for incremental bindings, else a reload.
    func plotChanges(for change: FeedChange) -> [PlotDataChange] {
        guard isIncremental, !change.isReset else { return [.reloaded] }
        return change.edits.map { edit in
            switch edit {
            case .inserted(let range): return .inserted(range)
            case .removed(let range): return .removed(range)
            case .replaced(let range): return .replaced(range)
            }
        }
    }

    /// Applies changes to the plot's cache; a stale cache is left to be fetched whole when next drawn.
    private func apply(_ changes: [PlotDataChange]) {
        guard let plot, !changes.isEmpty, !isApplying else { return }
        isApplying = true
        defer { isApplying = false }
        guard !plot.dataNeedsReloading else {
            plot.setDataNeedsReloading()
            return
        }
        do {
            for change in changes { try plot.apply(change) }
        } catch {
            plot.setDataNeedsReloading()
            plot.context.bindingIssues.report("\(plot.displayName) could not read its bound data: \(ModelError.message(of: error))")
        }
    }
}

extension PlotBindings: FeedObserver {
    /// Maps the feed's change onto the plot's cache.
    public func feed(_ feed: Feed, didChange change: FeedChange) {
        apply(plotChanges(for: change))
    }
}

extension PlotBindings: ModelChangeObserver {
    /// A model object read by a binding changed: read everything again.
    public func modelObjectDidChange(_ object: ModelObject) {
        apply([.reloaded])
    }
}

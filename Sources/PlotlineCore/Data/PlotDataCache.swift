/// The numbers a plot draws, kept per field (Core Plot's data cache, `cachedNumbersForField:`), and changed in
/// place for inserted, removed and replaced records so that a change never costs more than the records it touches.
///
/// A field the data source does not supply has no column; plots then use a default (the record index for x).
/// Every column holds exactly `count` numbers; NaN marks a missing value.
public struct PlotDataCache: Hashable, Sendable {
    /// The number of records.
    public private(set) var count = 0
    /// The cached columns by field.
    public private(set) var columns: [PlotField: [Double]] = [:]
    /// The data label texts, or nil when the source supplies none.
    public private(set) var labels: [String?]?
    /// The per-record styles by style binding (bar fills, plot symbols, …), each `count` long.
    public private(set) var styles: [PlotBinding: [RecordStyle]] = [:]

    /// Makes an empty cache.
    public init() {}

    /// A batch of records fetched from a data source: a column per supplied field and optional label texts.
    public struct Records: Hashable, Sendable {
        /// The number of records in the batch.
        public var count: Int
        /// The values per field, each `count` long.
        public var columns: [PlotField: [Double]]
        /// The label texts, `count` long, or nil.
        public var labels: [String?]?
        /// The per-record styles by style binding, each `count` long.
        public var styles: [PlotBinding: [RecordStyle]]

        /// Makes a batch.
        public init(
            count: Int, columns: [PlotField: [Double]] = [:], labels: [String?]? = nil,
            styles: [PlotBinding: [RecordStyle]] = [:]
        ) {
            self.count = count
            self.columns = columns
            self.labels = labels
            self.styles = styles
        }
    }

    /// The column of a field, or nil when the source does not supply it.
    public func numbers(for field: PlotField) -> [Double]? {
        columns[field]
    }

    /// One cached number, or nil when the field has no column or the index is out of range.
    public func number(for field: PlotField, at index: Int) -> Double? {
        guard let column = columns[field], column.indices.contains(index) else { return nil }
        return column[index]
    }

    /// The style a style binding gives a record, or `.none`.
    public func style(for binding: PlotBinding, at index: Int) -> RecordStyle {
        guard let styles = styles[binding], styles.indices.contains(index) else { return .none }
        return styles[index]
    }

    /// Replaces everything with a batch.
    public mutating func replaceAll(with records: Records) {
        count = records.count
        columns = records.columns
        labels = records.labels
        styles = records.styles
    }

    /// Inserts a batch so that its first record gets index `index` (clamped to 0…count). Columns change in
    /// place, so appending to a large cache costs only the records appended.
    public mutating func insert(_ records: Records, at index: Int) {
        let position = min(max(0, index), count)
        for field in Set(columns.keys).union(records.columns.keys) {
            if columns[field] == nil { columns[field] = Array(repeating: .nan, count: count) }
            columns[field]?.insert(
                contentsOf: records.columns[field] ?? Array(repeating: .nan, count: records.count), at: position)
        }
        if labels != nil || records.labels != nil {
            if labels == nil { labels = Array(repeating: nil, count: count) }
            labels?.insert(contentsOf: records.labels ?? Array(repeating: nil, count: records.count), at: position)
        }
        for binding in Set(styles.keys).union(records.styles.keys) {
            if styles[binding] == nil { styles[binding] = Array(repeating: .none, count: count) }
            styles[binding]?.insert(
                contentsOf: records.styles[binding] ?? Array(repeating: .none, count: records.count), at: position)
        }
        count += records.count
    }

    /// Removes the records in `range` (clamped to the records there are).
    public mutating func remove(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        for field in columns.keys { columns[field]?.removeSubrange(clamped) }
        labels?.removeSubrange(clamped)
        for binding in styles.keys { styles[binding]?.removeSubrange(clamped) }
        count -= clamped.count
    }

    /// Overwrites the records starting at `range.lowerBound` with a batch of the same size; fields the batch lacks
    /// become missing there.
    public mutating func replace(_ range: Range<Int>, with records: Records) {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        let width = min(clamped.count, records.count)
        let target = clamped.lowerBound..<(clamped.lowerBound + width)
        for field in Set(columns.keys).union(records.columns.keys) {
            if columns[field] == nil { columns[field] = Array(repeating: .nan, count: count) }
            let fresh = records.columns[field].map { Array($0.prefix(width)) } ?? Array(repeating: .nan, count: width)
            columns[field]?.replaceSubrange(target, with: fresh)
        }
        if labels != nil || records.labels != nil {
            if labels == nil { labels = Array(repeating: nil, count: count) }
            let fresh = records.labels.map { Array($0.prefix(width)) } ?? Array(repeating: nil, count: width)
            labels?.replaceSubrange(target, with: fresh)
        }
        for binding in Set(styles.keys).union(records.styles.keys) {
            if styles[binding] == nil { styles[binding] = Array(repeating: .none, count: count) }
            let fresh = records.styles[binding].map { Array($0.prefix(width)) } ?? Array(repeating: .none, count: width)
            styles[binding]?.replaceSubrange(target, with: fresh)
        }
    }
}

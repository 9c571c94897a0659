import PlotlineCore

/// A data source holding columns in memory that records every request, so tests can check that a plot fetches
/// only the records that changed.
final class RecordingDataSource: PlotDataSource {
    /// The values per field; every column has `count` entries.
    var columns: [PlotField: [Double]]
    /// The label texts, or nil.
    var labels: [String?]?
    /// Every `numbers(for:field:in:)` request, in order.
    private(set) var requests: [(field: PlotField, range: Range<Int>)] = []
    /// A field whose answer is one value short, to test error handling.
    var brokenField: PlotField?

    init(columns: [PlotField: [Double]], labels: [String?]? = nil) {
        self.columns = columns
        self.labels = labels
    }

    var count: Int { columns.values.first?.count ?? 0 }

    func numberOfRecords(for plot: Plot) -> Int { count }

    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        requests.append((field, range))
        guard let column = columns[field] else { return nil }
        let values = Array(column[range])
        return field == brokenField ? Array(values.dropLast()) : values
    }

    func dataLabels(for plot: Plot, in range: Range<Int>) -> [String?]? {
        labels.map { Array($0[range]) }
    }

    /// The ranges requested since the last reset, per field.
    func requestedRanges(for field: PlotField) -> [Range<Int>] {
        requests.filter { $0.field == field }.map(\.range)
    }

    /// Forgets the recorded requests.
    func resetRequests() { requests.removeAll() }

    /// Inserts a record's values at an index in every column.
    func insert(_ values: [PlotField: Double], at index: Int) {
        for field in columns.keys { columns[field]?.insert(values[field] ?? .nan, at: index) }
        labels?.insert(nil, at: index)
    }

    /// Removes records from every column.
    func remove(_ range: Range<Int>) {
        for field in columns.keys { columns[field]?.removeSubrange(range) }
        labels?.removeSubrange(range)
    }
}

/// A data source holding arrays of numbers per field: what a plot uses when values are assigned to it
/// (`plot.yValues = [...]`, `BarPlot(identifier:locations:tips:)`).
///
/// The number of records is the length of the longest array; shorter arrays read as missing values (gaps) for
/// the records they lack.
public final class ArrayDataSource: PlotDataSource {
    /// The arrays by field.
    public private(set) var columns: [PlotField: [Double]] = [:]
    /// Label texts per record, or nil.
    public var labels: [String?]?

    /// Makes an empty source.
    public init() {}

    /// Makes a source with arrays per field.
    public init(columns: [PlotField: [Double]]) {
        for (field, values) in columns { setNumbers(values, for: field) }
    }

    /// Sets the array of a field; an empty array removes the field (the plot then uses its default).
    public func setNumbers(_ values: [Double], for field: PlotField) {
        columns[field] = values.isEmpty ? nil : values
    }

    /// The length of the longest array.
    public var count: Int {
        max(columns.values.map(\.count).max() ?? 0, labels?.count ?? 0)
    }

    /// The length of the longest array.
    public func numberOfRecords(for plot: Plot) -> Int { count }

    /// A slice of a field's array, padded with NaN past its end; nil for a field with no array.
    public func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) -> [Double]? {
        guard let column = columns[field] else { return nil }
        if range.upperBound <= column.count { return Array(column[range]) }
        return range.map { column.indices.contains($0) ? column[$0] : .nan }
    }

    /// A slice of the label texts, padded with nil.
    public func dataLabels(for plot: Plot, in range: Range<Int>) -> [String?]? {
        guard let labels else { return nil }
        return range.map { labels.indices.contains($0) ? labels[$0] : nil }
    }
}

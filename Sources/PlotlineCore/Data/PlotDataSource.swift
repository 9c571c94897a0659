/// Supplies a plot's records, field by field (Core Plot's `CPTPlotDataSource`).
///
/// A plot asks for the number of records and then for the numbers of each field it draws, over a range of record
/// indices. After a change the plot asks again only for the records that changed (see `Plot.insertData(at:
/// numberOfRecords:)` and `PlotDataChange`), so a source never has to hand over all its data for one new record.
public protocol PlotDataSource: AnyObject {
    /// The number of records the plot shows.
    ///
    /// - Throws: an error of the user code that supplies the data.
    func numberOfRecords(for plot: Plot) throws -> Int

    /// The values of `field` for the records in `range` (exactly `range.count` of them; NaN leaves a gap), or nil
    /// when the source does not supply the field and the plot should use its default (record indices for x).
    ///
    /// - Throws: an error of the user code that supplies the data.
    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]?

    /// The texts of the data labels of the records in `range` (nil entries get the formatted value), or nil for
    /// formatted values throughout.
    ///
    /// - Throws: an error of the user code that supplies the labels.
    func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]?

    /// The styles a style binding (`barFills`, `plotSymbols`, …) gives the records in `range`, or nil when the
    /// source gives none and the plot's own style applies throughout.
    ///
    /// - Throws: an error of the user code that supplies the styles.
    func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]?
}

extension PlotDataSource {
    /// No label texts: data labels show formatted values.
    public func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]? { nil }

    /// No per-record styles: the plot's own apply.
    public func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]? { nil }
}

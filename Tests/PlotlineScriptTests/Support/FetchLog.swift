import PlotlineCore
import PlotlineValues

/// A data source between a plot and its bindings that logs the ranges the plot fetches, field by field.
final class FetchLog: PlotDataSource {
    private let bindings: PlotBindings
    /// Every numeric fetch since the log was installed: the field and the range.
    private(set) var fetches: [(field: PlotField, range: Range<Int>)] = []

    /// Puts a log between `plot` and its bindings.
    init(installedOn plot: Plot) throws {
        guard let bindings = plot.plotBindings else { throw ModelError(.runtimeError, "the plot has no bindings") }
        self.bindings = bindings
        plot.dataSource = self
    }

    /// The ranges fetched for a field.
    func ranges(for field: PlotField) -> [Range<Int>] {
        fetches.filter { $0.field == field }.map(\.range)
    }

    /// Forgets the logged fetches.
    func reset() { fetches.removeAll() }

    func numberOfRecords(for plot: Plot) throws -> Int {
        try bindings.numberOfRecords(for: plot)
    }

    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        let numbers = try bindings.numbers(for: plot, field: field, in: range)
        if numbers != nil { fetches.append((field, range)) }
        return numbers
    }

    func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]? {
        try bindings.dataLabels(for: plot, in: range)
    }

    func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]? {
        try bindings.recordStyles(for: plot, binding: binding, in: range)
    }
}

import PlotlineCore
import PlotlineValues

/// A data source standing between a plot and its bindings that records every range the plot fetches, per
/// binding, so tests can check that a feed change fetches exactly the records it touched.
///
/// The bindings keep observing their feeds and applying changes to the plot; the plot fetches through this.
final class FetchRecorder: PlotDataSource {
    /// The bindings the fetches go to.
    let bindings: PlotBindings
    /// Every fetch, in order: the binding and the range.
    private(set) var fetches: [(binding: PlotBinding, range: Range<Int>)] = []

    /// Puts a recorder between `plot` and its bindings.
    init(installedOn plot: Plot) throws {
        guard let bindings = plot.plotBindings else { throw ModelError(.runtimeError, "the plot has no bindings") }
        self.bindings = bindings
        plot.dataSource = self
    }

    /// The ranges fetched for a binding since the last reset.
    func ranges(for binding: PlotBinding) -> [Range<Int>] {
        fetches.filter { $0.binding == binding }.map(\.range)
    }

    /// The distinct ranges fetched for any binding since the last reset.
    var fetchedRanges: Set<Range<Int>> {
        Set(fetches.map(\.range))
    }

    /// Forgets the recorded fetches.
    func reset() { fetches.removeAll() }

    func numberOfRecords(for plot: Plot) throws -> Int {
        try bindings.numberOfRecords(for: plot)
    }

    func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        let numbers = try bindings.numbers(for: plot, field: field, in: range)
        if numbers != nil { fetches.append((PlotBinding(field: field), range)) }
        return numbers
    }

    func dataLabels(for plot: Plot, in range: Range<Int>) throws -> [String?]? {
        let labels = try bindings.dataLabels(for: plot, in: range)
        if labels != nil { fetches.append((.dataLabels, range)) }
        return labels
    }

    func recordStyles(for plot: Plot, binding: PlotBinding, in range: Range<Int>) throws -> [RecordStyle]? {
        let styles = try bindings.recordStyles(for: plot, binding: binding, in: range)
        if styles != nil { fetches.append((binding, range)) }
        return styles
    }
}

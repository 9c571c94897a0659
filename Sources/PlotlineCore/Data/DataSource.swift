import PlotlineValues

/// A data source that asks a closure for each value (`DataSource(records: 50) { field, index in ... }`): the
/// closure gets the field (`.xValues`, `.yValues`, …) and the record index and returns a number, or nil for a gap.
///
/// Changing `records` makes every plot using the source fetch its data again before it is next drawn.
public final class DataSource: ModelObject, PlotDataSource {
    /// The scripting description of this class.
    public class var descriptor: TypeDescriptor { dataSourceTable }

    /// The number of records; setting it makes every plot using the source fetch everything again (use
    /// `insertRecords(at:count:)` and `removeRecords(in:)` to fetch only what changed).
    public var records: Int {
        get { count }
        set {
            count = max(0, newValue)
            for plot in plots { plot.setDataNeedsReloading() }
        }
    }
    /// The closure `(field, index) -> Double?` producing each value.
    public let value: any Callable
    /// The fields the closure supplies; nil means every field the plot asks for.
    public var fields: [PlotField]?

    private var count: Int
    private var observers: [WeakPlot] = []

    /// Makes a source of `records` records whose values come from `value(field, index)`.
    public init(records: Int, value: any Callable) {
        self.count = max(0, records)
        self.value = value
        super.init()
    }

    /// Records that `count` new records now stand at `index` (later ones moved up): the plots using the source
    /// fetch only those.
    ///
    /// - Throws: `ValueError` for an index past the end, or the closure's error.
    public func insertRecords(at index: Int, count inserted: Int) throws {
        guard index >= 0, index <= count, inserted >= 0 else {
            throw ModelError(.valueError, "cannot insert \(inserted) records at index \(index) of \(count)")
        }
        count += inserted
        try notify(.inserted(index..<(index + inserted)))
    }

    /// Records that the records in `range` were removed: the plots using the source drop them without fetching.
    ///
    /// - Throws: `ValueError` for a range outside the records.
    public func removeRecords(in range: Range<Int>) throws {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw ModelError(.valueError, "records \(range.lowerBound)..<\(range.upperBound) are outside the \(count) records")
        }
        count -= range.count
        try notify(.removed(range))
    }

    /// Records that the records in `range` have new values: the plots using the source fetch only those.
    ///
    /// - Throws: `ValueError` for a range outside the records, or the closure's error.
    public func reloadRecords(in range: Range<Int>) throws {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw ModelError(.valueError, "records \(range.lowerBound)..<\(range.upperBound) are outside the \(count) records")
        }
        try notify(.replaced(range))
    }

    private func notify(_ change: PlotDataChange) throws {
        for plot in plots { try plot.apply(change) }
    }

    /// The plots currently using this source.
    var plots: [Plot] {
        observers.compactMap(\.plot)
    }

    /// Remembers a plot that uses this source, so that a new record count reaches it.
    func attach(_ plot: Plot) {
        observers.removeAll { $0.plot == nil || $0.plot === plot }
        observers.append(WeakPlot(plot: plot))
    }

    /// Forgets a plot that no longer uses this source.
    func detach(_ plot: Plot) {
        observers.removeAll { $0.plot == nil || $0.plot === plot }
    }

    /// `records`.
    public func numberOfRecords(for plot: Plot) -> Int { records }

    /// Calls the closure for each record of the range; nil for a field not in `fields`.
    ///
    /// - Throws: the closure's error, or a `DataError` when it returns something other than a number or nil.
    public func numbers(for plot: Plot, field: PlotField, in range: Range<Int>) throws -> [Double]? {
        if let fields, !fields.contains(field) { return nil }
        var result: [Double] = []
        // The count is the script's claim: reserve no more than a page up front, so that an absurd count fails
        // in the closure (an interrupt or the step budget) instead of in the allocator.
        result.reserveCapacity(min(range.count, 1 << 16))
        for index in range {
            let answer = try value.call([field.scriptValue, .int(index)])
            if answer.isNil {
                result.append(.nan)
            } else if let number = answer.numericValue {
                result.append(number)
            } else {
                throw ModelError(
                    .dataError,
                    "the data source closure returned a value of type '\(answer.typeName)' for \(field.summary) at record \(index)",
                    hint: "return a number, or nil for a missing value")
            }
        }
        return result
    }
}

/// A scatter plot's cached x and y columns read once, for loops over every record: `x(at:)` and `y(at:)` answer
/// as `ScatterPlot.xValue(at:)` and `yValue(at:)` do (the record index for a missing x, NaN for a missing y)
/// without looking the columns up again for each record.
struct CachedValues {
    private let xs: [Double]?
    private let ys: [Double]?

    /// The x and y columns of a cache.
    init(_ cache: PlotDataCache) {
        xs = cache.numbers(for: .xValues)
        ys = cache.numbers(for: .yValues)
    }

    /// The x value of a record: its cached x, or the record index when there is none.
    @inline(__always)
    func x(at index: Int) -> Double {
        if let xs, index < xs.count { return xs[index] }
        return Double(index)
    }

    /// The y value of a record: its cached y, or NaN when there is none.
    @inline(__always)
    func y(at index: Int) -> Double {
        if let ys, index < ys.count { return ys[index] }
        return .nan
    }
}

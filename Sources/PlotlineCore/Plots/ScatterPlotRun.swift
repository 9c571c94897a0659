/// A stretch of consecutive scatter plot records with no missing value, as device points computed on demand from
/// the cache, so that a million records can be thinned or outlined without first copying them all.
struct ScatterPlotRun: RandomAccessCollection {
    /// The x values, or nil for record indices.
    let xs: [Double]?
    /// The y values.
    let ys: [Double]
    /// Data point to device point.
    let transform: DeviceTransform
    /// The first record of the stretch.
    let startIndex: Int
    /// One past the last record.
    let endIndex: Int
    /// The smallest device x of the stretch.
    let minX: Double
    /// The largest device x of the stretch.
    let maxX: Double

    /// The device width the stretch covers.
    var span: Double { maxX - minX }

    /// The device point of a record.
    subscript(index: Int) -> Point {
        transform(xs?[index] ?? Double(index), ys[index])
    }

    /// The stretches of a plot's records between missing values (NaN, or a point off the finite plane).
    static func runs(xs: [Double]?, ys: [Double], count: Int, transform: DeviceTransform) -> [ScatterPlotRun] {
        var runs: [ScatterPlotRun] = []
        var start: Int?
        var low = Double.infinity
        var high = -Double.infinity
        func close(at end: Int) {
            guard let first = start else { return }
            runs.append(ScatterPlotRun(
                xs: xs, ys: ys, transform: transform, startIndex: first, endIndex: end, minX: low, maxX: high))
            start = nil
            low = .infinity
            high = -.infinity
        }
        for index in 0..<count {
            let x = xs?[index] ?? Double(index)
            let y = ys[index]
            let point = transform(x, y)
            if x.isFinite, y.isFinite, point.x.isFinite, point.y.isFinite {
                if start == nil { start = index }
                low = Swift.min(low, point.x)
                high = Swift.max(high, point.x)
            } else {
                close(at: index)
            }
        }
        close(at: count)
        return runs
    }
}

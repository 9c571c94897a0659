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

    /// The envelope columns of the stretch when they were asked for and x never decreases, else nil.
    let columns: [EnvelopeColumn]?

    /// The device width the stretch covers.
    var span: Double { maxX - minX }

    /// The device point of a record.
    subscript(index: Int) -> Point {
        transform(xs?[index] ?? Double(index), ys[index])
    }

    /// The stretches of a plot's records between missing values (NaN, or a point off the finite plane).
    ///
    /// With an `envelopeColumnWidth`, each stretch also gathers its envelope columns in the same pass.
    static func runs(
        xs: [Double]?, ys: [Double], count: Int, transform: DeviceTransform, envelopeColumnWidth: Double? = nil
    ) -> [ScatterPlotRun] {
        var runs: [ScatterPlotRun] = []
        var start: Int?
        var low = Double.infinity
        var high = -Double.infinity
        var builder = envelopeColumnWidth.map { EnvelopeBuilder(columnWidth: $0) }
        func close(at end: Int) {
            guard let first = start else { return }
            let columns = builder?.finish()
            runs.append(ScatterPlotRun(
                xs: xs, ys: ys, transform: transform, startIndex: first, endIndex: end, minX: low, maxX: high,
                columns: columns))
            start = nil
            low = .infinity
            high = -.infinity
            builder = envelopeColumnWidth.map { EnvelopeBuilder(columnWidth: $0) }
        }
        for index in 0..<count {
            let x = xs?[index] ?? Double(index)
            let y = ys[index]
            let point = transform(x, y)
            if x.isFinite, y.isFinite, point.x.isFinite, point.y.isFinite {
                if start == nil { start = index }
                low = Swift.min(low, point.x)
                high = Swift.max(high, point.x)
                builder?.add(point)
            } else {
                close(at: index)
            }
        }
        close(at: count)
        return runs
    }
}

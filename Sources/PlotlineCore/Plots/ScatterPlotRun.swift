/// A stretch of consecutive scatter plot records with no missing value, as device points computed on demand from
/// the cache, so that a million records can be thinned or outlined without first copying them all. `ScatterRunCache`
/// finds them.
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
}

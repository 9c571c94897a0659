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

    /// The envelope columns of the stretch, left to right, when they were asked for and its device x keeps one
    /// direction (a reversed x axis descends), else nil.
    let columns: [EnvelopeColumn]?

    /// The device width the stretch covers.
    var span: Double { maxX - minX }

    /// The device point of a record.
    subscript(index: Int) -> Point {
        transform(xs?[index] ?? Double(index), ys[index])
    }

    /// The stretches of a run whose segments can reach `bounds`, as index ranges: a segment whose two ends lie
    /// beyond the same side of the bounds is left out, so a zoomed-in line hands the renderer what is on screen
    /// (and the segments that enter and leave it) rather than every record. The whole run when its x lies within.
    static func visibleStretches(of run: ScatterPlotRun, within bounds: Rect) -> [Range<Int>] {
        let whole = run.startIndex..<run.endIndex
        guard run.count > 1, run.minX < bounds.minX || run.maxX > bounds.maxX else { return [whole] }
        var stretches: [Range<Int>] = []
        var start: Int?
        var previous = run[run.startIndex]
        for index in (run.startIndex + 1)..<run.endIndex {
            let point = run[index]
            if segmentMayReach(bounds, from: previous, to: point) {
                if start == nil { start = index - 1 }
            } else if let first = start {
                stretches.append(first..<index)
                start = nil
            }
            previous = point
        }
        if let first = start { stretches.append(first..<run.endIndex) }
        return stretches
    }

    /// False when both ends of a segment lie beyond one side of `bounds` (so no part of it is inside); a segment
    /// with a non-finite end is kept, for the line to break there as before.
    private static func segmentMayReach(_ bounds: Rect, from a: Point, to b: Point) -> Bool {
        !(a.x < bounds.minX && b.x < bounds.minX) && !(a.x > bounds.maxX && b.x > bounds.maxX)
            && !(a.y < bounds.minY && b.y < bounds.minY) && !(a.y > bounds.maxY && b.y > bounds.maxY)
    }
}

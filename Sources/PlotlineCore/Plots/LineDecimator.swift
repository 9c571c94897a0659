/// Thins a dense polyline to at most four points per device pixel column (the first, the lowest, the highest and
/// the last point of each run of consecutive points in one column), so that stroking a million points costs no
/// more than stroking a few thousand while the picture stays the same within anti-aliasing.
///
/// The points kept are real data points in their original order, so the line still passes through every extreme
/// and joins neighbouring columns exactly as before.
public enum LineDecimator {
    /// Keeps the first, lowest, highest and last point of each run of points that fall into one column of
    /// `columnWidth` points; returns the points unchanged when they are not denser than `threshold` per column.
    public static func decimate<Points: RandomAccessCollection>(
        _ points: Points, columnWidth: Double, threshold: Double = 2
    ) -> [Point] where Points.Element == Point, Points.Index == Int {
        guard isDense(points, columnWidth: columnWidth, threshold: threshold), let span = horizontalSpan(points) else {
            return Array(points)
        }
        var result: [Point] = []
        result.reserveCapacity(Int(min(Double(points.count), 4 * (span / columnWidth + 2))))
        var runStart = points.startIndex
        var column = (points[runStart].x / columnWidth).rounded(.down)
        for index in (runStart + 1)..<points.endIndex {
            let next = (points[index].x / columnWidth).rounded(.down)
            if next != column {
                appendRun(points, runStart..<index, to: &result)
                runStart = index
                column = next
            }
        }
        appendRun(points, runStart..<points.endIndex, to: &result)
        return result
    }

    /// True when the points are denser than `threshold` per column of `columnWidth` on average, so that
    /// `decimate` thins them.
    public static func isDense<Points: Collection>(
        _ points: Points, columnWidth: Double, threshold: Double = 2
    ) -> Bool where Points.Element == Point {
        guard points.count > 4, let span = horizontalSpan(points) else { return false }
        return isDense(count: points.count, span: span, columnWidth: columnWidth, threshold: threshold)
    }

    /// True when `count` points across `span` points are denser than `threshold` per column of `columnWidth`.
    public static func isDense(count: Int, span: Double, columnWidth: Double, threshold: Double = 2) -> Bool {
        guard columnWidth > 0, columnWidth.isFinite, count > 4, span.isFinite, span >= 0 else { return false }
        return Double(count) > threshold * (span / columnWidth + 1)
    }

    /// Appends the first, extreme and last points of a run, in their original order and without repeats.
    private static func appendRun<Points: RandomAccessCollection>(
        _ points: Points, _ run: Range<Int>, to result: inout [Point]
    ) where Points.Element == Point, Points.Index == Int {
        guard run.count > 4 else {
            result.append(contentsOf: points[run])
            return
        }
        var lowest = run.lowerBound
        var highest = run.lowerBound
        for index in run {
            if points[index].y < points[lowest].y { lowest = index }
            if points[index].y > points[highest].y { highest = index }
        }
        var kept = [run.lowerBound, min(lowest, highest), max(lowest, highest), run.upperBound - 1]
        kept.sort()
        var previous = -1
        for index in kept where index != previous {
            result.append(points[index])
            previous = index
        }
    }

    private static func horizontalSpan<Points: Collection>(_ points: Points) -> Double? where Points.Element == Point {
        var low = Double.infinity
        var high = -Double.infinity
        for point in points {
            low = Swift.min(low, point.x)
            high = Swift.max(high, point.x)
        }
        return high >= low ? high - low : nil
    }

    /// The polyline without the points that lie within `tolerance` of the simplified line (Douglas–Peucker), so
    /// that smooth stretches of an envelope cost a few segments; the first and last points are kept.
    static func simplified(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var pending = [(0, points.count - 1)]
        while let (start, end) = pending.popLast() {
            guard end > start + 1 else { continue }
            let a = points[start]
            let b = points[end]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            var farthest = start
            var distance = 0.0
            for index in (start + 1)..<end {
                let p = points[index]
                let d = length > 0
                    ? abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / length
                    : ((p.x - a.x) * (p.x - a.x) + (p.y - a.y) * (p.y - a.y)).squareRoot()
                if d > distance {
                    distance = d
                    farthest = index
                }
            }
            if distance > tolerance {
                keep[farthest] = true
                pending.append((start, farthest))
                pending.append((farthest, end))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    /// The outline of a dense run whose x keeps one direction, drawn as its envelope: for each stretch of
    /// neighbouring columns, a polygon through every column's highest point and back through every column's lowest,
    /// and the line segments that join stretches separated by empty columns. Filled and then stroked with the line's
    /// style, it covers what stroking every point covers, within anti-aliasing, since columns are a fraction of a
    /// pixel wide; it costs a few thousand edges where the zigzag of a million points costs hundreds of thousands.
    /// Nil when x turns back along the run.
    public static func envelope<Points: Collection>(
        _ points: Points, columnWidth: Double
    ) -> Path? where Points.Element == Point {
        guard columnWidth > 0, columnWidth.isFinite else { return nil }
        var builder = EnvelopeBuilder(columnWidth: columnWidth)
        for point in points { builder.add(point) }
        return builder.finish().map { envelopePath($0, columnWidth: columnWidth) }
    }

    /// The envelope outline of columns gathered by an `EnvelopeBuilder` (see `envelope(_:columnWidth:)`).
    static func envelopePath(_ columns: [EnvelopeColumn], columnWidth: Double) -> Path {
        var path = Path()
        var stretch: [EnvelopeColumn] = []
        func closeStretch() {
            guard let start = stretch.first else { return }
            if stretch.count == 1 {
                path.addLineSegment(from: start.lowest, to: start.highest)
            } else {
                let tolerance = columnWidth / 4
                path.addPolygon(
                    simplified(stretch.map(\.highest), tolerance: tolerance)
                        + simplified(stretch.reversed().map(\.lowest), tolerance: tolerance))
            }
            stretch.removeAll(keepingCapacity: true)
        }
        for column in columns {
            if let previous = stretch.last, column.index > previous.index + 1 {
                closeStretch()
                path.addLineSegment(from: previous.last, to: column.first)
            }
            stretch.append(column)
        }
        closeStretch()
        return path
    }
}

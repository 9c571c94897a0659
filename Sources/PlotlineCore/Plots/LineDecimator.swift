/// Thins a dense polyline to at most four points per device pixel column (the first, the lowest, the highest and
/// the last point of each run of consecutive points in one column), so that stroking a million points costs no
/// more than stroking a few thousand while the picture stays the same within anti-aliasing.
///
/// The points kept are real data points in their original order, so the line still passes through every extreme
/// and joins neighbouring columns exactly as before.
public enum LineDecimator {
    /// Keeps the first, lowest, highest and last point of each run of points that fall into one column of
    /// `columnWidth` points; returns the points unchanged when they are not denser than `threshold` per column.
    public static func decimate(_ points: [Point], columnWidth: Double, threshold: Double = 2) -> [Point] {
        guard isDense(points, columnWidth: columnWidth, threshold: threshold), let span = horizontalSpan(points) else {
            return points
        }
        var result: [Point] = []
        result.reserveCapacity(Int(min(Double(points.count), 4 * (span / columnWidth + 2))))
        var runStart = 0
        var column = (points[0].x / columnWidth).rounded(.down)
        for index in 1..<points.count {
            let next = (points[index].x / columnWidth).rounded(.down)
            if next != column {
                appendRun(points, runStart..<index, to: &result)
                runStart = index
                column = next
            }
        }
        appendRun(points, runStart..<points.count, to: &result)
        return result
    }

    /// True when the points are denser than `threshold` per column of `columnWidth` on average, so that
    /// `decimate` thins them.
    public static func isDense(_ points: [Point], columnWidth: Double, threshold: Double = 2) -> Bool {
        guard columnWidth > 0, columnWidth.isFinite, points.count > 4, let span = horizontalSpan(points) else {
            return false
        }
        return Double(points.count) > threshold * (span / columnWidth + 1)
    }

    /// Appends the first, extreme and last points of a run, in their original order and without repeats.
    private static func appendRun(_ points: [Point], _ run: Range<Int>, to result: inout [Point]) {
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

    private static func horizontalSpan(_ points: [Point]) -> Double? {
        var low = Double.infinity
        var high = -Double.infinity
        for point in points {
            low = Swift.min(low, point.x)
            high = Swift.max(high, point.x)
        }
        return high >= low ? high - low : nil
    }
}

/// Builds the outline of a scatter plot's line and area for each interpolation.
enum ScatterPlotPath {
    /// The line through a run of device points.
    static func line(through points: [Point], interpolation: ScatterPlotInterpolation) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        appendSegments(through: points, interpolation: interpolation, to: &path)
        return path
    }

    /// The closed area between the line through a run and the horizontal line at `baseY`.
    static func area(through points: [Point], interpolation: ScatterPlotInterpolation, baseY: Double) -> Path {
        var path = Path()
        guard let first = points.first, let last = points.last else { return path }
        path.move(to: Point(x: first.x, y: baseY))
        path.addLine(to: first)
        appendSegments(through: points, interpolation: interpolation, to: &path)
        path.addLine(to: Point(x: last.x, y: baseY))
        path.closeSubpath()
        return path
    }

    private static func appendSegments(
        through points: [Point], interpolation: ScatterPlotInterpolation, to path: inout Path
    ) {
        guard points.count > 1 else { return }
        switch interpolation {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepped:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: Point(x: point.x, y: previous.y))
                path.addLine(to: point)
            }
        case .histogram:
            for (previous, point) in zip(points, points.dropFirst()) {
                let middle = (previous.x + point.x) / 2
                path.addLine(to: Point(x: middle, y: previous.y))
                path.addLine(to: Point(x: middle, y: point.y))
                path.addLine(to: point)
            }
        case .curved:
            appendCurve(through: points, to: &path)
        }
    }

    /// A monotone cubic Hermite curve (Fritsch–Carlson) when x increases, else a Catmull-Rom curve.
    private static func appendCurve(through points: [Point], to path: inout Path) {
        let tangents = isIncreasing(points) ? monotoneTangents(points) : catmullRomTangents(points)
        for index in 0..<(points.count - 1) {
            let p0 = points[index]
            let p1 = points[index + 1]
            let dx = (p1.x - p0.x) / 3
            let isMonotone = tangents.isSlopes
            let c1: Point
            let c2: Point
            if isMonotone {
                c1 = Point(x: p0.x + dx, y: p0.y + tangents.values[index].y * dx)
                c2 = Point(x: p1.x - dx, y: p1.y - tangents.values[index + 1].y * dx)
            } else {
                c1 = Point(x: p0.x + tangents.values[index].x / 3, y: p0.y + tangents.values[index].y / 3)
                c2 = Point(x: p1.x - tangents.values[index + 1].x / 3, y: p1.y - tangents.values[index + 1].y / 3)
            }
            path.addCurve(to: p1, control1: c1, control2: c2)
        }
    }

    private static func isIncreasing(_ points: [Point]) -> Bool {
        zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x }
    }

    /// Slopes dy/dx at each point (stored in `y`), limited so the curve stays monotone between points.
    private static func monotoneTangents(_ points: [Point]) -> (values: [Point], isSlopes: Bool) {
        let count = points.count
        let secants = (0..<(count - 1)).map { (points[$0 + 1].y - points[$0].y) / (points[$0 + 1].x - points[$0].x) }
        var slopes = [Double](repeating: 0, count: count)
        slopes[0] = secants[0]
        slopes[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let before = secants[index - 1]
            let after = secants[index]
            slopes[index] = before * after <= 0 ? 0 : (before + after) / 2
        }
        for index in 0..<(count - 1) {
            let secant = secants[index]
            if secant == 0 {
                slopes[index] = 0
                slopes[index + 1] = 0
                continue
            }
            let alpha = slopes[index] / secant
            let beta = slopes[index + 1] / secant
            let magnitude = alpha * alpha + beta * beta
            if magnitude > 9 {
                let tau = 3 / magnitude.squareRoot()
                slopes[index] = tau * alpha * secant
                slopes[index + 1] = tau * beta * secant
            }
        }
        return (slopes.map { Point(x: 1, y: $0) }, true)
    }

    /// Catmull-Rom tangents (as vectors) for points in any order.
    private static func catmullRomTangents(_ points: [Point]) -> (values: [Point], isSlopes: Bool) {
        let count = points.count
        let tangents = (0..<count).map { index -> Point in
            let previous = points[max(0, index - 1)]
            let next = points[min(count - 1, index + 1)]
            let scale = (index == 0 || index == count - 1) ? 1.0 : 0.5
            return Point(x: (next.x - previous.x) * scale, y: (next.y - previous.y) * scale)
        }
        return (tangents, false)
    }
}

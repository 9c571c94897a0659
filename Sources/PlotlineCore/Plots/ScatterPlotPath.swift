import Foundation

/// Builds the outline of a scatter plot's line and area for each interpolation.
enum ScatterPlotPath {
    /// The line through a run of device points.
    static func line(through points: [Point], shape: ScatterPlotLineShape) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        appendSegments(through: points, shape: shape, to: &path)
        return path
    }

    /// The closed area between the line through a run and the horizontal line at `baseY`.
    static func area(through points: [Point], shape: ScatterPlotLineShape, baseY: Double) -> Path {
        var path = Path()
        guard let first = points.first, let last = points.last else { return path }
        path.move(to: Point(x: first.x, y: baseY))
        path.addLine(to: first)
        appendSegments(through: points, shape: shape, to: &path)
        path.addLine(to: Point(x: last.x, y: baseY))
        path.closeSubpath()
        return path
    }

    private static func appendSegments(through points: [Point], shape: ScatterPlotLineShape, to path: inout Path) {
        guard points.count > 1 else { return }
        switch shape.interpolation {
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
                if shape.histogramOption != .skipFirst { path.addLine(to: Point(x: middle, y: previous.y)) }
                if shape.histogramOption != .skipSecond { path.addLine(to: Point(x: middle, y: point.y)) }
                path.addLine(to: point)
            }
        case .curved:
            let controls = controlPoints(for: points, shape: shape)
            for (index, point) in points.dropFirst().enumerated() {
                path.addCurve(to: point, control1: controls[index].0, control2: controls[index].1)
            }
        }
    }

    /// The two Bézier control points of each segment of the curve through `points`.
    static func controlPoints(for points: [Point], shape: ScatterPlotLineShape) -> [(Point, Point)] {
        if let alpha = shape.curvedOption.catmullRomAlpha(custom: shape.customAlpha) {
            return CurveControlPoints.catmullRom(points, alpha: alpha)
        }
        switch shape.curvedOption {
        case .hermiteCubic: return CurveControlPoints.monotoneHermite(points)
        default: return CurveControlPoints.naturalSpline(points)
        }
    }
}

import Foundation

extension Path {
    /// Adds a circular arc as cubic Bézier curves (at most a quarter turn each), continuing the current subpath
    /// with a line to the arc's start, or starting a new subpath when `startsSubpath` is true.
    ///
    /// Angles are in radians, counter-clockwise on screen from the positive x axis; the arc runs from
    /// `startAngle` to `endAngle` in the direction of their difference.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, startsSubpath: Bool = false
    ) {
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y - radius * sin(angle))
        }
        let start = point(startAngle)
        if startsSubpath { move(to: start) } else { addLine(to: start) }
        let sweep = endAngle - startAngle
        guard sweep != 0, sweep.isFinite, radius > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<pieces {
            let from = startAngle + Double(index) * step
            let to = from + step
            let p0 = point(from)
            let p3 = point(to)
            let control1 = Point(x: p0.x - k * sin(from), y: p0.y - k * cos(from))
            let control2 = Point(x: p3.x + k * sin(to), y: p3.y + k * cos(to))
            addCurve(to: p3, control1: control1, control2: control2)
        }
    }
}

import Foundation

/// The Bézier control points of smooth curves through a run of points: one pair per segment.
enum CurveControlPoints {
    /// A natural cubic spline (continuous slope and curvature, zero curvature at the ends) in Bézier form: the
    /// first control points solve a tridiagonal system, the second follow from them.
    static func naturalSpline(_ points: [Point]) -> [(Point, Point)] {
        let segments = points.count - 1
        guard segments > 0 else { return [] }
        if segments == 1 {
            let first = Point(x: (2 * points[0].x + points[1].x) / 3, y: (2 * points[0].y + points[1].y) / 3)
            let second = Point(x: 2 * first.x - points[0].x, y: 2 * first.y - points[0].y)
            return [(first, second)]
        }
        let xs = firstControlCoordinates(points.map(\.x))
        let ys = firstControlCoordinates(points.map(\.y))
        return (0..<segments).map { index in
            let first = Point(x: xs[index], y: ys[index])
            let second: Point
            if index < segments - 1 {
                second = Point(x: 2 * points[index + 1].x - xs[index + 1], y: 2 * points[index + 1].y - ys[index + 1])
            } else {
                second = Point(x: (points[segments].x + xs[index]) / 2, y: (points[segments].y + ys[index]) / 2)
            }
            return (first, second)
        }
    }

    /// Solves a[i-1] + 4a[i] + a[i+1] = 4k[i] + 2k[i+1] with the natural end conditions (Thomas algorithm).
    private static func firstControlCoordinates(_ knots: [Double]) -> [Double] {
        let n = knots.count - 1
        var right = [Double](repeating: 0, count: n)
        right[0] = knots[0] + 2 * knots[1]
        for index in 1..<(n - 1) { right[index] = 4 * knots[index] + 2 * knots[index + 1] }
        right[n - 1] = (8 * knots[n - 1] + knots[n]) / 2
        var solution = [Double](repeating: 0, count: n)
        var factors = [Double](repeating: 0, count: n)
        var divisor = 2.0
        solution[0] = right[0] / divisor
        for index in 1..<n {
            factors[index] = 1 / divisor
            divisor = (index < n - 1 ? 4.0 : 3.5) - factors[index]
            solution[index] = (right[index] - solution[index - 1]) / divisor
        }
        for index in stride(from: n - 2, through: 0, by: -1) {
            solution[index] -= factors[index + 1] * solution[index + 1]
        }
        return solution
    }

    /// A Catmull-Rom spline with parametrization `alpha` (0 uniform, 0.5 centripetal, 1 chordal), after Yuksel et
    /// al.; the end segments use their end point as the missing neighbour.
    static func catmullRom(_ points: [Point], alpha: Double) -> [(Point, Point)] {
        let count = points.count
        guard count > 1 else { return [] }
        let epsilon = 1e-5
        return (0..<(count - 1)).map { index in
            let p1 = points[index]
            let p2 = points[index + 1]
            let p0 = index > 0 ? points[index - 1] : p1
            let p3 = index + 2 < count ? points[index + 2] : p2
            let d1 = distance(p0, p1)
            let d2 = distance(p1, p2)
            let d3 = distance(p2, p3)
            let a1 = pow(d1, alpha)
            let a2 = pow(d2, alpha)
            let a3 = pow(d3, alpha)
            var first = p1
            if d1 > epsilon, a1 + a2 > 0 {
                let weight = 2 * a1 * a1 + 3 * a1 * a2 + a2 * a2
                let divisor = 3 * a1 * (a1 + a2)
                first = Point(
                    x: (a1 * a1 * p2.x - a2 * a2 * p0.x + weight * p1.x) / divisor,
                    y: (a1 * a1 * p2.y - a2 * a2 * p0.y + weight * p1.y) / divisor)
            }
            var second = p2
            if d3 > epsilon, a3 + a2 > 0 {
                let weight = 2 * a3 * a3 + 3 * a3 * a2 + a2 * a2
                let divisor = 3 * a3 * (a3 + a2)
                second = Point(
                    x: (a3 * a3 * p1.x - a2 * a2 * p3.x + weight * p2.x) / divisor,
                    y: (a3 * a3 * p1.y - a2 * a2 * p3.y + weight * p2.y) / divisor)
            }
            return (first, second)
        }
    }

    /// A cubic Hermite spline whose tangents are limited, coordinate by coordinate, so that each segment stays
    /// between its end points: the curve never overshoots, and monotone data stays monotone.
    static func monotoneHermite(_ points: [Point]) -> [(Point, Point)] {
        let count = points.count
        guard count > 1 else { return [] }
        let tangents = (0..<count).map { index -> Point in
            let before = index > 0 ? difference(points[index - 1], points[index]) : nil
            let after = index + 1 < count ? difference(points[index], points[index + 1]) : nil
            return Point(
                x: limitedTangent(before: before?.x, after: after?.x),
                y: limitedTangent(before: before?.y, after: after?.y))
        }
        return (0..<(count - 1)).map { index in
            let p1 = points[index]
            let p2 = points[index + 1]
            return (
                Point(x: p1.x + tangents[index].x / 3, y: p1.y + tangents[index].y / 3),
                Point(x: p2.x - tangents[index + 1].x / 3, y: p2.y - tangents[index + 1].y / 3)
            )
        }
    }

    /// The tangent of one coordinate: the mean of the neighbouring differences, zero at a turning point, and never
    /// longer than either difference; an end takes its one difference.
    private static func limitedTangent(before: Double?, after: Double?) -> Double {
        switch (before, after) {
        case (let before?, let after?):
            guard before * after > 0 else { return 0 }
            let magnitude = min(abs(before + after) / 2, abs(before), abs(after))
            return before > 0 ? magnitude : -magnitude
        case (let before?, nil): return before
        case (nil, let after?): return after
        case (nil, nil): return 0
        }
    }

    private static func difference(_ from: Point, _ to: Point) -> Point {
        Point(x: to.x - from.x, y: to.y - from.y)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        hypot(b.x - a.x, b.y - a.y)
    }
}

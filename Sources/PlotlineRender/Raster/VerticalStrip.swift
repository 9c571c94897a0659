import PlotlineCore

/// The points whose x lies between two bounds, for cutting polygons into strips side by side.
struct VerticalStrip: Equatable {
    /// The least x in the strip (−∞ for a strip open on the left).
    let low: Double
    /// The greatest x in the strip (+∞ for a strip open on the right).
    let high: Double

    /// The whole plane.
    static let everything = VerticalStrip(low: -.infinity, high: .infinity)

    /// The strip grown by `margin` on both sides.
    func widened(by margin: Double) -> VerticalStrip {
        VerticalStrip(low: low - margin, high: high + margin)
    }

    /// The part of a closed polygon inside the strip (Sutherland–Hodgman against both sides). Every point of the
    /// strip's inside keeps its winding number, so filling the pieces of a polygon cut into strips side by side
    /// (non-zero rule, in one fill) fills what the whole polygon fills.
    func clip(_ polygon: [Point]) -> [Point] {
        var kept = polygon
        if low > -.infinity { kept = VerticalStrip.clip(kept, keeping: { $0.x >= low }, atX: low) }
        if high < .infinity { kept = VerticalStrip.clip(kept, keeping: { $0.x <= high }, atX: high) }
        return kept.count >= 3 ? kept : []
    }

    /// The part of a closed polygon on one side of the vertical line at `x`.
    private static func clip(_ polygon: [Point], keeping isInside: (Point) -> Bool, atX x: Double) -> [Point] {
        guard var previous = polygon.last else { return [] }
        var kept: [Point] = []
        kept.reserveCapacity(polygon.count + 4)
        for point in polygon {
            switch (isInside(previous), isInside(point)) {
            case (true, true):
                kept.append(point)
            case (true, false):
                kept.append(crossing(from: previous, to: point, atX: x))
            case (false, true):
                kept.append(crossing(from: previous, to: point, atX: x))
                kept.append(point)
            case (false, false):
                break
            }
            previous = point
        }
        return kept
    }

    /// Where the segment from `start` to `end` (on opposite sides) crosses the vertical line at `x`.
    private static func crossing(from start: Point, to end: Point, atX x: Double) -> Point {
        let t = (x - start.x) / (end.x - start.x)
        return Point(x: x, y: start.y + (end.y - start.y) * t)
    }
}

/// Places data labels one after another so that none overlaps another or leaves the allowed bounds: each label
/// tries its anchor's directions in order and is left out when none fits (Core Plot issue #16: labels collide).
public struct DataLabelPlacer {
    /// The rectangle labels must stay inside (the plot area).
    public var bounds: Rect
    /// The boxes taken so far.
    public private(set) var occupied: [Rect] = []
    /// The space kept clear between two labels, in points.
    public var gap: Double

    /// Makes a placer for labels inside `bounds`.
    public init(bounds: Rect, gap: Double = 2) {
        self.bounds = bounds
        self.gap = gap
    }

    /// Marks a box as taken, so later labels avoid it.
    public mutating func reserve(_ box: Rect) {
        occupied.append(box)
    }

    /// The first placement of a label of `size` that fits, trying each placement from `point` at `offset`; nil
    /// when none fits. The placement is reserved.
    public mutating func place(
        _ text: String, style: TextStyle, size: Size, at point: Point, placements: [DataLabelPlacement],
        offset: Double, rotation: Double
    ) -> PlacedText? {
        for placement in placements {
            let direction = placement.direction
            let labelPoint = Point(x: point.x + direction.x * offset, y: point.y + direction.y * offset)
            let anchor = PlacedText.anchor(
                facing: Point(x: -direction.x, y: -direction.y), size: size, rotation: rotation)
            let label = PlacedText(
                text: text, style: style, size: size, point: labelPoint, anchor: anchor, rotation: rotation)
            if let within = placement.within, !within.insetBy(dx: -0.5, dy: -0.5).contains(label.bounds) { continue }
            if fits(label.bounds) {
                occupied.append(label.bounds)
                return label
            }
        }
        return nil
    }

    /// True when a box lies inside the bounds (within half a point) and clear of every taken box.
    public func fits(_ box: Rect) -> Bool {
        let tolerance = 0.5
        guard box.minX >= bounds.minX - tolerance, box.maxX <= bounds.maxX + tolerance,
            box.minY >= bounds.minY - tolerance, box.maxY <= bounds.maxY + tolerance
        else { return false }
        let padded = box.insetBy(dx: -gap / 2, dy: -gap / 2)
        return !occupied.contains { $0.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(padded) }
    }
}

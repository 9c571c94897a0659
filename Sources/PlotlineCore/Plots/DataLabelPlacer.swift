/// Places data labels one after another so that none overlaps another or leaves the allowed bounds: each label
/// tries its anchor's directions in order and is left out when none fits (Core Plot issue #16: labels collide).
public struct DataLabelPlacer {
    /// The rectangle labels must stay inside (the plot area).
    public var bounds: Rect
    /// The boxes taken so far.
    public private(set) var occupied: [Rect] = []
    /// The space kept clear between two labels, in points.
    public var gap: Double
    /// The taken boxes by grid cell, so that checking a box looks only at its neighbours (thousands of labels and
    /// symbols cost linear time).
    private var cells: [GridCell: [Int]] = [:]
    /// The side of a grid cell in points.
    private static let cellSide = 32.0

    /// Makes a placer for labels inside `bounds`.
    public init(bounds: Rect, gap: Double = 2) {
        self.bounds = bounds
        self.gap = gap
    }

    /// Marks a box as taken, so later labels avoid it.
    public mutating func reserve(_ box: Rect) {
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return }
        occupied.append(box)
        for cell in DataLabelPlacer.cells(covering: box.insetBy(dx: -gap / 2, dy: -gap / 2)) {
            cells[cell, default: []].append(occupied.count - 1)
        }
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
                reserve(label.bounds)
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
        for cell in DataLabelPlacer.cells(covering: padded) {
            for index in cells[cell] ?? [] where occupied[index].insetBy(dx: -gap / 2, dy: -gap / 2).intersects(padded) {
                return false
            }
        }
        return true
    }

    /// The grid cells a box touches (none for a box with non-finite or huge coordinates).
    private static func cells(covering box: Rect) -> [GridCell] {
        let limit = 1e7
        guard abs(box.minX) < limit, abs(box.maxX) < limit, abs(box.minY) < limit, abs(box.maxY) < limit else {
            return []
        }
        let columns = Int((box.minX / cellSide).rounded(.down))...Int((box.maxX / cellSide).rounded(.down))
        let rows = Int((box.minY / cellSide).rounded(.down))...Int((box.maxY / cellSide).rounded(.down))
        return columns.flatMap { column in rows.map { GridCell(column: column, row: $0) } }
    }
}

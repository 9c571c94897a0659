import Foundation

/// A piece of text positioned by layout: what to draw, where, and the box it covers.
public struct PlacedText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// How it is drawn.
    public var style: TextStyle
    /// The device point the anchor lies on.
    public var point: Point
    /// The anchor, as a fraction of the text's logical box ((0, 0) top-left, (1, 1) bottom-right).
    public var anchor: Point
    /// Counter-clockwise rotation in radians about the anchor.
    public var rotation: Double
    /// The device-space bounding box of the (rotated) text.
    public var bounds: Rect
    /// The corners of the (rotated) text box in device space.
    public var corners: [Point]

    /// Places text of a measured size; the bounding box follows from the anchor and rotation.
    public init(text: String, style: TextStyle, size: Size, point: Point, anchor: Point, rotation: Double) {
        self.text = text
        self.style = style
        self.point = point
        self.anchor = anchor
        self.rotation = rotation
        self.corners = PlacedText.corners(of: size, at: point, anchor: anchor, rotation: rotation)
        self.bounds = PlacedText.boundingBox(of: corners, around: point)
    }

    /// True when the two rotated text boxes, each grown by `gap / 2` on every side, overlap (the separating axis
    /// test, so slanted labels side by side do not count as overlapping when only their bounding boxes do).
    public func overlaps(_ other: PlacedText, gap: Double) -> Bool {
        let first = PlacedText.grown(corners, by: gap / 2)
        let second = PlacedText.grown(other.corners, by: gap / 2)
        for polygon in [first, second] {
            for index in 0..<polygon.count {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                let axis = Point(x: -(b.y - a.y), y: b.x - a.x)
                let project = { (points: [Point]) -> (Double, Double) in
                    let values = points.map { $0.x * axis.x + $0.y * axis.y }
                    return (values.min() ?? 0, values.max() ?? 0)
                }
                let (minA, maxA) = project(first)
                let (minB, maxB) = project(second)
                if maxA <= minB || maxB <= minA { return false }
            }
        }
        return true
    }

    /// The text moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PlacedText {
        var moved = self
        moved.point = point.offsetBy(dx: dx, dy: dy)
        moved.bounds = bounds.offsetBy(dx: dx, dy: dy)
        moved.corners = corners.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }

    /// Draws the text.
    public func draw(in context: any DrawingContext) {
        context.draw(text, style: style, at: point, anchor: anchor, rotation: rotation)
    }

    /// The anchor on a text box's edge facing `direction` (a device vector from the text towards what it labels),
    /// so that text sits just beside the point it labels at any rotation.
    public static func anchor(facing direction: Point, size: Size, rotation: Double) -> Point {
        let local = rotate(direction, by: -rotation)
        let halfWidth = max(size.width / 2, 1e-9)
        let halfHeight = max(size.height / 2, 1e-9)
        let reachX = abs(local.x) < 1e-12 ? Double.infinity : halfWidth / abs(local.x)
        let reachY = abs(local.y) < 1e-12 ? Double.infinity : halfHeight / abs(local.y)
        let reach = min(reachX, reachY)
        guard reach.isFinite else { return Point(x: 0.5, y: 0.5) }
        return Point(x: 0.5 + local.x * reach / (2 * halfWidth), y: 0.5 + local.y * reach / (2 * halfHeight))
    }

    /// A device vector rotated counter-clockwise on screen (y points down).
    static func rotate(_ vector: Point, by angle: Double) -> Point {
        let c = cos(angle)
        let s = sin(angle)
        return Point(x: vector.x * c + vector.y * s, y: -vector.x * s + vector.y * c)
    }

    private static func corners(of size: Size, at point: Point, anchor: Point, rotation: Double) -> [Point] {
        let left = -anchor.x * size.width
        let top = -anchor.y * size.height
        return [
            Point(x: left, y: top), Point(x: left + size.width, y: top),
            Point(x: left + size.width, y: top + size.height), Point(x: left, y: top + size.height),
        ].map { corner -> Point in
            let turned = rotation == 0 ? corner : rotate(corner, by: rotation)
            return Point(x: point.x + turned.x, y: point.y + turned.y)
        }
    }

    private static func boundingBox(of corners: [Point], around point: Point) -> Rect {
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? point.x
        let minY = ys.min() ?? point.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }

    /// A convex quadrilateral grown outwards by `amount` along each corner's diagonal from the centre.
    private static func grown(_ corners: [Point], by amount: Double) -> [Point] {
        guard amount > 0, corners.count == 4 else { return corners }
        let center = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        let edgeA = corners[0].distance(to: corners[1])
        let edgeB = corners[1].distance(to: corners[2])
        guard edgeA > 0, edgeB > 0 else { return corners }
        let ux = Point(x: (corners[1].x - corners[0].x) / edgeA, y: (corners[1].y - corners[0].y) / edgeA)
        let uy = Point(x: (corners[2].x - corners[1].x) / edgeB, y: (corners[2].y - corners[1].y) / edgeB)
        return corners.map { corner in
            let dx = corner.x - center.x
            let dy = corner.y - center.y
            let sx: Double = dx * ux.x + dy * ux.y >= 0 ? 1 : -1
            let sy: Double = dx * uy.x + dy * uy.y >= 0 ? 1 : -1
            return Point(x: corner.x + amount * (sx * ux.x + sy * uy.x), y: corner.y + amount * (sx * ux.y + sy * uy.y))
        }
    }
}

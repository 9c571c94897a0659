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

    /// Places text of a measured size; the bounding box follows from the anchor and rotation.
    public init(text: String, style: TextStyle, size: Size, point: Point, anchor: Point, rotation: Double) {
        self.text = text
        self.style = style
        self.point = point
        self.anchor = anchor
        self.rotation = rotation
        self.bounds = PlacedText.bounds(of: size, at: point, anchor: anchor, rotation: rotation)
    }

    /// The text moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PlacedText {
        var moved = self
        moved.point = point.offsetBy(dx: dx, dy: dy)
        moved.bounds = bounds.offsetBy(dx: dx, dy: dy)
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

    private static func bounds(of size: Size, at point: Point, anchor: Point, rotation: Double) -> Rect {
        let left = -anchor.x * size.width
        let top = -anchor.y * size.height
        let corners = [
            Point(x: left, y: top), Point(x: left + size.width, y: top),
            Point(x: left, y: top + size.height), Point(x: left + size.width, y: top + size.height),
        ].map { corner -> Point in
            let turned = rotation == 0 ? corner : rotate(corner, by: rotation)
            return Point(x: point.x + turned.x, y: point.y + turned.y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? point.x
        let minY = ys.min() ?? point.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }
}

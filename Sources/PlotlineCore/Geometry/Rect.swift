/// An axis-aligned rectangle: an origin (its top-left corner in device space) and a size.
public struct Rect: Hashable, Sendable {
    /// The corner with the smallest coordinates.
    public var origin: Point
    /// The extents; layout keeps them non-negative.
    public var size: Size

    /// Makes a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Makes a rectangle from its corner and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The smallest x.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y (the top edge in device space).
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y (the bottom edge in device space).
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle covers no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by a different amount on each side.
    public func inset(left: Double, top: Double, right: Double, bottom: Double) -> Rect {
        Rect(
            x: minX + left, y: minY + top,
            width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let left = Swift.min(minX, other.minX)
        let top = Swift.min(minY, other.minY)
        return Rect(
            x: left, y: top,
            width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
    }

    /// True when the rectangles overlap with a positive area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when the point lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// True when `other` lies entirely inside this rectangle, within `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle with its edges moved to whole points, so that fills meet the pixel grid at any integral scale.
    public var integral: Rect {
        let left = minX.rounded()
        let top = minY.rounded()
        return Rect(x: left, y: top, width: maxX.rounded() - left, height: maxY.rounded() - top)
    }
}

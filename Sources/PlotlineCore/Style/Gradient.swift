import Foundation

/// A smooth blend between colours, used by fills (Core Plot's `CPTGradient`).
///
/// An axial gradient runs at `angle` degrees (0 is left to right, 90 is bottom to top, -90 is top to bottom)
/// across the bounding box of the shape it fills. A radial gradient spreads from a point at `startAnchor` to a
/// circle around `endAnchor` that reaches the box's farthest corner; anchors are fractions of the box with y
/// upwards, as in Core Plot ((0, 0) bottom-left, (1, 1) top-right).
public struct Gradient: Hashable, Sendable {
    /// The colours and their positions, sorted by position.
    public private(set) var colorStops: [ColorStop]
    /// The direction in degrees, counter-clockwise from left-to-right (axial gradients).
    public var angle: Double
    /// Axial or radial.
    public var gradientType: GradientType
    /// The centre of a radial gradient, as a fraction of the filled box (0.5, 0.5 is the middle).
    public var startAnchor: Point
    /// Where a radial gradient ends, as a fraction of the filled box.
    public var endAnchor: Point

    /// Makes a gradient from two colours (Core Plot's `gradientWithBeginningColor:endingColor:`).
    public init(from beginningColor: Color, to endingColor: Color, angle: Double = 0) {
        self.colorStops = [ColorStop(color: beginningColor, position: 0), ColorStop(color: endingColor, position: 1)]
        self.angle = angle
        self.gradientType = .axial
        self.startAnchor = Point(x: 0.5, y: 0.5)
        self.endAnchor = Point(x: 0.5, y: 0.5)
    }

    /// Makes a gradient from colour stops; they need not be sorted.
    public init(colorStops: [ColorStop], angle: Double = 0, gradientType: GradientType = .axial) {
        self.colorStops = colorStops.sorted { $0.position < $1.position }
        self.angle = angle
        self.gradientType = gradientType
        self.startAnchor = Point(x: 0.5, y: 0.5)
        self.endAnchor = Point(x: 0.5, y: 0.5)
    }

    /// Makes a gradient through several colours, evenly spaced unless `positions` (0…1, one per colour) are given.
    public init(colors: [Color], positions: [Double]? = nil, angle: Double = 0, gradientType: GradientType = .axial) {
        let count = colors.count
        let spots = positions ?? colors.indices.map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        let stops = zip(colors, spots).map { ColorStop(color: $0, position: min(1, max(0, $1))) }
        self.init(colorStops: stops, angle: angle, gradientType: gradientType)
    }

    /// Adds a colour at a position between 0 and 1.
    public mutating func addColorStop(_ color: Color, atPosition position: Double) {
        let stop = ColorStop(color: color, position: min(1, max(0, position)))
        let index = colorStops.firstIndex { $0.position > stop.position } ?? colorStops.endIndex
        colorStops.insert(stop, at: index)
    }

    /// Removes the colour stop at `index`, if there is one.
    public mutating func removeColorStop(at index: Int) {
        guard colorStops.indices.contains(index) else { return }
        colorStops.remove(at: index)
    }

    /// This gradient with every colour's opacity multiplied by `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> Gradient {
        var copy = self
        copy.colorStops = colorStops.map { ColorStop(color: $0.color.withAlphaComponent($0.color.alpha * alpha), position: $0.position) }
        return copy
    }

    /// The inner point and outer circle of a radial gradient over `box`, in device space (y down).
    public func radialGeometry(in box: Rect) -> (start: Point, end: Point, radius: Double) {
        func point(_ anchor: Point) -> Point {
            Point(x: box.minX + anchor.x * box.width, y: box.maxY - anchor.y * box.height)
        }
        let start = point(startAnchor)
        let end = point(endAnchor)
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
            Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
        ]
        let radius = corners.map { $0.distance(to: end) }.max() ?? 0
        return (start, end, radius)
    }

    /// The start and end of an axial gradient that covers `box` at this gradient's angle, in device space (y down).
    public func axialEndpoints(in box: Rect) -> (start: Point, end: Point) {
        let radians = angle * .pi / 180
        let direction = Point(x: cos(radians), y: -sin(radians))
        let halfExtent = abs(box.width / 2 * direction.x) + abs(box.height / 2 * direction.y)
        let center = box.center
        return (
            Point(x: center.x - direction.x * halfExtent, y: center.y - direction.y * halfExtent),
            Point(x: center.x + direction.x * halfExtent, y: center.y + direction.y * halfExtent)
        )
    }
}

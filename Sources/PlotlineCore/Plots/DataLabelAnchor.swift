/// A place a data label may go: the device point it labels and, in order of preference, the ways the label may
/// sit from it.
public struct DataLabelAnchor: Hashable, Sendable {
    /// The record the label belongs to.
    public var index: Int
    /// The value the label shows, unless the data source supplies a text.
    public var value: Double
    /// The labelled device point.
    public var point: Point
    /// The placements to try, best first.
    public var placements: [DataLabelPlacement]
    /// Extra distance kept from the point besides the plot's `labelOffset` (a symbol's radius), in points.
    public var clearance: Double

    /// Makes an anchor whose label may sit in each of `directions` (unit device vectors, best first).
    public init(index: Int, value: Double, point: Point, directions: [Point], clearance: Double = 0) {
        self.init(
            index: index, value: value, point: point,
            placements: directions.map { DataLabelPlacement(direction: $0) }, clearance: clearance)
    }

    /// Makes an anchor with placements, best first.
    public init(index: Int, value: Double, point: Point, placements: [DataLabelPlacement], clearance: Double = 0) {
        self.index = index
        self.value = value
        self.point = point
        self.placements = placements
        self.clearance = clearance
    }

    /// Straight up on screen.
    public static let up = Point(x: 0, y: -1)
    /// Straight down on screen.
    public static let down = Point(x: 0, y: 1)
    /// To the left.
    public static let left = Point(x: -1, y: 0)
    /// To the right.
    public static let right = Point(x: 1, y: 0)
}

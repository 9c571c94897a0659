/// Distances from the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// From the left edge.
    public var left: Double
    /// From the top edge.
    public var top: Double
    /// From the right edge.
    public var right: Double
    /// From the bottom edge.
    public var bottom: Double

    /// Makes insets.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(left: 0, top: 0, right: 0, bottom: 0)
}

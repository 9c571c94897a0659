/// One side of a rectangle.
public enum Edge: Sendable {
    /// The top side.
    case top
    /// The bottom side.
    case bottom
    /// The left side.
    case left
    /// The right side.
    case right
}

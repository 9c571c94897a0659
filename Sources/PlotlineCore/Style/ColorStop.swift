/// One colour of a gradient at a position between 0 (start) and 1 (end).
public struct ColorStop: Hashable, Sendable {
    /// The colour at this position.
    public var color: Color
    /// The position, 0…1.
    public var position: Double

    /// Makes a colour stop.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// One bar of a bar plot in data coordinates: where it stands and the values it spans.
public struct BarSegment: Hashable, Sendable {
    /// The record the bar draws.
    public var index: Int
    /// The bar's position along the category axis (before the plot's offset).
    public var location: Double
    /// The value the bar starts from.
    public var base: Double
    /// The value the bar reaches.
    public var tip: Double

    /// Makes a segment.
    public init(index: Int, location: Double, base: Double, tip: Double) {
        self.index = index
        self.location = location
        self.base = base
        self.tip = tip
    }
}

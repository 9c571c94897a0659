/// The measured size of a piece of text set in a `TextStyle`.
public struct TextMetrics: Hashable, Sendable {
    /// The width of the logical box, in points.
    public var width: Double
    /// The height of the logical box (ascent plus descent, or all lines of a multi-line text), in points.
    public var height: Double
    /// The distance from the top of the box to the first baseline, in points.
    public var baseline: Double

    /// Makes text metrics.
    public init(width: Double, height: Double, baseline: Double) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }

    /// The logical box's size.
    public var size: Size { Size(width: width, height: height) }
}

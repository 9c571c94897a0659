/// How long the parts of one render took, in seconds: laying out and drawing, then encoding the bytes.
public struct RenderTimings: Hashable, Sendable {
    /// Layout and drawing into the surface.
    public var draw: Double
    /// Encoding the surface (PNG) or finishing the document (SVG, PDF).
    public var encode: Double

    /// Makes timings.
    public init(draw: Double, encode: Double) {
        self.draw = draw
        self.encode = encode
    }
}

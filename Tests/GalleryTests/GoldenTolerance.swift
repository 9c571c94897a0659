import PlotlineRender

/// How far a rendered chart may stray from its golden image.
struct GoldenTolerance {
    /// A pixel differs when one of its channels differs by more than this (0…255).
    let channelThreshold: Int
    /// The largest share of differing pixels that still passes.
    let differingFraction: Double

    /// Cairo's own PNG against the golden: the same renderer, so only rounding may differ.
    static let png = GoldenTolerance(channelThreshold: 16, differingFraction: 0.001)
    /// The SVG rasterised by librsvg against the golden: another rasteriser, so edges and glyph antialiasing
    /// differ a little, but a misplaced or missing element does not pass.
    static let svg = GoldenTolerance(channelThreshold: 64, differingFraction: 0.01)

    /// True when the difference is within this tolerance.
    func accepts(_ difference: PixelDifference) -> Bool {
        difference.differingFraction <= differingFraction
    }
}

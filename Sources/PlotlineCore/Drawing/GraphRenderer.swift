/// Renders graphs to image data; implemented by `CairoGraphRenderer` in PlotlineRender and installed in
/// `RenderService` by the executable.
public protocol GraphRenderer: AnyObject {
    /// Renders `graph` in a format; `scale` is device pixels per point for PNG and is ignored by vector formats.
    func render(_ graph: Graph, as format: ImageFormat, scale: Double) throws -> RenderedImage
}

/// The process-wide renderer the model uses for `graph.save(_:)` and for measuring text in automatic layout.
public enum RenderService {
    /// The installed renderer, or nil (then `graph.save` raises an IOError).
    nonisolated(unsafe) public static var renderer: (any GraphRenderer)?
    /// The PNG pixel scale `graph.save` uses; the session keeps it equal to `session.scale`.
    nonisolated(unsafe) public static var defaultScale: Double = 2
    /// The formats a snapshot is rendered in; the session keeps it equal to `session.formats`.
    nonisolated(unsafe) public static var displayFormats: [ImageFormat] = [.png]

    /// The installed renderer's text measurer when it has one, else an estimating measurer.
    public static var textMeasurer: any TextMeasurer {
        (renderer as? any TextMeasurer) ?? EstimatingTextMeasurer()
    }
}

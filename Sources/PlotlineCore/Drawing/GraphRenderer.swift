/// Renders graphs to image data; implemented by `CairoGraphRenderer` in PlotlineRender and installed in the
/// session's `ModelContext` by the program that hosts the session.
public protocol GraphRenderer: AnyObject {
    /// Renders `graph` in a format; `scale` is device pixels per point for PNG and is ignored by vector formats.
    func render(_ graph: Graph, as format: ImageFormat, scale: Double) throws -> RenderedImage
}

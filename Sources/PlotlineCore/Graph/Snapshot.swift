/// A still picture of a graph as it was when taken (`graph.snapshot()`): shown like the graph, but never
/// updated when the graph or its feeds change afterwards.
///
/// It holds the images rendered when it was taken, in the graph's session's formats at its scale (its context's
/// `displayFormats` and `scale`, which are `session.formats` and `session.scale`), and the braille drawing consoles
/// show.
public final class Snapshot {
    /// The images, one per format; empty when no renderer is installed.
    public let images: [RenderedImage]
    /// The chart as braille text with its title and ranges, for `text/plain`.
    public let text: String
    /// The graph's one-line summary when taken.
    public let graphSummary: String
    /// The graph's alt text when taken (`Graph.alternativeText`).
    public let alternativeText: String
    /// The graph's revision when taken.
    public let revision: UInt64

    /// Takes a snapshot of a graph now.
    ///
    /// - Throws: the renderer's error.
    public init(of graph: Graph, textColumns: Int = 72) throws {
        text = graph.textDrawing(columns: textColumns)
        graphSummary = graph.summary
        alternativeText = graph.alternativeText
        revision = graph.revision
        let context = graph.context
        guard let renderer = context.renderer else {
            images = []
            return
        }
        images = try context.displayFormats.map { format in
            try renderer.render(graph, as: format, scale: context.scale)
        }
    }

    /// The image in a format, if it was rendered.
    public func image(in format: ImageFormat) -> RenderedImage? {
        images.first { $0.format == format }
    }
}

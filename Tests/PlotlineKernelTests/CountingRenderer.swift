import PlotlineCore

/// A `GraphRenderer` double: returns a tiny fixed image and counts renders.
final class CountingRenderer: GraphRenderer {
    private(set) var renders: [(title: String?, format: ImageFormat, scale: Double)] = []

    func render(_ graph: Graph, as format: ImageFormat, scale: Double) throws -> RenderedImage {
        renders.append((graph.title, format, scale))
        let size = Size(width: graph.width, height: graph.height)
        return RenderedImage(
            format: format,
            data: Array("\(format.rawValue):\(graph.title ?? "")".utf8),
            pointSize: size,
            pixelWidth: Int(graph.width * scale),
            pixelHeight: Int(graph.height * scale)
        )
    }
}

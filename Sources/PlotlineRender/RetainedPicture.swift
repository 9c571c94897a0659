import PlotlineCore

/// The last PNG bitmap drawn of a graph, kept so that records appended to its plots are drawn by repainting only
/// the strip they change (live charts of a million points redraw in a few milliseconds).
final class RetainedPicture {
    /// The graph drawn, held weakly so that a dropped graph lets its picture go.
    weak var graph: Graph?
    /// The bitmap, as the graph looked at `state`.
    let surface: CairoSurface
    /// The device pixels per point of the bitmap.
    let scale: Double
    /// The size of the bitmap in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    /// What the bitmap was drawn from.
    var state: PictureState

    /// A retained bitmap of `graph` drawn at `state`.
    init(graph: Graph, surface: CairoSurface, scale: Double, pixelWidth: Int, pixelHeight: Int, state: PictureState) {
        self.graph = graph
        self.surface = surface
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.state = state
    }

    /// True when this picture is of `graph` at the same pixel size and scale.
    func fits(_ graph: Graph, scale: Double, pixelWidth: Int, pixelHeight: Int) -> Bool {
        self.graph === graph && self.scale == scale && self.pixelWidth == pixelWidth && self.pixelHeight == pixelHeight
    }

    /// `region` (in points) grown to whole device pixels and kept inside the bitmap, in points.
    func pixelAligned(_ region: Rect) -> Rect? {
        let left = max(0, (region.minX * scale).rounded(.down))
        let top = max(0, (region.minY * scale).rounded(.down))
        let right = min(Double(pixelWidth), (region.maxX * scale).rounded(.up))
        let bottom = min(Double(pixelHeight), (region.maxY * scale).rounded(.up))
        guard right > left, bottom > top else { return nil }
        return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }
}

import PlotlineCore

/// The last animated PNG drawn of a graph, reused while the graph is unchanged: a display and its interactive chart
/// both ask for it in the same cell.
struct AnimatedPicture {
    /// The graph drawn, held weakly.
    weak var graph: Graph?
    /// The graph's revision when drawn (the animation changes it when it is given).
    let revision: UInt64
    /// The pixel scale.
    let scale: Double
    /// The animated PNG.
    let image: RenderedImage
}

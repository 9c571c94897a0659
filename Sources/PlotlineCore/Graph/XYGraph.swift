import PlotlineValues

/// A graph with x-y plot spaces and an x-y axis set: the one concrete graph (Core Plot's `CPTXYGraph`).
public final class XYGraph: Graph {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyGraphTable }

    /// Makes a graph of a size in points, styled by a theme (nil keeps Core Plot's plain defaults).
    public init(width: Double = 640, height: Double = 400, theme: Theme? = .plainWhite) {
        super.init(bounds: Rect(x: 0, y: 0, width: width, height: height), axisSet: XYAxisSet())
        if let theme { apply(theme) }
    }

    /// The x-y axis set, or nil when the graph has none.
    public var xyAxisSet: XYAxisSet? { axisSet as? XYAxisSet }
}

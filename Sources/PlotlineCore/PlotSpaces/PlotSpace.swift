import PlotlineValues

/// Maps data coordinates to positions in a graph's plot area (Core Plot's `CPTPlotSpace`).
open class PlotSpace: ModelObject {
    /// The scripting description of this class; subclasses return their own.
    open class var descriptor: TypeDescriptor { plotSpaceTable }

    /// A name for finding the plot space.
    public var identifier: String? { didSet { invalidate() } }
    /// True when users may pan and zoom the space interactively (kept for Core Plot compatibility).
    public var allowsUserInteraction: Bool = false { didSet { invalidate() } }

    /// Makes a plot space.
    public override init() {
        super.init()
    }

    /// The graph this space belongs to, if any.
    public var graph: Graph? { owner as? Graph }
}

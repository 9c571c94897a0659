import PlotlineValues

/// Maps data coordinates to positions in a graph's plot area (Core Plot's `CPTPlotSpace`).
open class PlotSpace: ModelObject {
    /// The scripting description of this class; subclasses return their own.
    open class var descriptor: TypeDescriptor { plotSpaceTable }

    /// A name for finding the plot space.
    public var identifier: String? { didSet { invalidate() } }
    /// True when users may pan and zoom the space in an interactive chart (Core Plot's default is false; a
    /// Plotline chart can be touched unless this is set to false).
    public var allowsUserInteraction: Bool = true { didSet { invalidate() } }
    /// What runs, with the new range and its coordinate, after a user pans or zooms this space in an interactive
    /// chart (Core Plot's `plotSpace:didChangePlotRangeForCoordinate:`), or nil.
    public var rangeChangeHandler: (any Callable)?

    /// Makes a plot space.
    public override init() {
        super.init()
    }

    /// The graph this space belongs to, if any.
    public var graph: Graph? { owner as? Graph }
}

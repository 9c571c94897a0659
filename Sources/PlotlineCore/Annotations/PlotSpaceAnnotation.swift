import PlotlineValues

/// An annotation tied to a data point of a plot space: a callout, a tooltip, a label on a peak
/// (Core Plot's `CPTPlotSpaceAnnotation`). It is drawn while its point lies inside the plot area.
public final class PlotSpaceAnnotation: Annotation {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { plotSpaceAnnotationTable }

    /// The plot space the point is in.
    public private(set) weak var plotSpace: XYPlotSpace?
    /// The data point `[x, y]` the content goes to.
    public var anchorPlotPoint: [Double] { didSet { invalidate() } }

    /// Makes an annotation at a data point (add it to `graph.plotAreaFrame.plotArea` with `addAnnotation`).
    public init(plotSpace: XYPlotSpace, anchorPlotPoint: [Double]) {
        self.plotSpace = plotSpace
        self.anchorPlotPoint = anchorPlotPoint
        super.init()
    }

    /// The data point in device space, or nil when it is outside the plot area or malformed.
    public override func anchorPoint(in layout: GraphLayout) -> Point? {
        guard let plotSpace, anchorPlotPoint.count == 2 else { return nil }
        let area = layout.plotAreaRect
        let point = plotSpace.mapping(in: area).viewPoint(forPlotPoint: Point(x: anchorPlotPoint[0], y: anchorPlotPoint[1]))
        guard area.insetBy(dx: -0.5, dy: -0.5).contains(point) else { return nil }
        return point
    }
}

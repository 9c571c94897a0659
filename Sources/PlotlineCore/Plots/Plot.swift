/// A data series drawn in a plot space (Core Plot's `CPTPlot`); concrete plots override the drawing and data
/// range hooks.
open class Plot: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { plotTable }

    /// The name shown in the legend; nil uses the identifier.
    public var title: String? { didSet { invalidate() } }
    /// The plot space the data is drawn in, or nil for the graph's default plot space.
    public var plotSpace: XYPlotSpace? { didSet { invalidate() } }
    /// String data per coordinate, kept so the names can become the plot space's categories.
    var categoryNames: [Coordinate: [String?]] = [:]

    /// Makes a plot with an optional identifier.
    public init(identifier: String? = nil) {
        super.init()
        self.identifier = identifier
    }

    /// The graph the plot belongs to, if any.
    public var graph: Graph? {
        var current: ModelObject? = owner
        while let object = current {
            if let graph = object as? Graph { return graph }
            current = object.owner
        }
        return nil
    }

    /// The plot space the plot uses: its own, or its graph's default.
    public var effectivePlotSpace: XYPlotSpace? {
        plotSpace ?? graph?.defaultPlotSpace
    }

    /// The name the legend and summaries show: the title, else the identifier, else the type name.
    public var displayName: String {
        title ?? identifier ?? "\(type(of: self))"
    }

    /// The number of data records.
    open var dataCount: Int { 0 }

    /// The range of the data along a coordinate, ignoring gaps, or nil when there is none.
    open func plotRange(for coordinate: Coordinate) -> PlotRange? { nil }

    /// Draws the plot for a plot-space mapping; the plot area clips it.
    open func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {}

    /// Stores the category indices of string data given for a coordinate; plots that accept strings (x values of
    /// scatter plots, bar locations) override this.
    open func applyCategoryValues(_ values: [Double], for coordinate: Coordinate) {}

    // MARK: - Legend

    /// The number of entries the plot shows in a legend: 1, or one per slice or bar for plots that label each
    /// record (Core Plot's `numberOfLegendEntries`).
    open var numberOfLegendEntries: Int { 1 }

    /// The text of a legend entry; a single-entry plot shows its `displayName` (Core Plot's
    /// `titleForLegendEntryAtIndex:`).
    open func legendTitle(forEntryAt index: Int) -> String { displayName }

    /// Draws the plot's legend swatch inside `rect` (device space, y down): a short stretch of its line, its
    /// symbol, its fill; the legend has already drawn the swatch's own background and border.
    open func drawSwatch(in context: any DrawingContext, rect: Rect) {}

    /// Draws the swatch of one legend entry; by default every entry draws `drawSwatch(in:rect:)` (Core Plot's
    /// `drawSwatchForLegend:atIndex:inRect:inContext:`). Plots with one entry per record override this.
    open func drawSwatch(forEntryAt index: Int, in context: any DrawingContext, rect: Rect) {
        drawSwatch(in: context, rect: rect)
    }
}

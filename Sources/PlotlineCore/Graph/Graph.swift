import PlotlineValues

/// A chart: a bordered background hosting a title, a plot area frame with axes and plots, and plot spaces
/// (Core Plot's `CPTGraph`). `XYGraph` is the concrete graph.
///
/// Every change anywhere in the graph's tree (its properties, frame, axes, plot spaces, plots and their styles)
/// increases `revision`, which live displays compare to know when to redraw.
open class Graph: BorderedLayer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { graphTable }

    /// Increases whenever anything in the graph's tree changes; reading, laying out and rendering the graph never
    /// change it (data a plot fetches while the graph renders was already counted by the edit that made it stale).
    public private(set) var revision: UInt64 = 0
    /// Increases on every change, data fetched while rendering included: what cached layouts and automatic ranges
    /// are computed for.
    public private(set) var generation: UInt64 = 0
    /// Increases on every change but records appended to a plot: a picture drawn at the same value differs from
    /// the graph now only where the appended records are drawn (see `pictureState()`).
    public private(set) var structureRevision: UInt64 = 0
    /// How many runs of changes that are not edits are under way (rendering fetching plot data, the graph taking a
    /// view's size); while any is, changes do not move `revision`.
    private var uncountedChanges = 0
    /// True while a plot reports records appended to its cache.
    private var isAppendingRecords = false
    /// The graph's rectangle in points; its origin is always (0, 0).
    public var bounds: Rect {
        didSet {
            bounds = Graph.normalizedBounds(bounds)
            invalidate()
        }
    }
    /// The title drawn above the plot area, or nil for none.
    public var title: String? { didSet { invalidate() } }
    /// How the title is drawn.
    public var titleTextStyle = TextStyle(fontSize: 14) { didSet { invalidate() } }
    /// An offset of the title from its place, in points (positive y moves it up).
    public var titleDisplacement = Point.zero { didSet { invalidate() } }
    /// The side or corner of the plot area frame the title sits at (Core Plot's `titlePlotAreaFrameAnchor`):
    /// `.top` centres it above the plot area, `.topLeft` aligns it with the left of the labels, `.bottom` puts it
    /// under the x axis title; the automatic padding makes room for it.
    public var titlePlotAreaFrameAnchor: RectAnchor = .top { didSet { invalidate() } }
    /// The chart in words for readers who cannot see it: the alt text of its images in notebooks and exported
    /// HTML and Markdown (nil uses the title; see `alternativeText`).
    public var accessibilityLabel: String? { didSet { invalidate() } }
    /// What runs, with the data point under the pointer (in the default plot space), as a user hovers over the
    /// plot area of an interactive chart, or nil.
    public var hoverHandler: (any Callable)?
    /// The animation the graph plays where it is next shown (an animated PNG, or live frames in a widget), or nil.
    public var pendingAnimation: GraphAnimation?
    /// The share of the plot area's width plots show from the left while they grow in along x (1 otherwise).
    var growReveal = 1.0
    /// The plot area of the last drawing, in points from the graph's top left.
    public internal(set) var lastPlotAreaRect: Rect?
    /// The legend, or nil for none.
    public var legend: Legend? {
        didSet {
            if oldValue !== legend { release(oldValue) }
            adopt(legend)
            invalidate()
        }
    }
    /// The side or corner the legend sits at (Core Plot's `legendAnchor`).
    public var legendAnchor: RectAnchor = .bottom { didSet { invalidate() } }
    /// An offset of the legend from its place, in points (positive y moves it up).
    public var legendDisplacement = Point.zero { didSet { invalidate() } }
    /// Whether the legend sits outside the plot area, making room for itself, or floats over it.
    public var legendPlacement: LegendPlacement = .outside { didSet { invalidate() } }
    /// The legend text style the applied theme chose.
    var themeLegendTextStyle = Legend.fallbackTextStyle { didSet { invalidate() } }
    /// The theme applied last, whose axis styles new axes take.
    var appliedTheme: Theme?
    /// The frame around the plot area; its padding holds the axis labels.
    public let plotAreaFrame: PlotAreaFrame
    /// The plot spaces; the first one is the default.
    public private(set) var allPlotSpaces: [XYPlotSpace] = []
    /// The generation the stored layout was computed for, or nil before the first layout.
    var layoutGeneration: UInt64?
    /// The hold on the plot area's padding while a view lays the graph out inside `holdingPlotArea(_:_:)`.
    var activePlotAreaHold: PlotAreaHold?
    /// The series added by field (`addSeries`), which add a plot for each group that appears later.
    var groupedSeries: [GroupedSeries] = []

    /// The space between the graph's title and the top of the plot area's decorations, in points.
    static let titleGap = 10.0
    /// Core Plot's graph padding on each side, in points.
    static let defaultPadding = 20.0

    /// Makes a graph of a size with one plot space and an axis set.
    public init(bounds: Rect, axisSet: AxisSet?) {
        self.bounds = Graph.normalizedBounds(bounds)
        self.plotAreaFrame = PlotAreaFrame(plotArea: PlotArea(axisSet: axisSet))
        super.init()
        let padding = Graph.defaultPadding
        automaticPadding = EdgeInsets(left: padding, top: padding, right: padding, bottom: padding)
        adopt(plotAreaFrame)
        addPlotSpace(XYPlotSpace())
        frame = self.bounds
    }

    /// The largest width or height of a graph, in points.
    public static let maximumSide = 20_000.0

    /// A rectangle at the origin whose sides are between 1 and `maximumSide` points (NaN becomes 1).
    static func normalizedBounds(_ rect: Rect) -> Rect {
        func side(_ value: Double) -> Double { value.isNaN ? 1 : min(maximumSide, max(1, value)) }
        return Rect(x: 0, y: 0, width: side(rect.width), height: side(rect.height))
    }

    /// Counts the change; the graph is the top of its tree, so the change goes no further.
    public override func invalidate() {
        generation &+= 1
        if uncountedChanges == 0 { revision &+= 1 }
        if !isAppendingRecords { structureRevision &+= 1 }
        super.invalidate()
    }

    /// Runs `body`, which reports records appended to a plot, without moving `structureRevision`.
    func appendingRecords(_ body: () -> Void) {
        isAppendingRecords = true
        defer { isAppendingRecords = false }
        body()
    }

    /// Runs `body`, which fetches plot data for rendering, without counting what it changes as an edit.
    func fetchingDataForRendering<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withoutCountingEdits(body)
    }

    /// Runs `body` without counting what it changes as an edit (nests).
    private func withoutCountingEdits<Result>(_ body: () throws -> Result) rethrows -> Result {
        uncountedChanges += 1
        defer { uncountedChanges -= 1 }
        return try body()
    }

    /// Runs `body` with the graph laid out at `size` (a view's size), then gives it its own size back; neither
    /// change counts as an edit, so `revision` stays and no display redraws for it.
    public func sizedForView<Result>(_ size: Size, _ body: () throws -> Result) rethrows -> Result {
        let own = bounds
        guard Graph.normalizedBounds(Rect(origin: .zero, size: size)) != own else { return try body() }
        withoutCountingEdits { bounds = Rect(origin: .zero, size: size) }
        defer { withoutCountingEdits { bounds = own } }
        return try body()
    }

    /// `XYGraph "Test runs" 640×400, x 0…50, y 0…1200, plots: AllTests (50 points)`.
    public override var summary: String { graphSummary }

    /// The graph's width in points.
    public var width: Double {
        get { bounds.width }
        set { bounds.size.width = newValue }
    }

    /// The graph's height in points.
    public var height: Double {
        get { bounds.height }
        set { bounds.size.height = newValue }
    }

    /// The axis set hosted by the plot area, or nil for none.
    public var axisSet: AxisSet? {
        get { plotAreaFrame.axisSet }
        set { plotAreaFrame.axisSet = newValue }
    }

    /// The default plot space (the first one).
    public var defaultPlotSpace: XYPlotSpace? { allPlotSpaces.first }

    /// Every plot, in drawing order.
    public var allPlots: [Plot] { plotAreaFrame.plotArea.plots }

    /// Adds a plot on top of the others, drawn in `space` (the default plot space when nil).
    public func add(_ plot: Plot, to space: XYPlotSpace? = nil) {
        insert(plot, at: allPlots.count, into: space)
    }

    /// Inserts a plot at a drawing position, drawn in `space` (the default plot space when nil).
    public func insert(_ plot: Plot, at index: Int, into space: XYPlotSpace? = nil) {
        if let previous = plot.graph, previous !== self { previous.remove(plot) }
        if let space { plot.plotSpace = space }
        plotAreaFrame.plotArea.insert(plot, at: index)
        plot.resolveCategories()
    }

    /// Removes a plot from the graph; does nothing when the plot is not in it.
    public func remove(_ plot: Plot) {
        plotAreaFrame.plotArea.remove(plot)
    }

    /// Removes the first plot with an identifier; returns false when there is none.
    @discardableResult
    public func removePlot(withIdentifier identifier: String) -> Bool {
        guard let plot = plot(withIdentifier: identifier) else { return false }
        remove(plot)
        return true
    }

    /// The first plot with an identifier, or nil.
    public func plot(withIdentifier identifier: String) -> Plot? {
        allPlots.first { $0.identifier == identifier }
    }

    /// The plot at a drawing position, or nil.
    public func plot(at index: Int) -> Plot? {
        allPlots.indices.contains(index) ? allPlots[index] : nil
    }

    /// Adds a plot space (for a second y axis, say).
    public func addPlotSpace(_ space: XYPlotSpace) {
        guard !allPlotSpaces.contains(where: { $0 === space }) else { return }
        allPlotSpaces.append(space)
        adopt(space)
        invalidate()
    }

    /// Removes a plot space other than the last one left.
    public func removePlotSpace(_ space: XYPlotSpace) {
        guard allPlotSpaces.count > 1, allPlotSpaces.contains(where: { $0 === space }) else { return }
        allPlotSpaces.removeAll { $0 === space }
        release(space)
        invalidate()
    }

    /// The first plot space with an identifier, or nil.
    public func plotSpace(withIdentifier identifier: String) -> XYPlotSpace? {
        allPlotSpaces.first { $0.identifier == identifier }
    }

    /// Applies a theme's fills, borders, line and text styles and tick settings.
    public func apply(_ theme: Theme) {
        theme.apply(to: self)
    }

    /// Gives an axis added later the applied theme's styles, where it still has the styles it was made with.
    func styleNewAxis(_ axis: Axis) {
        appliedTheme?.styleAxis(axis, onlyDefaults: true)
    }
}

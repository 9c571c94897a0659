import PlotlineValues

/// A data series drawn in a plot space (Core Plot's `CPTPlot`); concrete plots override the drawing, data range,
/// data label and legend hooks.
///
/// A plot reads its numbers from a data source into a per-field cache (`cachedNumbers(forField:)`) and updates the
/// cache in place when records are inserted, deleted or replaced, so only the records that changed are fetched.
/// Assigning arrays (`plot.yValues = [...]`) stores them in the plot's own `ArrayDataSource`.
open class Plot: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { plotTable }

    /// The fields this kind of plot reads from its data source.
    open class var dataFields: [PlotField] { [] }

    /// The style bindings this kind of plot draws per record (bar fills, plot symbols, …).
    open class var styleBindings: [PlotBinding] { [] }

    /// Every binding name this kind of plot takes (Core Plot's `exposedBindings`): its fields, its style
    /// bindings and `dataLabels`.
    public class var exposedBindings: [PlotBinding] {
        dataFields.map(PlotBinding.init(field:)) + styleBindings + [.dataLabels]
    }

    /// The name shown in the legend; nil uses the identifier.
    public var title: String? { didSet { invalidate() } }
    /// The plot space the data is drawn in, or nil for the graph's default plot space.
    public var plotSpace: XYPlotSpace? { didSet { invalidate() } }
    /// String data per coordinate, kept so the names can become the plot space's categories.
    var categoryNames: [Coordinate: [String?]] = [:]

    /// Where the data comes from, or nil for the arrays assigned to the plot.
    public var dataSource: (any PlotDataSource)? {
        didSet {
            if let old = oldValue as? DataSource, old !== dataSource { old.detach(self) }
            (dataSource as? DataSource)?.attach(self)
            setDataNeedsReloading()
        }
    }
    /// The arrays assigned to the plot; the data source when `dataSource` is nil.
    public let arrays = ArrayDataSource()
    /// The numbers drawn, per field, as of the last fetch.
    public internal(set) var cache = PlotDataCache()
    /// Moves whenever cached records change other than by appending (a reload, an insert before the end, a
    /// removal, a replacement), so that work done for the first records can be kept while records are only appended.
    public internal(set) var dataRewrites = 0
    /// True when the cache must be fetched again before the plot is drawn.
    public internal(set) var dataNeedsReloading = false
    /// The cache put aside while an animation frame shows the plot growing in.
    var cacheBeforeGrowing: PlotDataCache?

    /// The fields whose values rise from `growBase` while the plot grows in (`graph.animate(yAxisDuration:)`).
    open var growingFields: [PlotField] { [] }

    /// The value the growing fields rise from.
    open var growBase: Double { 0 }

    /// True when the plot grows in along x by being revealed from the left (a pie sweeps round instead).
    open var revealsAlongX: Bool { true }

    /// Shows the plot part-way grown in, for one animation frame: its growing fields `y` of the way from their
    /// base (the graph reveals it along x). `endGrowing()` puts it back.
    open func beginGrowing(x: Double, y: Double) {
        if y != 1 { showGrowingRecords(y: y) }
    }

    /// Puts back what `beginGrowing(x:y:)` changed.
    open func endGrowing() {
        restoreGrownRecords()
    }

    /// How data labels are drawn, or nil for no labels (Core Plot's `labelTextStyle`).
    public var labelTextStyle: TextStyle? { didSet { invalidate() } }
    /// Turns a record's value into its label text (a formatter or a closure), or nil for the default number format.
    public var labelFormatter: (any LabelFormatter)? { didSet { invalidate() } }
    /// What runs, with the record index, when a user clicks one of this plot's points or bars in an interactive
    /// chart (Core Plot's `plot:dataPointWasSelectedAtRecordIndex:`), or nil.
    public var selectHandler: (any Callable)?
    /// The gap between a data point and its label, in points.
    public var labelOffset: Double = 4 { didSet { invalidate() } }
    /// The rotation of data labels in radians, counter-clockwise.
    public var labelRotation: Double = 0 { didSet { invalidate() } }
    /// The field whose values the labels show, or nil for the plot's natural one (y, bar tip, slice, close).
    public var labelField: PlotField? { didSet { invalidate() } }

    /// Makes a plot with an optional identifier.
    public init(identifier: String? = nil) {
        super.init()
        self.identifier = identifier
    }

    /// The graph the plot belongs to, if any.
    public var graph: Graph? { owningGraph }

    /// The plot space the plot uses: its own, or its graph's default.
    public var effectivePlotSpace: XYPlotSpace? {
        plotSpace ?? graph?.defaultPlotSpace
    }

    /// The name the legend and summaries show: the title, else the identifier, else the type name.
    public var displayName: String {
        title ?? identifier ?? "\(type(of: self))"
    }

    /// The number of data records.
    public var dataCount: Int {
        try? reloadDataIfNeeded()
        return cache.count
    }

    /// The range of the data along a coordinate, ignoring gaps, or nil when there is none.
    open func plotRange(for coordinate: Coordinate) -> PlotRange? { nil }

    /// The part of the plot area, in points, that drawing the records from `firstRecord` on changes when they
    /// were appended after a picture drawn with `mapping`, or nil when this plot cannot tell (then the whole
    /// picture is drawn again).
    open func regionOfRecords(appendedFrom firstRecord: Int, mapping: PlotSpaceMapping) -> Rect? { nil }

    /// The range of the data along `coordinate` for the records whose other coordinate lies within `visible`
    /// (what a followed plot space shows); by default the range of all the data.
    open func plotRange(for coordinate: Coordinate, within visible: PlotRange) -> PlotRange? {
        plotRange(for: coordinate)
    }

    /// The coordinate whose categories strings bound to a field become, or nil when the field takes no strings.
    open func categoryCoordinate(for field: PlotField) -> Coordinate? { nil }

    /// The coordinate whose axis a field's values are placed on as they are (x values on x), or nil for fields
    /// that are distances, shares or styles.
    open func coordinate(placing field: PlotField) -> Coordinate? {
        switch field {
        case .xValues: return .x
        case .yValues: return .y
        default: return nil
        }
    }

    /// Draws the plot for a plot-space mapping; the plot area clips it.
    open func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {}

    /// Stores the category indices of string data given for a coordinate; plots that accept strings (x values of
    /// scatter plots, bar locations) override this.
    open func applyCategoryValues(_ values: [Double], for coordinate: Coordinate) {}

    /// The field data labels show when `labelField` is nil.
    open var defaultLabelField: PlotField? { nil }

    /// Where each record's data label may go, for a plot-space mapping (none by default).
    open func dataLabelAnchors(mapping: PlotSpaceMapping) -> [DataLabelAnchor] { [] }

    /// Boxes in device space that data labels of any plot should not cover (symbols, error bars); none by default.
    open func labelObstacles(mapping: PlotSpaceMapping) -> [Rect] { [] }

    /// Draws the plot's data labels above all plots, avoiding the boxes `placer` holds and reserving its own.
    ///
    /// - Throws: the label formatter's error.
    open func drawDataLabels(
        in context: any DrawingContext, mapping: PlotSpaceMapping, placer: inout DataLabelPlacer
    ) throws {
        for label in try placeDataLabels(mapping: mapping, placer: &placer, measurer: context) { label.draw(in: context) }
    }

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

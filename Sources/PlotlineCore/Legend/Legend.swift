import PlotlineValues

/// A box listing plots with a swatch (a sample of each plot's line, symbol or fill) and a title per entry
/// (Core Plot's `CPTLegend`).
///
/// A legend made with `Legend(graph:)` lists the plots of the graph it is attached to, as they come and go; one
/// made with `Legend(plots:)`, or changed with `addPlot`/`removePlot`, lists exactly its own plots. Entries fill
/// rows first; with neither `numberOfRows` nor `numberOfColumns` set, a legend above or below the plot area
/// makes one row (wrapped when too wide) and any other legend one column.
public final class Legend: BorderedLayer {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { legendTable }

    /// The text style of the entries; unless set, the graph theme's label style.
    public var textStyle: TextStyle {
        get { explicitTextStyle ?? (owner as? Graph)?.themeLegendTextStyle ?? Legend.fallbackTextStyle }
        set { explicitTextStyle = newValue }
    }
    /// The size of each swatch in points, or nil for one sized from the text (about 2 em wide, 1 em high).
    public var swatchSize: Size? { didSet { invalidate() } }
    /// A border around each swatch, or nil for none.
    public var swatchBorderLineStyle: LineStyle? { didSet { invalidate() } }
    /// The corner radius of each swatch's background and border.
    public var swatchCornerRadius: Double = 0 { didSet { invalidate() } }
    /// A background behind each swatch, or nil for none.
    public var swatchFill: Fill? { didSet { invalidate() } }
    /// A background behind each entry, or nil for none.
    public var entryFill: Fill? { didSet { invalidate() } }
    /// A border around each entry, or nil for none.
    public var entryBorderLineStyle: LineStyle? { didSet { invalidate() } }
    /// The corner radius of each entry's background and border.
    public var entryCornerRadius: Double = 0 { didSet { invalidate() } }
    /// Space inside each entry, around its swatch and text, in points.
    public var entryPadding = EdgeInsets.zero { didSet { invalidate() } }
    /// The number of rows, or 0 to follow from the columns (or the legend's place).
    public var numberOfRows: Int = 0 { didSet { invalidate() } }
    /// The number of columns, or 0 to follow from the rows (or the legend's place).
    public var numberOfColumns: Int = 0 { didSet { invalidate() } }
    /// True to make every row as high as the highest.
    public var equalRows: Bool = true { didSet { invalidate() } }
    /// True to make every column as wide as the widest.
    public var equalColumns: Bool = false { didSet { invalidate() } }
    /// The space between columns, in points.
    public var columnMargin: Double = 10 { didSet { invalidate() } }
    /// The space between rows, in points.
    public var rowMargin: Double = 5 { didSet { invalidate() } }
    /// The space between a swatch and its text, in points.
    public var titleOffset: Double = 5 { didSet { invalidate() } }
    /// Where each swatch sits relative to its text.
    public var swatchLayout: LegendSwatchLayout = .left { didSet { invalidate() } }

    /// The text style set explicitly, or nil to follow the theme.
    var explicitTextStyle: TextStyle? { didSet { invalidate() } }
    /// The plots listed explicitly, or nil to list the graph's plots.
    private var explicitPlots: [Plot]? { didSet { invalidate() } }
    /// The graph given at initialization, whose plots are listed until the legend is attached to a graph.
    private weak var sourceGraph: Graph?

    /// The text style used when neither the legend nor a theme names one.
    static let fallbackTextStyle = TextStyle(fontSize: 11, color: Color(white: 0.2))
    /// The most entries an automatic row holds.
    static let widestAutomaticRow = 40
    /// Core Plot's padding inside the legend's border, in points.
    static let defaultPadding = 5.0

    /// Makes a legend listing the plots of the graph it is attached to (`graph.legend = legend`).
    public init(graph: Graph? = nil) {
        sourceGraph = graph
        super.init()
        automaticPadding = EdgeInsets(
            left: Legend.defaultPadding, top: Legend.defaultPadding, right: Legend.defaultPadding,
            bottom: Legend.defaultPadding)
    }

    /// Makes a legend listing exactly these plots.
    public convenience init(plots: [Plot]) {
        self.init(graph: nil)
        explicitPlots = plots
    }

    /// The plots listed, in order.
    public var plots: [Plot] {
        explicitPlots ?? ((owner as? Graph) ?? sourceGraph)?.allPlots ?? []
    }

    /// Adds a plot at the end (the legend then lists its own plots, starting from those it showed).
    public func addPlot(_ plot: Plot) {
        insertPlot(plot, at: plots.count)
    }

    /// Inserts a plot at a position.
    public func insertPlot(_ plot: Plot, at index: Int) {
        var listed = plots.filter { $0 !== plot }
        listed.insert(plot, at: min(max(0, index), listed.count))
        explicitPlots = listed
    }

    /// Removes a plot; does nothing when it is not listed.
    public func removePlot(_ plot: Plot) {
        explicitPlots = plots.filter { $0 !== plot }
    }

    /// Removes the first plot with an identifier; false when none is listed.
    @discardableResult
    public func removePlot(withIdentifier identifier: String) -> Bool {
        guard let plot = plots.first(where: { $0.identifier == identifier }) else { return false }
        removePlot(plot)
        return true
    }

    /// `Legend (3 entries)`.
    public override var summary: String {
        let count = plots.reduce(0) { $0 + $1.numberOfLegendEntries }
        return "Legend (\(count) \(count == 1 ? "entry" : "entries"))"
    }
}

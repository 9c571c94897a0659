/// A named set of fills, borders, line and text styles and tick settings applied to a graph
/// (Core Plot's `CPTTheme`).
///
/// Plotline's built-in themes keep Core Plot's names and spirit and are tuned for print-quality output. A theme
/// is a value: copy one, change its styles and register it under a new name (`Theme.register(name:theme:)`) so
/// that `Theme(named:)` finds it.
public struct Theme: Hashable, Sendable {
    /// The theme's name (`"Plain White"`).
    public var name: String
    /// The graph's background.
    public var graphFill: Fill?
    /// The graph's border.
    public var graphBorderLineStyle: LineStyle?
    /// The graph's corner radius.
    public var graphCornerRadius: Double = 0
    /// The plot area frame's background (behind the labels too).
    public var plotAreaFrameFill: Fill?
    /// The plot area frame's border.
    public var plotAreaFrameBorderLineStyle: LineStyle?
    /// The plot area frame's corner radius.
    public var plotAreaFrameCornerRadius: Double = 0
    /// The plot area's background (behind the data only).
    public var plotAreaFill: Fill?
    /// The plot area's border.
    public var plotAreaBorderLineStyle: LineStyle?
    /// Every axis line.
    public var axisLineStyle: LineStyle?
    /// Major tick marks.
    public var majorTickLineStyle: LineStyle?
    /// Minor tick marks.
    public var minorTickLineStyle: LineStyle?
    /// Major grid lines.
    public var majorGridLineStyle: LineStyle?
    /// Minor grid lines.
    public var minorGridLineStyle: LineStyle?
    /// Tick labels.
    public var labelTextStyle: TextStyle
    /// Axis titles.
    public var axisTitleTextStyle: TextStyle
    /// The graph's title.
    public var titleTextStyle: TextStyle
    /// Legend entries.
    public var legendTextStyle: TextStyle
    /// The side ticks point to.
    public var tickDirection: Sign = .negative
    /// The length of major ticks in points.
    public var majorTickLength: Double = 5
    /// The length of minor ticks in points.
    public var minorTickLength: Double = 3
    /// The gap between ticks and labels in points.
    public var labelOffset: Double = 3
    /// The colours plots take in order where none is set: one per group of `graph.addSeries`, in the order the
    /// groups first appear (Tableau 10 by default, which stays distinct for most readers and in print).
    public var palette: [Color] = ChartPalette.colors

    /// Makes a theme with a name and Plain White's styles.
    public init(name: String) {
        let text = Color(white: 0.2)
        let axis = Color(white: 0.35)
        self.name = name
        graphFill = Fill(color: .white)
        plotAreaFrameFill = Fill(color: .white)
        axisLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: axis)
        minorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.6))
        majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.9))
        labelTextStyle = TextStyle(fontSize: 11, color: text)
        axisTitleTextStyle = TextStyle(fontSize: 12, color: text)
        titleTextStyle = TextStyle(fontSize: 14, color: Color(white: 0.1), fontWeight: .bold)
        legendTextStyle = TextStyle(fontSize: 11, color: text)
    }

    /// A copy of another theme under a new name, to change and register.
    public init(name: String, basedOn base: Theme) {
        self = base
        self.name = name
    }

    /// Applies the theme to a graph: its background, frame, plot area, every axis and its legend's text.
    public func apply(to graph: Graph) {
        graph.fill = graphFill
        graph.borderLineStyle = graphBorderLineStyle
        graph.cornerRadius = graphCornerRadius
        graph.titleTextStyle = titleTextStyle
        graph.themeLegendTextStyle = legendTextStyle
        let frame = graph.plotAreaFrame
        frame.fill = plotAreaFrameFill
        frame.borderLineStyle = plotAreaFrameBorderLineStyle
        frame.cornerRadius = plotAreaFrameCornerRadius
        frame.plotArea.fill = plotAreaFill
        frame.plotArea.borderLineStyle = plotAreaBorderLineStyle
        graph.appliedTheme = self
        for axis in graph.axisSet?.axes ?? [] {
            axis.labelingPolicy = .fixedInterval
            styleAxis(axis, onlyDefaults: false)
            (axis as? XYAxis)?.orthogonalPosition = 0
        }
    }

    /// Sets the theme's axis styles on an axis; with `onlyDefaults`, only the styles its user has not set.
    func styleAxis(_ axis: Axis, onlyDefaults: Bool) {
        axis.applyingTheme { setStyles(on: axis, onlyDefaults: onlyDefaults) }
    }

    private func setStyles(on axis: Axis, onlyDefaults: Bool) {
        func apply<T>(_ keyPath: ReferenceWritableKeyPath<Axis, T>, _ value: T) {
            if !onlyDefaults || !axis.explicitlySetStyles.contains(keyPath) { axis[keyPath: keyPath] = value }
        }
        apply(\.tickDirection, tickDirection)
        apply(\.majorTickLength, majorTickLength)
        apply(\.minorTickLength, minorTickLength)
        apply(\.labelOffset, labelOffset)
        apply(\.axisLineStyle, axisLineStyle)
        apply(\.majorTickLineStyle, majorTickLineStyle)
        apply(\.minorTickLineStyle, minorTickLineStyle)
        apply(\.majorGridLineStyle, majorGridLineStyle)
        apply(\.minorGridLineStyle, minorGridLineStyle)
        apply(\.labelTextStyle, labelTextStyle)
        apply(\.titleTextStyle, axisTitleTextStyle)
    }
}

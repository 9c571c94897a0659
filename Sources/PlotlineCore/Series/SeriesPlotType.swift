import PlotlineValues

/// The kinds of plot `graph.addSeries` draws each group as, with the bindings (Core Plot's field names) its `x`
/// and `y` fill and how a group's colour is given to it.
///
/// A pie chart is not one of them: a pie per group would be drawn on top of the others in one plot area (a pie
/// of the groups takes one value per group instead; the error says how).
enum SeriesPlotType {
    /// Lines (and symbols) through x and y: `xValues`, `yValues`; the colour is the line's.
    case scatter
    /// Bars at x up to y, side by side per group: `barLocations`, `barTips`; the colour is the bars' fill.
    case bar
    /// Error bars or bands about y: `xValues`, `yValues` (and `highValues`, `lowValues` … by `bindings:`).
    case range
    /// Open-high-low-close bars at x: `xValues`, and `openValues`, `highValues`, `lowValues`, `closeValues` by
    /// `bindings:`; the colour is the lines' and the candlesticks' bodies'.
    case tradingRange

    /// The plot classes groups can be drawn as.
    static let plotClasses: [Plot.Type] = [ScatterPlot.self, BarPlot.self, RangePlot.self, TradingRangePlot.self]

    /// The kind of a plot class.
    ///
    /// - Throws: a `TypeError` for a pie chart (saying how to chart groups as slices) or a class that is no plot.
    init(_ plotClass: Plot.Type) throws {
        if plotClass is ScatterPlot.Type {
            self = .scatter
        } else if plotClass is BarPlot.Type {
            self = .bar
        } else if plotClass is RangePlot.Type {
            self = .range
        } else if plotClass is TradingRangePlot.Type {
            self = .tradingRange
        } else if plotClass is PieChart.Type {
            throw ModelError(
                .typeError, "addSeries cannot draw groups as PieCharts: a pie per group would cover the others",
                hint: "for one pie with a slice per group, give it a value per group: "
                    + "pie.sliceWidths = groups.feeds.map { $0.value(forKeyPath: \"@sum.price\") }")
        } else {
            throw ModelError(
                .typeError, "addSeries cannot draw groups as \(plotClass.descriptor.name)",
                hint: "use ScatterPlot.self, BarPlot.self, RangePlot.self or TradingRangePlot.self")
        }
    }

    /// The plot class of a type the language names (`BarPlot.self`).
    ///
    /// - Throws: a `TypeError` for a type that is not a plot type addSeries draws.
    static func plotClass(named descriptor: TypeDescriptor) throws -> Plot.Type {
        if let match = (plotClasses + [PieChart.self]).first(where: { $0.descriptor === descriptor }) { return match }
        throw ModelError(
            .typeError, "plotType must be a plot type, not \(descriptor.name)",
            hint: "use ScatterPlot.self, BarPlot.self, RangePlot.self or TradingRangePlot.self")
    }

    /// The binding `x:` fills.
    var xBinding: PlotBinding {
        self == .bar ? .barLocations : .xValues
    }

    /// The binding `y:` fills, or nil when the kind has no single y.
    var yBinding: PlotBinding? {
        switch self {
        case .scatter, .range: return .yValues
        case .bar: return .barTips
        case .tradingRange: return nil
        }
    }

    /// The bindings a plot of this kind needs before it draws anything.
    var requiredBindings: [PlotBinding] {
        switch self {
        case .scatter, .range: return [.yValues]
        case .bar: return [.barTips]
        case .tradingRange: return [.openValues, .highValues, .lowValues, .closeValues]
        }
    }

    /// A new plot of this kind.
    func makePlot(identifier: String) -> Plot {
        switch self {
        case .scatter: return ScatterPlot(identifier: identifier)
        case .bar: return BarPlot(identifier: identifier)
        case .range: return RangePlot(identifier: identifier)
        case .tradingRange: return TradingRangePlot(identifier: identifier)
        }
    }

    /// The width of a series' line, in points: twice a lone plot's, as Swift Charts and Vega-Lite draw series,
    /// so that each line's colour reads at a glance and matches its legend swatch.
    static let lineWidth = 2.0

    /// The coordinate whose values a binding gives (x for locations and x values, y for tips and y values), or
    /// nil for bindings that are not positions along one.
    func coordinate(of binding: PlotBinding) -> Coordinate? {
        switch binding {
        case .xValues, .barLocations: return .x
        case .yValues, .barTips, .barBases, .openValues, .highValues, .lowValues, .closeValues: return .y
        default: return nil
        }
    }

    /// Gives a plot its group's colour: a line's colour (two points wide), bars' fill, error bars' lines, or a
    /// trading-range plot's lines with its decreasing bodies filled and its increasing ones tinted.
    func paint(_ plot: Plot, with color: Color) {
        switch plot {
        case let scatter as ScatterPlot:
            var line = scatter.dataLineStyle ?? LineStyle()
            line.lineColor = color
            line.lineWidth = SeriesPlotType.lineWidth
            scatter.dataLineStyle = line
        case let bars as BarPlot:
            bars.fill = Fill(color: color)
        case let ranges as RangePlot:
            var line = ranges.barLineStyle ?? LineStyle()
            line.lineColor = color
            ranges.barLineStyle = line
        case let trading as TradingRangePlot:
            trading.lineStyle.lineColor = color
            trading.increaseFill = Fill(color: color.withAlpha(0.25))
            trading.decreaseFill = Fill(color: color)
        default:
            break
        }
    }
}

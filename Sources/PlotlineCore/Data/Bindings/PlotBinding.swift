import PlotlineValues

/// A binding name of a plot (Core Plot's `CPTScatterPlotBindingXValues`, `CPTBarPlotBindingBarTips`, …): what
/// `plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency")` fills from the key path, one value per
/// record.
///
/// The numeric bindings fill a plot field (`field`); the style bindings give each record its own fill, line
/// style, symbol or width (`RecordStyle`); `dataLabels` gives each record its label text.
public enum PlotBinding: String, ScriptEnumeration {
    /// The x value of each record (scatter, trading-range and range plots).
    case xValues
    /// The y value of each record (scatter and range plots).
    case yValues
    /// The symbol of each record of a scatter plot.
    case plotSymbols
    /// Where each bar stands.
    case barLocations
    /// The value at the end of each bar.
    case barTips
    /// The value each bar starts from (with `barBasesVary`).
    case barBases
    /// The fill of each bar.
    case barFills
    /// The outline of each bar (bar plots) or the line of each error bar (range plots).
    case barLineStyles
    /// The width of each bar, candlestick or error-bar cap.
    case barWidths
    /// The share of each pie slice.
    case sliceWidths
    /// The fill of each pie slice.
    case sliceFills
    /// How far each pie slice is pulled out from the centre, in points.
    case sliceRadialOffsets
    /// The opening value of each trading-range record.
    case openValues
    /// The high of each trading-range record, or the distance above y of each range plot record.
    case highValues
    /// The low of each trading-range record, or the distance below y of each range plot record.
    case lowValues
    /// The closing value of each trading-range record.
    case closeValues
    /// The body of each increasing candlestick.
    case increaseFills
    /// The body of each decreasing candlestick.
    case decreaseFills
    /// The line of each trading-range record.
    case lineStyles
    /// The line of each increasing trading-range record.
    case increaseLineStyles
    /// The line of each decreasing trading-range record.
    case decreaseLineStyles
    /// The distance left of x of each range plot record.
    case leftValues
    /// The distance right of x of each range plot record.
    case rightValues
    /// The label text of each record (every plot).
    case dataLabels

    /// The plot field a numeric binding fills, or nil for style and label bindings.
    public var field: PlotField? {
        switch self {
        case .xValues: return .xValues
        case .yValues: return .yValues
        case .barLocations: return .barLocations
        case .barTips: return .barTips
        case .barBases: return .barBases
        case .sliceWidths: return .sliceWidths
        case .openValues: return .openValues
        case .highValues: return .highValues
        case .lowValues: return .lowValues
        case .closeValues: return .closeValues
        case .leftValues: return .leftValues
        case .rightValues: return .rightValues
        default: return nil
        }
    }

    /// The binding that fills a plot field.
    public init(field: PlotField) {
        switch field {
        case .xValues: self = .xValues
        case .yValues: self = .yValues
        case .barLocations: self = .barLocations
        case .barTips: self = .barTips
        case .barBases: self = .barBases
        case .sliceWidths: self = .sliceWidths
        case .openValues: self = .openValues
        case .highValues: self = .highValues
        case .lowValues: self = .lowValues
        case .closeValues: self = .closeValues
        case .leftValues: self = .leftValues
        case .rightValues: self = .rightValues
        }
    }

    /// True for the bindings that give records their own styles (fills, line styles, symbols, widths, offsets).
    public var isStyle: Bool {
        field == nil && self != .dataLabels
    }

    /// True when the binding's values are numbers (widths and offsets among the style bindings).
    public var takesNumbers: Bool {
        field != nil || self == .barWidths || self == .sliceRadialOffsets
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: PlotBinding) -> String {
        switch member {
        case .xValues: return "The x value of each record."
        case .yValues: return "The y value of each record."
        case .plotSymbols: return "The symbol of each record: a PlotSymbol, a symbol type name or a colour."
        case .barLocations: return "Where each bar stands (strings become categories)."
        case .barTips: return "The value at the end of each bar."
        case .barBases: return "The value each bar starts from (with barBasesVary)."
        case .barFills: return "The fill of each bar: a Fill, a Color or a colour name or hex string."
        case .barLineStyles: return "The outline of each bar, or the line of each error bar: a LineStyle or a colour."
        case .barWidths: return "The width of each bar, candlestick or cap."
        case .sliceWidths: return "The share of each pie slice."
        case .sliceFills: return "The fill of each pie slice."
        case .sliceRadialOffsets: return "How far each pie slice is pulled out, in points."
        case .openValues: return "The opening value of each trading-range record."
        case .highValues: return "The high value (trading range) or the distance above y (range plot)."
        case .lowValues: return "The low value (trading range) or the distance below y (range plot)."
        case .closeValues: return "The closing value of each trading-range record."
        case .increaseFills: return "The body of each increasing candlestick."
        case .decreaseFills: return "The body of each decreasing candlestick."
        case .lineStyles: return "The line of each trading-range record."
        case .increaseLineStyles: return "The line of each increasing trading-range record."
        case .decreaseLineStyles: return "The line of each decreasing trading-range record."
        case .leftValues: return "The distance left of x of each range plot record."
        case .rightValues: return "The distance right of x of each range plot record."
        case .dataLabels: return "The label text of each record."
        }
    }
}

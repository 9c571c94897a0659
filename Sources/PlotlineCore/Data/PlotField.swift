import PlotlineValues

/// A column of plot data: the numbers a plot reads for each record (Core Plot's plot field identifiers, named
/// after its binding names so that `plot.bind(.yValues, …)` and `DataSource` closures share one vocabulary).
public enum PlotField: String, ScriptEnumeration {
    /// The x value of a scatter, trading-range or range plot record.
    case xValues
    /// The y value of a scatter or range plot record.
    case yValues
    /// Where a bar stands along the bar plot's category axis.
    case barLocations
    /// The value at the end of a bar.
    case barTips
    /// The value a bar starts from (its base), when bars do not share one.
    case barBases
    /// The share of a pie slice.
    case sliceWidths
    /// The opening price of a trading-range record.
    case openValues
    /// The high of a trading-range record, or the distance above y of a range plot record.
    case highValues
    /// The low of a trading-range record, or the distance below y of a range plot record.
    case lowValues
    /// The closing price of a trading-range record.
    case closeValues
    /// The distance left of x of a range plot record.
    case leftValues
    /// The distance right of x of a range plot record.
    case rightValues

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: PlotField) -> String {
        switch member {
        case .xValues: return "The x value of each record."
        case .yValues: return "The y value of each record."
        case .barLocations: return "Where each bar stands along the category axis."
        case .barTips: return "The value at the end of each bar."
        case .barBases: return "The value each bar starts from."
        case .sliceWidths: return "The share of each pie slice."
        case .openValues: return "The opening value of each trading-range record."
        case .highValues: return "The high value (trading range) or the distance above y (range plot)."
        case .lowValues: return "The low value (trading range) or the distance below y (range plot)."
        case .closeValues: return "The closing value of each trading-range record."
        case .leftValues: return "The distance left of x of each range plot record."
        case .rightValues: return "The distance right of x of each range plot record."
        }
    }
}

/// Where a number falls relative to a plot range (Core Plot's `CPTPlotRangeComparisonResult`).
public enum PlotRangeComparison: Sendable {
    /// Below the smaller limit.
    case numberBelowRange
    /// Within the range.
    case numberInRange
    /// Above the larger limit.
    case numberAboveRange
    /// Not a number.
    case undefined
}

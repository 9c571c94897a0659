import PlotlineValues

/// How a `.histogram` scatter plot steps between points (Core Plot's `CPTScatterPlotHistogramOption`).
public enum ScatterPlotHistogramOption: String, ScriptEnumeration {
    /// A horizontal line to halfway, a vertical step, then a horizontal line to the next point.
    case normal
    /// The first half slants straight to the next point's level at halfway (no first horizontal).
    case skipFirst
    /// The second half slants straight from halfway to the next point (no vertical step).
    case skipSecond

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: ScatterPlotHistogramOption) -> String {
        switch member {
        case .normal: return "Steps centred between points."
        case .skipFirst: return "Skips the first horizontal half of each step."
        case .skipSecond: return "Skips the vertical part of each step."
        }
    }
}

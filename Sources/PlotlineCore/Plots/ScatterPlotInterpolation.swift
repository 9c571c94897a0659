import PlotlineValues

/// How a scatter plot connects its points (Core Plot's `CPTScatterPlotInterpolation`).
public enum ScatterPlotInterpolation: String, ScriptEnumeration {
    /// Straight lines between points.
    case linear
    /// A horizontal line to the next x, then a vertical line to its y.
    case stepped
    /// Steps centred between points, as in a histogram.
    case histogram
    /// A smooth curve through the points, of the kind `curvedInterpolationOption` names.
    case curved

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: ScatterPlotInterpolation) -> String {
        switch member {
        case .linear: return "Straight lines between points."
        case .stepped: return "A horizontal line to the next x, then a vertical line to its y."
        case .histogram: return "Steps centred between points, as in a histogram."
        case .curved: return "A smooth curve through the points (see curvedInterpolationOption)."
        }
    }
}

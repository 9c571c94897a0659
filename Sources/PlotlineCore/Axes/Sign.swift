import PlotlineValues

/// A direction along an axis or the sign of a length (Core Plot's `CPTSign`).
public enum Sign: String, ScriptEnumeration {
    /// Neither direction: ticks straddle the axis line.
    case none
    /// Towards larger values: right of a y axis, above an x axis.
    case positive
    /// Towards smaller values: left of a y axis, below an x axis.
    case negative

    /// +1, -1 or 0.
    public var factor: Double {
        switch self {
        case .none: return 0
        case .positive: return 1
        case .negative: return -1
        }
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: Sign) -> String {
        switch member {
        case .none: return "Neither direction: ticks straddle the axis line."
        case .positive: return "Towards larger values: right of a y axis, above an x axis."
        case .negative: return "Towards smaller values: left of a y axis, below an x axis."
        }
    }
}

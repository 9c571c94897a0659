import PlotlineValues

/// How an axis chooses where its major ticks and labels go (Core Plot's `CPTAxisLabelingPolicy`).
public enum AxisLabelingPolicy: String, ScriptEnumeration {
    /// The user supplies tick locations and draws their own labels; the axis labels nothing.
    case none
    /// The user sets `majorTickLocations` (and `minorTickLocations`); the axis labels them.
    case locationsProvided
    /// Every `majorIntervalLength` from `labelingOrigin` (the default).
    case fixedInterval
    /// Nice steps of 1, 2 or 5 × 10ⁿ, about `preferredNumberOfMajorTicks` of them (0 picks from the axis length).
    case automatic
    /// `preferredNumberOfMajorTicks` ticks (at least 2) spread evenly over the visible range.
    case equalDivisions

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: AxisLabelingPolicy) -> String {
        switch member {
        case .none: return "The user supplies tick locations and labels; the axis labels nothing."
        case .locationsProvided: return "The user sets majorTickLocations; the axis labels them."
        case .fixedInterval: return "Every majorIntervalLength from labelingOrigin (the default)."
        case .automatic: return "Nice steps of 1, 2 or 5 × 10ⁿ, about preferredNumberOfMajorTicks of them."
        case .equalDivisions: return "preferredNumberOfMajorTicks ticks (at least 2) spread evenly over the range."
        }
    }
}

import PlotlineValues

/// Where a limit line's label sits (Swift Charts' `ChartLimitLine.LabelPosition`): at the left or right end of a
/// horizontal line, above or below it; for a vertical line, at its top or bottom, left or right of it.
public enum LimitLabelPosition: String, ScriptEnumeration {
    /// Left end (or left side), above (or at the top).
    case leftTop
    /// Left end (or left side), below (or at the bottom).
    case leftBottom
    /// Right end (or right side), above (or at the top); the default.
    case rightTop
    /// Right end (or right side), below (or at the bottom).
    case rightBottom

    /// True for the two left positions.
    public var isLeft: Bool { self == .leftTop || self == .leftBottom }
    /// True for the two top positions.
    public var isTop: Bool { self == .leftTop || self == .rightTop }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: LimitLabelPosition) -> String {
        switch member {
        case .leftTop: return "At the left, above the line (top of a vertical line)."
        case .leftBottom: return "At the left, below the line (bottom of a vertical line)."
        case .rightTop: return "At the right, above the line (the default)."
        case .rightBottom: return "At the right, below the line."
        }
    }
}

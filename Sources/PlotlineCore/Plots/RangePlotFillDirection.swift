import PlotlineValues

/// Which way a range plot's area fill runs (Core Plot's `CPTRangePlotFillDirection`).
public enum RangePlotFillDirection: String, ScriptEnumeration {
    /// A band along x: from each record's y + high across to its y − low.
    case horizontal
    /// A band along y: from each record's x − left across to its x + right.
    case vertical

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: RangePlotFillDirection) -> String {
        switch member {
        case .horizontal: return "A band along x between y + high and y − low."
        case .vertical: return "A band along y between x − left and x + right."
        }
    }
}

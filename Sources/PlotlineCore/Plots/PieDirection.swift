import PlotlineValues

/// The direction slices follow each other round a pie (Core Plot's `CPTPieDirection`).
public enum PieDirection: String, ScriptEnumeration {
    /// Clockwise, as a clock's hands turn.
    case clockwise
    /// Counter-clockwise.
    case counterClockwise

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: PieDirection) -> String {
        switch member {
        case .clockwise: return "Slices follow each other clockwise."
        case .counterClockwise: return "Slices follow each other counter-clockwise."
        }
    }
}

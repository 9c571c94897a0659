import PlotlineValues

/// How the lines of a multi-line text align with each other (Core Plot's `CPTTextAlignment`).
public enum TextAlignment: String, ScriptEnumeration {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width.
    case justified
    /// The script's natural direction (left for Latin text).
    case natural

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: TextAlignment) -> String {
        switch member {
        case .left: return "Lines start at the left edge."
        case .center: return "Lines are centred."
        case .right: return "Lines end at the right edge."
        case .justified: return "Lines fill the width."
        case .natural: return "The script's natural direction (left for Latin text)."
        }
    }
}

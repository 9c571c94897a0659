import PlotlineValues

/// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`).
public enum LineCapStyle: String, ScriptEnumeration {
    /// The line stops square at its end point.
    case butt
    /// The line ends in a half circle around its end point.
    case round
    /// The line ends in a half square beyond its end point.
    case square

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: LineCapStyle) -> String {
        switch member {
        case .butt: return "The line stops square at its end point."
        case .round: return "The line ends in a half circle around its end point."
        case .square: return "The line ends in a half square beyond its end point."
        }
    }
}

import PlotlineValues

/// How the corners of a stroked path are drawn (Core Graphics' `CGLineJoin`).
public enum LineJoinStyle: String, ScriptEnumeration {
    /// A sharp corner, cut off beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: LineJoinStyle) -> String {
        switch member {
        case .miter: return "A sharp corner, cut off beyond the miter limit."
        case .round: return "A rounded corner."
        case .bevel: return "A corner cut flat."
        }
    }
}

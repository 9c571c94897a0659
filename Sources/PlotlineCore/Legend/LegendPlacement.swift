import PlotlineValues

/// Where a graph's legend goes relative to the plot area.
public enum LegendPlacement: String, ScriptEnumeration {
    /// Beside the plot area, beyond the axis labels on the side `legendAnchor` names; the plot area frame's
    /// automatic padding makes room for it (the default).
    case outside
    /// Over the plot area, at the point `legendAnchor` names, inset from its edges; nothing makes room for it.
    case inside

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: LegendPlacement) -> String {
        switch member {
        case .outside: return "Beside the plot area on the anchor's side; automatic padding makes room (the default)."
        case .inside: return "Over the plot area at the anchor, inset from its edges."
        }
    }
}

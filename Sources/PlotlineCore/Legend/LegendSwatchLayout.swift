import PlotlineValues

/// Where a legend entry's swatch sits relative to its text (Core Plot's `CPTLegendSwatchLayout`).
public enum LegendSwatchLayout: String, ScriptEnumeration {
    /// Before the text (the default).
    case left
    /// After the text.
    case right
    /// Above the text.
    case top
    /// Below the text.
    case bottom

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: LegendSwatchLayout) -> String {
        switch member {
        case .left: return "Before the text (the default)."
        case .right: return "After the text."
        case .top: return "Above the text."
        case .bottom: return "Below the text."
        }
    }
}

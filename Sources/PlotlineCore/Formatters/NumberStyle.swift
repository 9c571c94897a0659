import PlotlineValues

/// How a number formatter writes numbers (after Foundation's `NumberFormatter.Style`).
public enum NumberStyle: String, ScriptEnumeration {
    /// Plain numbers: "1,234.5".
    case decimal
    /// Fractions as percentages: 0.25 is "25%".
    case percent
    /// Money: "$1,234.50".
    case currency
    /// Scientific notation: "1.2×10⁴".
    case scientific

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: NumberStyle) -> String {
        switch member {
        case .decimal: return "Plain numbers: 1,234.5."
        case .percent: return "Fractions as percentages: 0.25 is 25%."
        case .currency: return "Money: $1,234.50."
        case .scientific: return "Scientific notation: 1.2×10⁴."
        }
    }
}

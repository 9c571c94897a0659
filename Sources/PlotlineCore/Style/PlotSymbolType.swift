import PlotlineValues

/// The shape of a plot symbol (Core Plot's `CPTPlotSymbolType`).
public enum PlotSymbolType: String, ScriptEnumeration {
    /// No symbol.
    case none
    /// A rectangle.
    case rectangle
    /// An ellipse (a circle for a square size).
    case ellipse
    /// A diamond.
    case diamond
    /// A triangle pointing up.
    case triangle
    /// A five-pointed star.
    case star
    /// A pentagon.
    case pentagon
    /// A hexagon.
    case hexagon
    /// A diagonal cross (×), stroked only.
    case cross
    /// A plus sign (+), stroked only.
    case plus
    /// A horizontal dash, stroked only.
    case dash
    /// A six-armed asterisk, stroked only.
    case snow
    /// The symbol's `customSymbolPath`, scaled to its size.
    case custom

    /// True for shapes whose inside can be filled.
    public var isFillable: Bool {
        switch self {
        case .rectangle, .ellipse, .diamond, .triangle, .star, .pentagon, .hexagon, .custom: return true
        case .none, .cross, .plus, .dash, .snow: return false
        }
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: PlotSymbolType) -> String {
        switch member {
        case .none: return "No symbol."
        case .rectangle: return "A rectangle."
        case .ellipse: return "An ellipse (a circle for a square size)."
        case .diamond: return "A diamond."
        case .triangle: return "A triangle pointing up."
        case .star: return "A five-pointed star."
        case .pentagon: return "A pentagon."
        case .hexagon: return "A hexagon."
        case .cross: return "A diagonal cross (×), stroked only."
        case .plus: return "A plus sign (+), stroked only."
        case .dash: return "A horizontal dash, stroked only."
        case .snow: return "A six-armed asterisk, stroked only."
        case .custom: return "A custom outline (customSymbolPath), scaled to the symbol's size."
        }
    }
}

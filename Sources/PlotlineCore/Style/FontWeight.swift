import PlotlineValues

/// How heavy a font's strokes are, as CSS and Pango number them (100 thin … 900 black).
public enum FontWeight: String, ScriptEnumeration {
    /// 100.
    case thin
    /// 300.
    case light
    /// 400, the default.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold
    /// 800.
    case heavy
    /// 900.
    case black

    /// The CSS / Pango weight number.
    public var numericWeight: Int {
        switch self {
        case .thin: return 100
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: FontWeight) -> String {
        "Weight \(member.numericWeight)\(member == .regular ? ", the default" : "")."
    }
}

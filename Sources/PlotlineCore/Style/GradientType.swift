import PlotlineValues

/// How a gradient's colours spread: along a line or outwards from a centre.
public enum GradientType: String, ScriptEnumeration {
    /// Colours change along a line at the gradient's angle.
    case axial
    /// Colours change outwards from the start anchor.
    case radial

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: GradientType) -> String {
        switch member {
        case .axial: return "Colours change along a line at the gradient's angle."
        case .radial: return "Colours change outwards from the start anchor."
        }
    }
}

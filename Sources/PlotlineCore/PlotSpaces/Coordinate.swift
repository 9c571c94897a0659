import PlotlineValues

/// One coordinate of a plot space (Core Plot's `CPTCoordinate`).
public enum Coordinate: String, ScriptEnumeration {
    /// The horizontal coordinate.
    case x
    /// The vertical coordinate.
    case y

    /// The other coordinate of an x-y plot space.
    public var orthogonal: Coordinate {
        self == .x ? .y : .x
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: Coordinate) -> String {
        switch member {
        case .x: return "The horizontal coordinate."
        case .y: return "The vertical coordinate."
        }
    }
}

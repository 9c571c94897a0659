import PlotlineValues

/// How a label lines up with its tick (Core Plot's `CPTAlignment`): along an x axis `.left`, `.center` or
/// `.right`; along a y axis `.top`, `.middle` or `.bottom`.
public enum Alignment: String, ScriptEnumeration {
    /// The label starts at the tick and extends to the right.
    case left
    /// The label is centred on the tick (the default for x axes).
    case center
    /// The label ends at the tick.
    case right
    /// The label's top is at the tick; it extends down.
    case top
    /// The label is centred on the tick (the default for y axes).
    case middle
    /// The label's bottom is at the tick; it extends up.
    case bottom

    /// Where along the axis the tick meets the label, as a fraction of the label's box in device space
    /// (0 left or top, 1 right or bottom).
    public var alongFraction: Double {
        switch self {
        case .left, .top: return 0
        case .center, .middle: return 0.5
        case .right, .bottom: return 1
        }
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: Alignment) -> String {
        switch member {
        case .left: return "The label starts at the tick and extends to the right."
        case .center: return "The label is centred on the tick (x axes)."
        case .right: return "The label ends at the tick."
        case .top: return "The label's top is at the tick; it extends down."
        case .middle: return "The label is centred on the tick (y axes)."
        case .bottom: return "The label's bottom is at the tick; it extends up."
        }
    }
}

import PlotlineValues

/// A point on a rectangle's edge or its centre, used to position titles, legends and annotations
/// (Core Plot's `CPTRectAnchor`).
public enum RectAnchor: String, ScriptEnumeration {
    /// The bottom-left corner.
    case bottomLeft
    /// The middle of the bottom edge.
    case bottom
    /// The bottom-right corner.
    case bottomRight
    /// The middle of the left edge.
    case left
    /// The middle of the right edge.
    case right
    /// The top-left corner.
    case topLeft
    /// The middle of the top edge.
    case top
    /// The top-right corner.
    case topRight
    /// The centre.
    case center

    /// The anchor as a fraction of a rectangle in device space: x 0 left … 1 right, y 0 top … 1 bottom.
    public var unitPoint: Point {
        Point(x: horizontalFraction, y: verticalFraction)
    }

    /// 0 for the left side, 0.5 for the middle, 1 for the right side.
    public var horizontalFraction: Double {
        switch self {
        case .bottomLeft, .left, .topLeft: return 0
        case .bottom, .top, .center: return 0.5
        case .bottomRight, .right, .topRight: return 1
        }
    }

    /// 0 for the top, 0.5 for the middle, 1 for the bottom (device space).
    public var verticalFraction: Double {
        switch self {
        case .topLeft, .top, .topRight: return 0
        case .left, .right, .center: return 0.5
        case .bottomLeft, .bottom, .bottomRight: return 1
        }
    }

    /// The side of a rectangle the anchor lies beyond when something is placed outside it: top and bottom win
    /// over left and right at the corners; nil for the centre.
    public var outsideEdge: Edge? {
        switch self {
        case .topLeft, .top, .topRight: return .top
        case .bottomLeft, .bottom, .bottomRight: return .bottom
        case .left: return .left
        case .right: return .right
        case .center: return nil
        }
    }

    /// The point of `rect` this anchor names.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + horizontalFraction * rect.width, y: rect.minY + verticalFraction * rect.height)
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: RectAnchor) -> String {
        switch member {
        case .bottomLeft: return "The bottom-left corner."
        case .bottom: return "The middle of the bottom edge."
        case .bottomRight: return "The bottom-right corner."
        case .left: return "The middle of the left edge."
        case .right: return "The middle of the right edge."
        case .topLeft: return "The top-left corner."
        case .top: return "The middle of the top edge."
        case .topRight: return "The top-right corner."
        case .center: return "The centre."
        }
    }
}

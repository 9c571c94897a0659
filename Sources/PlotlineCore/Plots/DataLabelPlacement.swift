/// One way a data label may sit: a direction from the labelled point and, optionally, a rectangle the label must
/// stay inside (a bar's own rectangle for a label inside the bar).
public struct DataLabelPlacement: Hashable, Sendable {
    /// A unit device vector (y down) from the point towards the label; zero centres the label on the point.
    public var direction: Point
    /// A rectangle the label must lie inside, or nil.
    public var within: Rect?

    /// Makes a placement.
    public init(direction: Point, within: Rect? = nil) {
        self.direction = direction
        self.within = within
    }
}

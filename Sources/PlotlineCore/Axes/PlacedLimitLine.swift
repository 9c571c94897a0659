/// A limit line laid out for one plot area: where the line runs and where its label goes.
public struct PlacedLimitLine {
    /// The limit line.
    public var line: LimitLine
    /// One end of the line, in device space.
    public var start: Point
    /// The other end.
    public var end: Point
    /// The label, if the line has one.
    public var label: PlacedText?
}

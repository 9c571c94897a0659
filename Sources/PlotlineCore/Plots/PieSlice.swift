/// One slice of a pie chart as laid out: its record, value and angles.
public struct PieSlice: Hashable, Sendable {
    /// The record the slice draws.
    public var index: Int
    /// The slice's value (its width).
    public var value: Double
    /// The angle where the slice starts, radians counter-clockwise from the positive x axis.
    public var startAngle: Double
    /// The angle where it ends.
    public var endAngle: Double
    /// How far the slice is pushed out from the centre, in points.
    public var radialOffset: Double

    /// The angle in the middle of the slice.
    public var medianAngle: Double { (startAngle + endAngle) / 2 }

    /// Makes a slice.
    public init(index: Int, value: Double, startAngle: Double, endAngle: Double, radialOffset: Double) {
        self.index = index
        self.value = value
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.radialOffset = radialOffset
    }
}

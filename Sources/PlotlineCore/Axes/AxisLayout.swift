/// Where an axis's parts go for one plot area: computed by `XYAxis.layout(in:measurer:)` and used both to size
/// the plot area frame's automatic padding and to draw.
public struct AxisLayout {
    /// The axis's coordinate.
    public var coordinate: Coordinate
    /// The data-to-device mapping used.
    public var mapping: PlotSpaceMapping
    /// The device coordinate of the axis line across the axis (a y for an x axis, an x for a y axis).
    public var position: Double
    /// The device coordinates along the axis where the line starts and ends.
    public var lineSpan: ClosedRange<Double>
    /// The device coordinates across the axis that grid lines span.
    public var gridSpan: ClosedRange<Double>
    /// The tick locations in data values.
    public var ticks: AxisTicks
    /// The device coordinate along the axis of each major tick.
    public var majorPositions: [Double]
    /// The device coordinate along the axis of each minor tick.
    public var minorPositions: [Double]
    /// The major tick labels that fit without overlapping.
    public var labels: [PlacedText]
    /// The title, if any.
    public var title: PlacedText?

    /// The box around the labels and the title, or nil when there are none.
    public var textBounds: Rect? {
        let boxes = labels.map(\.bounds) + (title.map { [$0.bounds] } ?? [])
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}

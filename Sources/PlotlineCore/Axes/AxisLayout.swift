/// Where an axis's parts go for one plot area: computed by `XYAxis.layout(in:measurer:)` and used both to size
/// the plot area frame's automatic padding and to draw.
public struct AxisLayout {
    /// The axis's coordinate.
    public var coordinate: Coordinate
    /// The data-to-device mapping used.
    public var mapping: PlotSpaceMapping
    /// The device coordinate of the axis line across the axis (a y for an x axis, an x for a y axis).
    public var position: Double
    /// True when the axis line lies inside the plot area rather than on one of its edges.
    public var isInterior: Bool
    /// The side ticks point to, after an axis on an edge is turned outwards.
    public var tickSide: Sign
    /// The side labels and the title go on, after an axis on an edge is turned outwards.
    public var labelSide: Sign
    /// True when the tick labels of an axis crossing inside the plot area were moved to the plot area's edge on
    /// their side, off the data, while the line and its ticks still cross where they do.
    public var labelsAtEdge = false
    /// The device coordinate across the axis that labels are placed from: `position`, or the plot area's edge
    /// when `labelsAtEdge`.
    public var labelPosition: Double { labelsAtEdge ? edgePosition : position }
    /// The device coordinate across the axis of the plot area's edge on the label side.
    public var edgePosition: Double
    /// The device coordinates along the axis where the line starts and ends.
    public var lineSpan: ClosedRange<Double>
    /// The device coordinates across the axis that grid lines span.
    public var gridSpan: ClosedRange<Double>
    /// The data values the axis covers.
    public var range: PlotRange
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
    /// The limit lines inside the plot area, with their labels.
    public var limitLines: [PlacedLimitLine] = []

    /// The thin rectangle the axis line covers, for keeping other axes' labels off it.
    public var lineBounds: Rect {
        let span = lineSpan.upperBound - lineSpan.lowerBound
        return coordinate == .x
            ? Rect(x: lineSpan.lowerBound, y: position - 0.5, width: span, height: 1)
            : Rect(x: position - 0.5, y: lineSpan.lowerBound, width: 1, height: span)
    }

    /// The box around the labels and the title, or nil when there are none.
    public var textBounds: Rect? {
        let boxes = labels.map(\.bounds) + (title.map { [$0.bounds] } ?? [])
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}

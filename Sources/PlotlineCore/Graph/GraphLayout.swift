/// Where a graph's parts go for one text measurer: the frame, the plot area, each axis and the title.
public struct GraphLayout {
    /// The graph's bounds.
    public var bounds: Rect
    /// The plot area frame's rectangle (the bounds minus the graph's padding).
    public var frameRect: Rect
    /// The plot area's rectangle (the frame minus its padding), on whole points.
    public var plotAreaRect: Rect
    /// The padding of the plot area frame in use, explicit or automatic.
    public var framePadding: EdgeInsets
    /// Each visible axis with its layout, in drawing order.
    public var axes: [(axis: XYAxis, layout: AxisLayout)]
    /// The graph title, if any.
    public var title: PlacedText?

    /// The box around every label and title, or nil when there are none.
    public var textBounds: Rect? {
        let boxes = axes.compactMap(\.layout.textBounds) + (title.map { [$0.bounds] } ?? [])
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}

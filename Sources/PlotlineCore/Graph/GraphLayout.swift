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
    /// The legend, if any.
    public var legend: LegendLayout?

    /// The box around every axis label and axis title, or nil when there are none.
    public var axisTextBounds: Rect? {
        GraphLayout.union(axes.compactMap(\.layout.textBounds))
    }

    /// The box around everything the plot area frame's padding must hold: axis labels and titles, an outside
    /// legend and the graph title; nil when there is nothing.
    public var textBounds: Rect? {
        var boxes = axes.compactMap(\.layout.textBounds)
        if let title { boxes.append(title.bounds) }
        if let legend, legend.reservesSpace { boxes.append(legend.frame) }
        return GraphLayout.union(boxes)
    }

    /// The plot area grown by the axis text and, when it reserves space, the legend.
    var contentBounds: Rect {
        var box = plotAreaRect
        if let text = axisTextBounds { box = box.union(text) }
        if let legend, legend.reservesSpace { box = box.union(legend.frame) }
        return box
    }

    private static func union(_ boxes: [Rect]) -> Rect? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}

extension Graph {
    /// The space between the plot area's surroundings and the legend, in points.
    static let legendGap = 10.0
    /// How far a title squeezed by explicit padding keeps inside the plot area frame, in points.
    static let titleInset = 4.0
    /// How far an inside legend keeps from the plot area's edges, in points.
    static let insideLegendInset = 8.0

    /// Places the legend beyond the axis text on the side `legendAnchor` names (outside placement), or over the
    /// plot area at that anchor (inside placement or the centre anchor); then moves it by `legendDisplacement`.
    func placeLegend(in result: GraphLayout, measurer: any TextMeasurer) -> LegendLayout? {
        guard let legend, !legend.hidden else { return nil }
        let edge = legendPlacement == .outside ? legendAnchor.outsideEdge : nil
        let flow: Legend.Flow = (edge == .top || edge == .bottom) ? .horizontal : .vertical
        let room = edge == nil ? result.plotAreaRect.width - 2 * Graph.insideLegendInset : result.frameRect.width
        guard var layout = legend.layout(measurer: measurer, flow: flow, maximumWidth: room) else { return nil }
        let size = layout.frame.size
        let plot = result.plotAreaRect
        var origin: Point
        if let edge {
            let outer = result.contentBounds
            origin = Graph.originBeside(outer, plot: plot, edge: edge, anchor: legendAnchor, size: size, gap: Graph.legendGap)
            layout.reservesSpace = true
        } else {
            let inner = plot.insetBy(dx: Graph.insideLegendInset, dy: Graph.insideLegendInset)
            let point = legendAnchor.point(in: inner)
            origin = Point(
                x: point.x - legendAnchor.horizontalFraction * size.width,
                y: point.y - legendAnchor.verticalFraction * size.height)
        }
        origin = Point(x: origin.x + finite(legendDisplacement.x), y: origin.y - finite(legendDisplacement.y))
        return layout.moved(to: Point(x: origin.x.rounded(), y: origin.y.rounded()))
    }

    /// Places the title beyond the axis text and an outside legend on the side `titlePlotAreaFrameAnchor` names
    /// (centred over the plot area for `.top` and `.bottom`), or in the plot area's centre for `.center`; then
    /// moves it by `titleDisplacement`.
    func placeTitle(in result: GraphLayout, measurer: any TextMeasurer) -> PlacedText? {
        guard let title, !title.isEmpty else { return nil }
        let size = measurer.measure(title, style: titleTextStyle).size
        let plot = result.plotAreaRect
        let anchor = titlePlotAreaFrameAnchor
        var origin: Point
        if let edge = anchor.outsideEdge {
            origin = Graph.originBeside(
                result.contentBounds, plot: plot, edge: edge, anchor: anchor, size: size, gap: Graph.titleGap,
                alignToOuterEdges: true)
            let frame = result.frameRect
            if edge == .top || edge == .bottom, size.width <= frame.width {
                origin.x = min(max(origin.x, frame.minX), frame.maxX - size.width)
            }
            if edge == .left || edge == .right, size.height <= frame.height {
                origin.y = min(max(origin.y, frame.minY), frame.maxY - size.height)
            }
            // With explicit padding too small for it, the title keeps to the frame's edge, where Core Plot anchors it.
            let explicit = plotAreaFrame.padding
            switch edge {
            case .top where explicit.top != nil: origin.y = max(origin.y, frame.minY + Graph.titleInset)
            case .bottom where explicit.bottom != nil: origin.y = min(origin.y, frame.maxY - Graph.titleInset - size.height)
            case .left where explicit.left != nil: origin.x = max(origin.x, frame.minX + Graph.titleInset)
            case .right where explicit.right != nil: origin.x = min(origin.x, frame.maxX - Graph.titleInset - size.width)
            default: break
            }
        } else {
            origin = Point(x: plot.midX - size.width / 2, y: plot.midY - size.height / 2)
        }
        origin = Point(x: origin.x + finite(titleDisplacement.x), y: origin.y - finite(titleDisplacement.y))
        return PlacedText(
            text: title, style: titleTextStyle, size: size, point: origin, anchor: Point(x: 0, y: 0), rotation: 0)
    }

    /// The top-left corner of a box of `size` placed `gap` beyond `outer` on `edge`: along a top or bottom edge at
    /// the anchor's horizontal position (the plot area's left, middle or right, or the outer box's left and right
    /// when `alignToOuterEdges`), along a side edge centred on the plot area.
    static func originBeside(
        _ outer: Rect, plot: Rect, edge: Edge, anchor: RectAnchor, size: Size, gap: Double, alignToOuterEdges: Bool = false
    ) -> Point {
        let span = alignToOuterEdges ? outer : plot
        let x: Double
        switch anchor.horizontalFraction {
        case 0: x = span.minX
        case 1: x = span.maxX - size.width
        default: x = plot.midX - size.width / 2
        }
        switch edge {
        case .top: return Point(x: x, y: outer.minY - gap - size.height)
        case .bottom: return Point(x: x, y: outer.maxY + gap)
        case .left: return Point(x: outer.minX - gap - size.width, y: plot.midY - size.height / 2)
        case .right: return Point(x: outer.maxX + gap, y: plot.midY - size.height / 2)
        }
    }

    private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

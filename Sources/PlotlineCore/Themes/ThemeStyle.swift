/// The styles a theme sets, and how they are applied to a graph's layers.
struct ThemeStyle: Sendable {
    var graphFill: Fill?
    var frameFill: Fill?
    var frameBorder: LineStyle?
    var plotAreaFill: Fill?
    var plotAreaBorder: LineStyle?
    var axisLine: LineStyle?
    var majorTick: LineStyle?
    var minorTick: LineStyle?
    var majorGrid: LineStyle?
    var minorGrid: LineStyle?
    var labelText: TextStyle
    var axisTitleText: TextStyle
    var titleText: TextStyle
    var tickDirection: Sign = .negative
    var majorTickLength: Double = 5
    var minorTickLength: Double = 3
    var labelOffset: Double = 3

    /// Sets the styles on the graph, its frame, plot area and every x-y axis.
    func apply(to graph: Graph) {
        graph.fill = graphFill
        graph.titleTextStyle = titleText
        let frame = graph.plotAreaFrame
        frame.fill = frameFill
        frame.borderLineStyle = frameBorder
        frame.cornerRadius = 0
        frame.plotArea.fill = plotAreaFill
        frame.plotArea.borderLineStyle = plotAreaBorder
        for axis in graph.axisSet?.axes ?? [] {
            axis.labelingPolicy = .fixedInterval
            axis.tickDirection = tickDirection
            axis.majorTickLength = majorTickLength
            axis.minorTickLength = minorTickLength
            axis.labelOffset = labelOffset
            axis.axisLineStyle = axisLine
            axis.majorTickLineStyle = majorTick
            axis.minorTickLineStyle = minorTick
            axis.majorGridLineStyle = majorGrid
            axis.minorGridLineStyle = minorGrid
            axis.labelTextStyle = labelText
            axis.titleTextStyle = axisTitleText
            (axis as? XYAxis)?.orthogonalPosition = 0
        }
    }

    /// Plain White: white everywhere, grey axis lines with ticks outside, a light major grid, dark grey text.
    static let plainWhite: ThemeStyle = {
        let text = Color(white: 0.2)
        let axis = Color(white: 0.35)
        return ThemeStyle(
            graphFill: Fill(color: .white), frameFill: Fill(color: .white), frameBorder: nil,
            plotAreaFill: nil, plotAreaBorder: nil,
            axisLine: LineStyle(lineWidth: 1, lineColor: axis),
            majorTick: LineStyle(lineWidth: 1, lineColor: axis),
            minorTick: LineStyle(lineWidth: 1, lineColor: Color(white: 0.6)),
            majorGrid: LineStyle(lineWidth: 1, lineColor: Color(white: 0.9)),
            minorGrid: nil,
            labelText: TextStyle(fontSize: 11, color: text),
            axisTitleText: TextStyle(fontSize: 12, color: text),
            titleText: TextStyle(fontName: "DejaVu Sans Bold", fontSize: 14, color: Color(white: 0.1)))
    }()

    /// Plain Black: black everywhere, light grey axis lines and text, a dark major grid.
    static let plainBlack: ThemeStyle = {
        let text = Color(white: 0.85)
        let axis = Color(white: 0.7)
        return ThemeStyle(
            graphFill: Fill(color: .black), frameFill: Fill(color: .black), frameBorder: nil,
            plotAreaFill: nil, plotAreaBorder: nil,
            axisLine: LineStyle(lineWidth: 1, lineColor: axis),
            majorTick: LineStyle(lineWidth: 1, lineColor: axis),
            minorTick: LineStyle(lineWidth: 1, lineColor: Color(white: 0.45)),
            majorGrid: LineStyle(lineWidth: 1, lineColor: Color(white: 0.17)),
            minorGrid: nil,
            labelText: TextStyle(fontSize: 11, color: text),
            axisTitleText: TextStyle(fontSize: 12, color: text),
            titleText: TextStyle(fontName: "DejaVu Sans Bold", fontSize: 14, color: Color(white: 0.95)))
    }()
}

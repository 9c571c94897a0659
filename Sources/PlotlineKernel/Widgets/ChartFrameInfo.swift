import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineValues

/// What the view needs to know about a frame besides its pixels: its size and plot area in points, the default
/// plot space's ranges and scales (for moving the picture during a gesture), and whether users may move it.
struct ChartFrameInfo {
    /// Counts the frames sent by one widget, from 1.
    let number: Int
    /// The newest view request the frame answers.
    let sequence: Int
    /// The picture's size in points.
    let size: Size
    /// The plot area in points from the picture's top left.
    let plotArea: Rect
    /// The default plot space's x range as (location, end).
    let xRange: (Double, Double)
    /// The default plot space's y range as (location, end).
    let yRange: (Double, Double)
    /// How x maps in the default space.
    let xScale: ScaleType
    /// How y maps in the default space.
    let yScale: ScaleType
    /// True when some plot space allows user interaction.
    let isInteractive: Bool
    /// The colour behind the plots, for the parts a moved picture uncovers (CSS hex), or nil for white.
    let background: String?
    /// The chart's alternative text (its title or accessibility label), the view's `aria-label`.
    let alternativeText: String
    /// How long the kernel took to draw and encode the frame.
    let renderTime: Duration
    /// The tick labels the frame shows on the x and the y axis, in order along each.
    let axisLabels: (x: [String], y: [String])
    /// The legend in points from the picture's top left, or nil when none is shown.
    let legend: Rect?

    /// The frame just rendered of `graph` as `image`.
    init(graph: Graph, image: RenderedImage, number: Int, sequence: Int, renderTime: Duration = .zero) {
        graph.layoutIfNeeded()
        self.number = number
        self.sequence = sequence
        size = image.pointSize
        let plot = graph.plotAreaFrame.plotArea.frame
        plotArea = Rect(
            origin: graph.framePoint(atDevicePoint: Point(x: plot.minX, y: plot.minY)),
            size: Size(width: plot.width, height: plot.height))
        let space = graph.defaultPlotSpace
        xRange = space.map { ($0.xRange.location, $0.xRange.end) } ?? (0, 1)
        yRange = space.map { ($0.yRange.location, $0.yRange.end) } ?? (0, 1)
        xScale = space?.xScaleType ?? .linear
        yScale = space?.yScaleType ?? .linear
        isInteractive = graph.allPlotSpaces.contains(where: \.allowsUserInteraction)
        let fill = graph.plotAreaFrame.plotArea.fill?.color ?? graph.plotAreaFrame.fill?.color ?? graph.fill?.color
        background = fill.flatMap { $0.alpha > 0 ? $0.hexString : nil }
        alternativeText = graph.alternativeText
        self.renderTime = renderTime
        let axes = (graph.axisSet as? XYAxisSet).map { ($0.xAxis, $0.yAxis) }
        axisLabels = (axes?.0.placedLabelTexts ?? [], axes?.1.placedLabelTexts ?? [])
        legend = graph.legend.flatMap { legend in
            legend.hidden || legend.frame.isEmpty
                ? nil : Rect(origin: graph.framePoint(atDevicePoint: legend.frame.origin), size: legend.frame.size)
        }
    }

    /// The `frame_info` state the view reads.
    var json: JSONObject {
        var object: JSONObject = [
            "number": .int(number),
            "seq": .int(sequence),
            "width": JSONValue(points: size.width),
            "height": JSONValue(points: size.height),
            "plot": .array([plotArea.minX, plotArea.minY, plotArea.width, plotArea.height].map(Self.number)),
            "x_range": .array([Self.number(xRange.0), Self.number(xRange.1)]),
            "y_range": .array([Self.number(yRange.0), Self.number(yRange.1)]),
            "x_scale": .string(xScale.rawValue),
            "y_scale": .string(yScale.rawValue),
            "interactive": .bool(isInteractive),
            "alt": .string(alternativeText),
            "render_ms": .double((renderTime / .microseconds(1)).rounded() / 1000),
            "labels": ["x": .array(axisLabels.x.map(JSONValue.string)), "y": .array(axisLabels.y.map(JSONValue.string))],
        ]
        if let background { object["background"] = .string(background) }
        if let legend { object["legend"] = .array([legend.minX, legend.minY, legend.width, legend.height].map(Self.number)) }
        return object
    }

    /// A finite number for JSON (Jupyter rejects NaN and infinities): those become 0.
    private static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .double(value) : .int(0)
    }
}

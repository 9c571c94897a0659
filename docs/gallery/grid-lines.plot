// Major and minor grid lines
// A fine engineering grid: solid major grid lines every 10, dotted minor grid lines between them
// (`minorGridLineStyle` with a dash pattern and round caps), a frame around the plot area from the axis set's
// `borderLineStyle`, and ticks pointing inwards.
let graph = XYGraph(width: 560, height: 400)
graph.title = "Damped oscillation"
let space = graph.defaultPlotSpace
space.xRange = 0...50
space.yRange = -40...40
graph.axisSet.borderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.35))

for axis in graph.axisSet.axes {
    axis.majorIntervalLength = 10
    axis.minorTicksPerInterval = 4
    axis.tickDirection = .positive
    axis.majorGridLineStyle = LineStyle(lineWidth: 0.8, lineColor: Color(white: 0.78))
    var dotted = LineStyle(lineWidth: 0.8, lineColor: Color(white: 0.8), dashPattern: [0.1, 2.5])
    dotted.lineCap = .round
    axis.minorGridLineStyle = dotted
}
graph.axisSet.xAxis.axisConstraints = Constraints(lowerOffset: 0)
graph.axisSet.xAxis.title = "Time (ms)"
graph.axisSet.yAxis.title = "Amplitude (mV)"

var xs: [Double] = []
var ys: [Double] = []
for step in 0...500 {
    let t = Double(step) / 10
    xs.append(t)
    ys.append(36 * exp(-t / 18) * cos(t * 0.9))
}
let plot = ScatterPlot(identifier: "Signal", x: xs, y: ys)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#1f77b4"))
graph.add(plot)

graph

// Date-time axis: hours and minutes
// One day of readings every five minutes on a `.dateTime` axis: the automatic policy ticks on whole hours
// (every two hours here, with a minor tick on the odd hours), and midnight shows the date instead of "00:00".
let start = 1718409600.0   // 15 June 2024, 00:00 UTC
var xs: [Double] = []
var temperature: [Double] = []
for step in 0...288 {
    let t = Double(step) * 300
    xs.append(start + t)
    let hour = t / 3600
    temperature.append(17 + 7 * sin((hour - 9) / 24 * 2 * pi) + 0.6 * sin(hour * 5.1))
}

let graph = XYGraph(width: 640, height: 320)
graph.title = "Air temperature, 15 June"
let space = graph.defaultPlotSpace
space.xScaleType = .dateTime
space.xRange = PlotRange(location: start, length: 86400 + 3600)
space.yRange = 8...28

let x = graph.axisSet.xAxis
x.labelingPolicy = .automatic
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.majorIntervalLength = 4
y.labelFormatter = NumberFormatter(suffix: " °C")
y.axisConstraints = Constraints(lowerOffset: 0)

let plot = ScatterPlot(identifier: "Temperature", x: xs, y: temperature)
plot.interpolation = .curved
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#e15759"))
graph.add(plot)

graph

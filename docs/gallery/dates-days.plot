// Date-time axis: days and weeks
// Six weeks of daily values on a `.dateTime` x scale (seconds since 1970, UTC): the automatic policy ticks on
// Mondays with a minor tick every day; the default labels read "4 Mar", the first one with its year.
let start = 1709251200.0   // 1 March 2024
var xs: [Double] = []
var visitors: [Double] = []
for day in 0..<42 {
    xs.append(start + Double(day) * 86400)
    let weekday = (day + 4) % 7
    visitors.append(round(5200 + 30 * Double(day) + (weekday >= 5 ? -1900 : 0) + 400 * sin(Double(day) * 0.8)))
}

let graph = XYGraph(width: 640, height: 340)
graph.title = "Daily visitors"
let space = graph.defaultPlotSpace
space.xScaleType = .dateTime
space.xRange = PlotRange(location: start - 43200, length: 42 * 86400)
space.yRange = 0...8000

let x = graph.axisSet.xAxis
x.labelingPolicy = .automatic
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.majorIntervalLength = 2000
y.labelFormatter = .abbreviated

let plot = ScatterPlot(identifier: "Visitors", x: xs, y: visitors)
plot.interpolation = .histogram
plot.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(hex: "#4e79a7"))
plot.areaFill = Fill(color: Color(hex: "#4e79a7").withAlpha(0.2))
plot.areaBaseValue = 0
graph.add(plot)

graph

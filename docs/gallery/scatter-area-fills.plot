// Two area fills on one line: areaFill reaches down to areaBaseValue (the bottom of the range), areaFill2 up to
// areaBaseValue2 (the top), each with its own gradient.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Reservoir level"
let space = graph.defaultPlotSpace
space.xRange = 0...52
space.yRange = 40...100
graph.axisSet.xAxis.majorIntervalLength = 4
graph.axisSet.xAxis.minorTicksPerInterval = 0
graph.axisSet.xAxis.title = "Week"
graph.axisSet.yAxis.majorIntervalLength = 10
graph.axisSet.yAxis.title = "Capacity (%)"
graph.axisSet.yAxis.labelFormatter = { value in "\(Int(value))%" }

var weeks: [Double] = []
var level: [Double] = []
for week in 0...52 {
    let t = Double(week)
    weeks.append(t)
    level.append(72 + 14 * cos((t - 8) / 52 * 2 * pi) + 3 * sin(t * 0.9))
}
let plot = ScatterPlot(identifier: "level", x: weeks, y: level)
plot.interpolation = .curved
plot.curvedInterpolationOption = .hermiteCubic
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(red: 0.12, green: 0.35, blue: 0.6, alpha: 1))
plot.areaFill = Fill(gradient: Gradient(from: Color(red: 0.35, green: 0.6, blue: 0.9, alpha: 0.55),
                                        to: Color(red: 0.35, green: 0.6, blue: 0.9, alpha: 0.05), angle: -90))
plot.areaBaseValue = 40
plot.areaFill2 = Fill(gradient: Gradient(from: Color(white: 0.92, alpha: 1), to: Color(white: 0.82, alpha: 1), angle: -90))
plot.areaBaseValue2 = 100
graph.add(plot)
graph

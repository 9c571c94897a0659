// Missing values (nil) leave gaps in the line, the symbols and the area fill.
let graph = XYGraph(width: 600, height: 360)
graph.title = "River gauge with outages"
let space = graph.defaultPlotSpace
space.xRange = 0...48
space.yRange = 0...4
graph.axisSet.xAxis.majorIntervalLength = 6
graph.axisSet.xAxis.title = "Hour"
graph.axisSet.yAxis.majorIntervalLength = 1
graph.axisSet.yAxis.title = "Stage (m)"

var hours: [Double] = []
var stage: [Double?] = []
for hour in 0...48 {
    let h = Double(hour)
    hours.append(h)
    let outage = (hour >= 11 && hour <= 14) || hour == 27 || (hour >= 36 && hour <= 38)
    stage.append(outage ? nil : 1.6 + 0.9 * sin(h / 7) + 0.25 * sin(h * 1.1))
}
let plot = ScatterPlot(identifier: "stage", x: hours, y: stage)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue)
plot.areaFill = Fill(gradient: Gradient(from: Color.blue.withAlphaComponent(0.35), to: Color.blue.withAlphaComponent(0.03), angle: -90))
plot.areaBaseValue = 0
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 5, height: 5)
plot.plotSymbol.fill = Fill(color: .white)
plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1.2, lineColor: .blue)
graph.add(plot)
graph

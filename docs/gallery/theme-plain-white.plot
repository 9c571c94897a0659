// Theme: Plain White
// White backgrounds, grey axes with ticks outside, a light grid and dark grey text: the default theme, Core Plot's "Plain White" without its frame border. The same two series and legend in every theme chart, so the themes compare side by side.
let graph = XYGraph(width: 560, height: 340, theme: .plainWhite)
graph.title = "Plain White"
let space = graph.defaultPlotSpace
space.xRange = 0...20
space.yRange = 0...60
graph.axisSet.xAxis.majorIntervalLength = 5
graph.axisSet.xAxis.minorTicksPerInterval = 4
graph.axisSet.yAxis.majorIntervalLength = 20
graph.axisSet.yAxis.minorTicksPerInterval = 1
graph.axisSet.xAxis.title = "Week"
graph.axisSet.yAxis.title = "Orders (thousands)"

var weeks: [Double] = []
var online: [Double] = []
var stores: [Double] = []
for week in 0...20 {
    let t = Double(week)
    weeks.append(t)
    online.append(18 + 1.6 * t + 4 * sin(t / 2))
    stores.append(34 - 0.6 * t + 3 * cos(t / 1.7))
}
let first = ScatterPlot(identifier: "Online", x: weeks, y: online)
first.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#4fa3e0"))
first.plotSymbol = PlotSymbol.ellipse()
first.plotSymbol.size = Size(width: 6, height: 6)
first.plotSymbol.fill = Fill(color: Color(hex: "#4fa3e0"))
first.plotSymbol.lineStyle = nil
first.areaFill = Fill(gradient: Gradient(from: Color(hex: "#4fa3e0").withAlpha(0.3), to: Color(hex: "#4fa3e0").withAlpha(0), angle: -90))
first.areaBaseValue = 0
graph.add(first)
let second = ScatterPlot(identifier: "In store", x: weeks, y: stores)
second.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#f5a623"), dashPattern: [7, 3])
graph.add(second)
graph.legend = Legend(graph: graph)
graph.legendAnchor = .topRight

graph

// Symbols filled with a radial gradient whose highlight sits up and to the left, on a dark plot (the latency
// monitor's look): light blue to cyan balls joined by a thin grey line.
let graph = XYGraph(width: 600, height: 360, theme: .plainBlack)
graph.title = "Radial gradient symbols"
let space = graph.defaultPlotSpace
space.xRange = 0...60
space.yRange = 0...1.2
graph.axisSet.xAxis.majorIntervalLength = 10
graph.axisSet.xAxis.title = "Seconds"
graph.axisSet.yAxis.majorIntervalLength = 0.2
graph.axisSet.yAxis.title = "Latency (s)"

var xs: [Double] = []
var ys: [Double] = []
for i in 0..<30 {
    let t = Double(i) * 2 + 1
    xs.append(t)
    ys.append(0.45 + 0.25 * sin(t / 6) + 0.18 * sin(t * 1.3) * cos(t / 11))
}
let plot = ScatterPlot(identifier: "latency", x: xs, y: ys)
plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .gray)
var gradient = Gradient(from: Color(red: 0.75, green: 0.75, blue: 1, alpha: 1), to: .cyan)
gradient.gradientType = .radial
gradient.startAnchor = Point(x: 0.3, y: 0.7)
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 11, height: 11)
plot.plotSymbol.fill = Fill(gradient: gradient)
plot.plotSymbol.lineStyle = nil
graph.add(plot)
graph

// The four ways a scatter plot joins its points: linear, stepped, histogram and curved, on the same data.
let graph = XYGraph(width: 600, height: 420)
graph.title = "Scatter plot interpolations"
let space = graph.defaultPlotSpace
space.xRange = -0.5...10.5
space.yRange = -0.5...16.5
let x = graph.axisSet.xAxis
x.majorIntervalLength = 1
x.minorTicksPerInterval = 0
x.orthogonalPosition = -0.5
let y = graph.axisSet.yAxis
y.labelingPolicy = .none
y.orthogonalPosition = -0.5
y.majorGridLineStyle = nil

let xs = [0.0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
let shape = [1.6, 2.4, 1.2, 2.8, 3.0, 1.4, 1.8, 3.2, 2.2, 2.6, 1.0]
let kinds: [ScatterPlotInterpolation] = [.curved, .histogram, .stepped, .linear]
let identifiers = ["curved", "histogram", "stepped", "linear"]
let colors: [Color] = [.purple, .green, .orange, .blue]
for index in 0..<4 {
    let offset = Double(index) * 4
    let plot = ScatterPlot(identifier: identifiers[index], x: xs, y: shape.map { $0 + offset })
    plot.interpolation = kinds[index]
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    plot.dataLineStyle.lineJoin = .round
    plot.plotSymbol = PlotSymbol.ellipse()
    plot.plotSymbol.size = Size(width: 6, height: 6)
    plot.plotSymbol.fill = Fill(color: .white)
    plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1.5, lineColor: colors[index])
    graph.add(plot)
}
// A line-less plot whose data labels name the bands.
let names = ScatterPlot(identifier: "names", x: [-0.3, -0.3, -0.3, -0.3], y: [15.6, 11.6, 7.6, 3.6])
names.dataLineStyle = nil
names.dataLabels = ["linear", "stepped", "histogram", "curved"]
names.labelTextStyle = TextStyle(fontSize: 11, color: Color(white: 0.3))
names.labelOffset = 0
graph.add(names)
graph

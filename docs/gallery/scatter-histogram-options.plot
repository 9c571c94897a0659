// Histogram interpolation steps halfway between points; skipFirst and skipSecond slant one half of each step.
let graph = XYGraph(width: 600, height: 400)
graph.title = "Histogram options"
let space = graph.defaultPlotSpace
space.xRange = -0.5...12.5
space.yRange = 0...21
let x = graph.axisSet.xAxis
x.majorIntervalLength = 1
x.minorTicksPerInterval = 0
let y = graph.axisSet.yAxis
y.labelingPolicy = .none
y.orthogonalPosition = -0.5
y.majorGridLineStyle = nil

let xs = Array(0...12).map { Double($0) }
let counts = [1.0, 2.5, 4.0, 3.2, 5.0, 4.4, 2.6, 3.0, 1.6, 2.2, 0.8, 1.8, 1.2]
let options: [ScatterPlotHistogramOption] = [.skipSecond, .skipFirst, .normal]
let names = ["skipSecond", "skipFirst", "normal"]
let colors: [Color] = [.red, .purple, .blue]
for index in 0..<3 {
    let offset = Double(index) * 7 + 0.5
    let plot = ScatterPlot(identifier: names[index], x: xs, y: counts.map { $0 + offset })
    plot.interpolation = .histogram
    plot.histogramOption = options[index]
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    plot.areaFill = Fill(color: colors[index].withAlphaComponent(0.12))
    plot.areaBaseValue = offset
    plot.plotSymbol = PlotSymbol.ellipse()
    plot.plotSymbol.fill = Fill(color: colors[index])
    plot.plotSymbol.lineStyle = nil
    graph.add(plot)
}
let labels = ScatterPlot(identifier: "names", x: [8.3, 8.3, 8.3], y: [5.6, 12.6, 19.6])
labels.dataLineStyle = nil
labels.dataLabels = names
labels.labelTextStyle = TextStyle(fontName: "DejaVu Sans Mono", fontSize: 11, color: Color(white: 0.3))
labels.labelOffset = 0
graph.add(labels)
graph

// Custom axis labels
// `labelingPolicy = .none` with `axisLabels`: the x axis shows quarter names at the middle of each quarter
// (ticks at the quarter boundaries come from `majorTickLocations`), one of them in bold red with its own
// `AxisLabel(text:tickLocation:textStyle:)`; the y axis labels only three levels, by name.
let graph = XYGraph(width: 600, height: 340)
graph.title = "Quarterly sales"
let space = graph.defaultPlotSpace
space.xRange = 0...12
space.yRange = 0...100

let x = graph.axisSet.xAxis
x.labelingPolicy = .none
x.majorTickLocations = [0, 3, 6, 9, 12]
x.minorTickLocations = [1, 2, 4, 5, 7, 8, 10, 11]
x.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.88))
x.majorTickLength = 14
var labels: [AxisLabel] = []
let names = ["Q1 · winter", "Q2 · spring", "Q3 · summer", "Q4 · autumn"]
for (index, name) in names.enumerated() {
    labels.append(AxisLabel(text: name, tickLocation: Double(index) * 3 + 1.5))
}
labels[2].textStyle = TextStyle(fontSize: 11, color: .red, fontWeight: .bold)
x.axisLabels = labels

let y = graph.axisSet.yAxis
y.labelingPolicy = .none
y.majorTickLocations = [25, 50, 75]
y.axisLabels = [AxisLabel(text: "low", tickLocation: 25), AxisLabel(text: "target", tickLocation: 50), AxisLabel(text: "high", tickLocation: 75)]
y.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.88), dashPattern: [3, 3])

var months: [Double] = []
var sales: [Double] = []
for month in 0...12 {
    months.append(Double(month))
    sales.append(38 + 22 * sin(Double(month - 2) / 12 * 2 * pi) + 4 * cos(Double(month) * 1.7))
}
let plot = ScatterPlot(identifier: "Sales", x: months, y: sales)
plot.interpolation = .curved
plot.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#4e79a7"))
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 6, height: 6)
plot.plotSymbol.fill = Fill(color: .white)
plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(hex: "#4e79a7"))
graph.add(plot)

graph

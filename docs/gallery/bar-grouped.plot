// Grouped bars: a BarPlotGroup puts its plots side by side at each location, in slot order.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Rainfall by season"
let space = graph.defaultPlotSpace
space.xRange = -0.5...3.5
space.yRange = 0...400
let x = graph.axisSet.xAxis
x.labelingPolicy = .locationsProvided
x.majorTickLocations = [0, 1, 2, 3]
x.minorTicksPerInterval = 0
x.majorTickLength = 0
x.majorGridLineStyle = nil
let seasons = ["Winter", "Spring", "Summer", "Autumn"]
x.labelFormatter = { value in seasons[Int(value)] }
let y = graph.axisSet.yAxis
y.majorIntervalLength = 50
y.orthogonalPosition = -0.5
y.title = "Rainfall (mm)"

let cities = ["Lisbon", "London", "Oslo"]
let rain = [[307.0, 171.8, 27.0, 246.5], [167.0, 136.4, 146.3, 196.0], [151.0, 144.0, 253.0, 290.0]]
var plots: [BarPlot] = []
for index in 0..<3 {
    let plot = BarPlot(identifier: cities[index], locations: [0, 1, 2, 3], tips: rain[index])
    plot.barCornerRadius = 2
    plot.labelTextStyle = TextStyle(fontSize: 9, color: Color(white: 0.3))
    plot.labelFormatter = { value in "\(Int(value))" }
    plots.append(plot)
    graph.add(plot)
}
let group = BarPlotGroup(plots: plots, groupWidth: 0.78, barGap: 0.03)
// The legend: one entry per city, its swatch the city's bar, below the plot area.
let legend = Legend(graph: graph)
legend.numberOfRows = 1
legend.columnMargin = 16
graph.legend = legend
graph.legendAnchor = .bottom
graph

// Diverging stacked bars: negative amounts stack leftwards from the base and positive ones rightwards, so
// disagreement and agreement grow away from a common zero line.
let graph = XYGraph(width: 620, height: 340)
graph.title = "“The new release is easier to use”"
let teams = ["Design", "Support", "Sales", "Engineering", "Operations"]
let space = graph.defaultPlotSpace
space.xRange = -60...80
space.yRange = -0.6...4.6
let x = graph.axisSet.xAxis
x.majorIntervalLength = 20
x.orthogonalPosition = -0.6
x.labelFormatter = { value in "\(Int(abs(value)))%" }
let y = graph.axisSet.yAxis
y.labelingPolicy = .locationsProvided
y.majorTickLocations = [0, 1, 2, 3, 4]
y.minorTicksPerInterval = 0
y.majorTickLength = 0
y.majorGridLineStyle = nil
y.orthogonalPosition = -60
y.labelFormatter = { value in teams[Int(value)] }

let rows = [0.0, 1, 2, 3, 4]
let disagree = [-12.0, -18.0, -9.0, -25.0, -14.0]
let stronglyDisagree = [-4.0, -9.0, -3.0, -16.0, -6.0]
let agree = [41.0, 38.0, 45.0, 30.0, 42.0]
let stronglyAgree = [22.0, 14.0, 28.0, 9.0, 17.0]
let red = Color(red: 0.84, green: 0.19, blue: 0.15, alpha: 1)
let blue = Color(red: 0.19, green: 0.42, blue: 0.7, alpha: 1)
let names = ["disagree", "strongly disagree", "agree", "strongly agree"]
let amounts = [disagree, stronglyDisagree, agree, stronglyAgree]
let fills = [Fill(color: red.withAlphaComponent(0.55)), Fill(color: red), Fill(color: blue.withAlphaComponent(0.55)), Fill(color: blue)]
var plots: [BarPlot] = []
for index in 0..<4 {
    let plot = BarPlot(identifier: names[index], locations: rows, tips: amounts[index])
    plot.barsAreHorizontal = true
    plot.barWidth = 0.62
    plot.fill = fills[index]
    plot.labelTextStyle = TextStyle(fontSize: 9.5, color: .white)
    plot.labelFormatter = { value in "\(Int(abs(value)))" }
    if index > 0 { plot.stack(on: plots[index - 1]) }
    plots.append(plot)
    graph.add(plot)
}
// The zero line over the bars.
let zero = ScatterPlot(identifier: "zero", x: [0, 0], y: [-0.6, 4.5])
zero.dataLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.2))
graph.add(zero)
// The legend lists the answers from most negative to most positive, in one row under the plot area.
let legend = Legend(plots: [plots[1], plots[0], plots[2], plots[3]])
legend.numberOfRows = 1
legend.columnMargin = 14
graph.legend = legend
graph.legendAnchor = .bottom
graph

// Logarithmic scale
// `space.yScaleType = .log`: the y axis ticks at powers of ten (automatic labels switch to 10ⁿ for a range
// this wide) with minor ticks at 2…9 × 10ⁿ and a minor grid; three growth curves that would crowd the bottom
// of a linear axis read as straight lines.
let graph = XYGraph(width: 600, height: 400)
graph.title = "Compound growth"
let space = graph.defaultPlotSpace
space.xRange = 0...40
space.yScaleType = .log
space.yRange = 1...1e7

let x = graph.axisSet.xAxis
x.majorIntervalLength = 5
x.title = "Years"
let y = graph.axisSet.yAxis
y.labelingPolicy = .automatic
y.minorGridLineStyle = LineStyle(lineWidth: 0.5, lineColor: Color(white: 0.94))
y.title = "Value"

let rates = [0.1, 0.25, 0.45]
let colors = [Color.blue, Color.orange, Color.red]
for (index, rate) in rates.enumerated() {
    var xs: [Double] = []
    var ys: [Double] = []
    for year in 0...40 {
        xs.append(Double(year))
        ys.append(pow(1 + rate, Double(year)) * (1 + 0.05 * sin(Double(year))))
    }
    let plot = ScatterPlot(identifier: "\(Int(rate * 100))% a year", x: xs, y: ys)
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    graph.add(plot)
}
graph.legend = Legend(graph: graph)
graph.legendPlacement = .inside
graph.legendAnchor = .topLeft
graph.legend.fill = Fill(color: Color(white: 1, alpha: 0.85))

graph

// Legend inside the plot area
// `graph.legendPlacement = .inside` with `legendAnchor = .topLeft`: the legend floats over the plot area,
// inset from its corner, in two columns (`numberOfColumns = 2`), on a translucent white box with a soft
// shadow, so it reads over the grid.
let graph = XYGraph(width: 560, height: 360)
graph.title = "Server response time"
let space = graph.defaultPlotSpace
space.xRange = 0...60
space.yRange = 0...400
graph.axisSet.xAxis.majorIntervalLength = 10
graph.axisSet.xAxis.title = "Minutes"
graph.axisSet.yAxis.majorIntervalLength = 100
graph.axisSet.yAxis.title = "ms"

let names = ["p50", "p90", "p99", "max"]
let colors = [Color(hex: "#4e79a7"), Color(hex: "#f28e2b"), Color(hex: "#e15759"), Color(hex: "#76b7b2")]
for (index, name) in names.enumerated() {
    var xs: [Double] = []
    var ys: [Double] = []
    for minute in 0...60 {
        let t = Double(minute)
        xs.append(t)
        ys.append(40 + 55 * Double(index) + (10 + 14 * Double(index)) * (1 + sin(t / 7 + Double(index))) + 6 * sin(t * 1.9))
    }
    let plot = ScatterPlot(identifier: name, x: xs, y: ys)
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    graph.add(plot)
}

let legend = Legend(graph: graph)
legend.numberOfColumns = 2
legend.fill = Fill(color: Color(white: 1, alpha: 0.9))
legend.borderLineStyle = LineStyle(lineWidth: 0.5, lineColor: Color(white: 0.7))
legend.cornerRadius = 6
legend.shadow = Shadow(offset: Size(width: 1, height: -2), blurRadius: 4, color: Color(white: 0, alpha: 0.25))
graph.legend = legend
graph.legendPlacement = .inside
graph.legendAnchor = .topLeft

graph

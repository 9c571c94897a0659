// Legend outside, on the right
// `graph.legendAnchor = .right` with the default outside placement: the legend sits beyond the y axis labels
// and the plot area frame's automatic padding makes room for it. One column, a border, rounded corners, a
// swatch per plot (its line and symbol) and a title per entry.
let graph = XYGraph(width: 640, height: 360)
graph.title = "Monthly rainfall"
let space = graph.defaultPlotSpace
space.xRange = 0.5...12.5
space.yRange = 0...160
graph.axisSet.xAxis.axisConstraints = Constraints(lowerOffset: 0)
graph.axisSet.yAxis.majorIntervalLength = 40
graph.axisSet.yAxis.title = "mm"

let cities = ["Lisbon", "Porto", "Faro", "Madeira"]
let colors = [Color.blue, Color.orange, Color.green, Color.purple]
let symbols = [PlotSymbol.ellipse(), PlotSymbol.rectangle(), PlotSymbol.diamond(), PlotSymbol.triangle()]
for (index, city) in cities.enumerated() {
    var ys: [Double] = []
    for month in 1...12 {
        let m = Double(month)
        ys.append(max(2, (110 - 18 * Double(index)) * (0.55 + 0.45 * cos((m - 1) / 12 * 2 * pi)) + 6 * sin(m * (1.5 + Double(index)))))
    }
    let plot = ScatterPlot(identifier: city, x: Array(1...12), y: ys)
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    plot.plotSymbol = symbols[index]
    plot.plotSymbol.size = Size(width: 7, height: 7)
    plot.plotSymbol.fill = Fill(color: colors[index])
    plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1, lineColor: .white)
    graph.add(plot)
}

let legend = Legend(graph: graph)
legend.borderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.8))
legend.cornerRadius = 4
legend.fill = Fill(color: Color(white: 0.98))
legend.rowMargin = 6
graph.legend = legend
graph.legendAnchor = .right

graph

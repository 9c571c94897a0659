// Every plot symbol type, filled where the shape can be filled, with its name as a data label.
let graph = XYGraph(width: 620, height: 300)
graph.title = "Plot symbols"
graph.axisSet.xAxis.hidden = true
graph.axisSet.yAxis.hidden = true
let space = graph.defaultPlotSpace
space.xRange = -0.6...6.6
space.yRange = -0.45...1.45

let types: [PlotSymbolType] = [.rectangle, .ellipse, .diamond, .triangle, .star, .pentagon, .hexagon,
                               .cross, .plus, .dash, .snow]
let names = ["rectangle", "ellipse", "diamond", "triangle", "star", "pentagon", "hexagon",
             "cross", "plus", "dash", "snow"]
for index in 0..<11 {
    let column = Double(index < 7 ? index : index - 6)
    let row = index < 7 ? 1.0 : 0.0
    let plot = ScatterPlot(identifier: names[index], x: [column], y: [row])
    plot.dataLineStyle = nil
    plot.plotSymbol = PlotSymbol(symbolType: types[index], size: Size(width: 24, height: 24))
    plot.plotSymbol.fill = Fill(color: Color.blue.withAlphaComponent(0.35))
    plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1.5, lineColor: .blue)
    plot.dataLabels = [names[index]]
    plot.labelTextStyle = TextStyle(fontSize: 11, color: Color(white: 0.25))
    plot.labelOffset = 6
    graph.add(plot)
}
// A custom symbol: a polygon in any coordinates (y up), scaled to the symbol's size.
let arrow = ScatterPlot(identifier: "custom", x: [5], y: [0])
arrow.dataLineStyle = nil
arrow.plotSymbol = PlotSymbol.custom(points: [Point(x: 0, y: 3), Point(x: 2, y: 1), Point(x: 0.8, y: 1),
                                              Point(x: 0.8, y: -2), Point(x: -0.8, y: -2), Point(x: -0.8, y: 1),
                                              Point(x: -2, y: 1)],
                                     size: Size(width: 18, height: 24))
arrow.plotSymbol.fill = Fill(gradient: Gradient(from: .orange, to: .red, angle: -90))
arrow.plotSymbol.lineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.3))
arrow.dataLabels = ["custom"]
arrow.labelTextStyle = TextStyle(fontSize: 11, color: Color(white: 0.25))
arrow.labelOffset = 6
graph.add(arrow)
graph

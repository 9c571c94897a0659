// Category scale from strings
// x values given as strings become the plot space's categories (0, 1, 2… in order of first appearance), the
// x scale turns to `.category`, and the axis labels each category by name; `scaleToFit` leaves half a
// category of room at each end. Two series share the categories.
let graph = XYGraph(width: 600, height: 360)
graph.title = "Median rent by district"
let days = ["Alfama", "Baixa", "Chiado", "Belém", "Alcântara", "Benfica", "Lumiar", "Olivais"]
let rent2019 = [1050, 1180, 1320, 980, 890, 760, 820, 700]
let rent2024 = [1480, 1610, 1790, 1350, 1240, 1010, 1120, 940]

let before = ScatterPlot(identifier: "2019", x: days, y: rent2019)
before.dataLineStyle = nil
before.plotSymbol = PlotSymbol.ellipse()
before.plotSymbol.size = Size(width: 10, height: 10)
before.plotSymbol.fill = Fill(color: Color(white: 0.75))
before.plotSymbol.lineStyle = nil
graph.add(before)

let after = ScatterPlot(identifier: "2024", x: days, y: rent2024)
after.dataLineStyle = nil
after.plotSymbol = PlotSymbol.ellipse()
after.plotSymbol.size = Size(width: 10, height: 10)
after.plotSymbol.fill = Fill(color: Color(hex: "#e15759"))
after.plotSymbol.lineStyle = nil
graph.add(after)

let space = graph.defaultPlotSpace
space.scaleToFit(graph.allPlots, for: .x)
space.yRange = 600...1900
graph.axisSet.xAxis.axisConstraints = Constraints(lowerOffset: 0)
graph.axisSet.xAxis.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.93))
graph.axisSet.yAxis.majorIntervalLength = 200
graph.axisSet.yAxis.labelFormatter = .currency(symbol: "€")
graph.axisSet.yAxis.axisConstraints = Constraints(lowerOffset: 0)
graph.legend = Legend(graph: graph)
graph.legendAnchor = .topRight

graph

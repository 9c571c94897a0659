// Crowded category labels slant instead of vanishing
// Category labels cannot be thinned without losing names, so when they would overlap the x axis slants them
// by 45°, each ending at its tick; the automatic padding grows to fit them.
let graph = XYGraph(width: 560, height: 380)
graph.title = "Downloads by package"
let packages = ["swift-argument-parser", "swift-collections", "swift-nio", "swift-crypto", "swift-log", "swift-metrics", "swift-system", "swift-numerics", "swift-algorithms", "swift-atomics"]
let downloads = [9100000, 8400000, 7900000, 6200000, 5800000, 3100000, 2900000, 2200000, 1900000, 1400000]
let plot = ScatterPlot(identifier: "Downloads", x: packages, y: downloads)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#f28e2b"))
plot.areaFill = Fill(color: Color(hex: "#f28e2b").withAlpha(0.25))
plot.areaBaseValue = 0
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.fill = Fill(color: Color(hex: "#f28e2b"))
plot.plotSymbol.lineStyle = nil
graph.add(plot)

let space = graph.defaultPlotSpace
space.scaleToFit([plot], for: .x)
space.yRange = 0...10000000
graph.axisSet.yAxis.majorIntervalLength = 2000000
graph.axisSet.yAxis.labelFormatter = .abbreviated
graph.axisSet.yAxis.axisConstraints = Constraints(lowerOffset: 0)

graph

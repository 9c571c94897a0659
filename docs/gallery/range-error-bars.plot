// Error bars: a range plot with distances above and below (highValues, lowValues) and left and right
// (leftValues, rightValues) of each point, end caps barWidth points wide and a gap around the point, under a
// scatter plot of the measurements.
let graph = XYGraph(width: 600, height: 400)
graph.title = "Thermal conductivity"
let space = graph.defaultPlotSpace
space.xRange = 0...100
space.yRange = 0...2.5
let x = graph.axisSet.xAxis
x.majorIntervalLength = 20
x.title = "Temperature (°C)"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 0.5
y.title = "k (W/m·K)"

let temperature = [10.0, 22, 35, 47, 58, 71, 83, 94]
let conductivity = [0.62, 0.78, 0.95, 1.08, 1.31, 1.47, 1.66, 1.92]
let errors = [0.08, 0.10, 0.07, 0.12, 0.11, 0.09, 0.15, 0.13]
let spread = [2.0, 2.5, 1.5, 3.0, 2.0, 2.5, 3.5, 2.0]
let bars = RangePlot(identifier: "uncertainty", x: temperature, y: conductivity, high: errors, low: errors)
bars.leftValues = spread
bars.rightValues = spread
bars.barLineStyle = LineStyle(lineWidth: 1.2, lineColor: Color(white: 0.3))
bars.barWidth = 7
bars.gapHeight = 10
bars.gapWidth = 10
graph.add(bars)

let points = ScatterPlot(identifier: "measured", x: temperature, y: conductivity)
points.dataLineStyle = nil
points.plotSymbol = PlotSymbol.diamond()
points.plotSymbol.size = Size(width: 8, height: 8)
points.plotSymbol.fill = Fill(color: .red)
points.plotSymbol.lineStyle = nil
graph.add(points)
graph

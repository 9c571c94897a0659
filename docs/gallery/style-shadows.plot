// Shadows on plots and layers
// `plot.shadow = Shadow(offset:blurRadius:color:)` casts a soft shadow under everything a plot draws (its line
// and symbols), and layers cast theirs under their background: a floating callout with a blurred shadow, and a
// hard-edged offset shadow (blur 0) under the plot area.
let graph = XYGraph(width: 600, height: 380)
graph.fill = Fill(color: Color(hex: "#f4f1ea"))
graph.title = "Shadows"
let plotArea = graph.plotAreaFrame.plotArea
plotArea.fill = Fill(color: .white)
plotArea.shadow = Shadow(offset: Size(width: 5, height: -5), blurRadius: 0, color: Color(hex: "#d8cfbd"))
graph.plotAreaFrame.fill = nil
let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...10
graph.axisSet.xAxis.majorGridLineStyle = nil
graph.axisSet.yAxis.majorGridLineStyle = nil
graph.axisSet.xAxis.majorIntervalLength = 2
graph.axisSet.yAxis.majorIntervalLength = 2

var xs: [Double] = []
var ys: [Double] = []
for i in 0...10 {
    xs.append(Double(i))
    ys.append(4.5 + 3 * sin(Double(i) / 1.7))
}
let plot = ScatterPlot(identifier: "Lifted", x: xs, y: ys)
plot.interpolation = .curved
plot.dataLineStyle = LineStyle(lineWidth: 4, lineColor: Color(hex: "#e15759"))
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 12, height: 12)
plot.plotSymbol.fill = Fill(color: .white)
plot.plotSymbol.lineStyle = LineStyle(lineWidth: 3, lineColor: Color(hex: "#e15759"))
plot.shadow = Shadow(offset: Size(width: 0, height: -4), blurRadius: 5, color: Color(white: 0, alpha: 0.35))
graph.add(plot)

let callout = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [3, 7.44])
let box = TextLayer(text: "peak: 7.44", style: TextStyle(fontSize: 13, color: Color(white: 0.15), fontWeight: .semibold))
box.fill = Fill(color: .white)
box.cornerRadius = 5
box.paddingLeft = 9
box.paddingRight = 9
box.paddingTop = 5
box.paddingBottom = 5
box.shadow = Shadow(offset: Size(width: 2, height: -3), blurRadius: 6, color: Color(white: 0, alpha: 0.3))
callout.contentLayer = box
callout.contentAnchorPoint = Point(x: 0.5, y: 0)
callout.displacement = Point(x: 0, y: 14)
graph.plotAreaFrame.plotArea.addAnnotation(callout)

graph

// Title anchors and displacement
// `graph.titlePlotAreaFrameAnchor = .topLeft` sets the title flush with the left of the axis labels, as many
// publications do; the legend sits at the top right (`legendAnchor = .topRight`), and a smaller subtitle comes
// from a `LayerAnnotation` tied to the plot area's top-left corner, raised 8 points with `displacement`.
let graph = XYGraph(width: 600, height: 360)
graph.title = "Global temperature anomaly"
graph.titlePlotAreaFrameAnchor = .topLeft
graph.titleTextStyle.fontSize = 16
let space = graph.defaultPlotSpace
space.xRange = 1880...2024
space.yRange = -0.6...1.8
graph.axisSet.xAxis.majorIntervalLength = 20
graph.axisSet.xAxis.axisConstraints = Constraints(lowerOffset: 0)
graph.axisSet.yAxis.majorIntervalLength = 0.4
graph.axisSet.yAxis.labelingOrigin = -0.4
graph.axisSet.yAxis.labelFormatter = NumberFormatter(fractionDigits: 1, suffix: " °C")

var years: [Double] = []
var anomaly: [Double] = []
var smooth: [Double] = []
for year in 1880...2024 {
    let t = Double(year - 1880)
    years.append(Double(year))
    let base = -0.3 + 0.00009 * t * t + 0.08 * sin(t / 9)
    anomaly.append(base + 0.09 * sin(t * 2.3) + 0.06 * cos(t * 3.7))
    smooth.append(base)
}
let yearly = ScatterPlot(identifier: "Yearly", x: years, y: anomaly)
yearly.dataLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.65))
graph.add(yearly)
let trend = ScatterPlot(identifier: "Trend", x: years, y: smooth)
trend.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: .red)
graph.add(trend)

let subtitle = LayerAnnotation(anchorLayer: graph.plotAreaFrame.plotArea)
subtitle.rectAnchor = .topLeft
subtitle.contentLayer = TextLayer(text: "Difference from the 1951–1980 mean (synthetic data)", style: TextStyle(fontSize: 11, color: Color(white: 0.4)))
subtitle.contentAnchorPoint = Point(x: 0, y: 0)
subtitle.displacement = Point(x: 0, y: 8)
graph.addAnnotation(subtitle)

graph.legend = Legend(graph: graph)
graph.legendAnchor = .topRight

graph

// Layers: padding, borders, corner radius, fills and shadows
// The graph has a pale background and 30-point padding; the plot area frame is a white card with a rounded
// border and a soft shadow (`shadow = Shadow(offset:blurRadius:color:)`, y up as in Core Plot); the plot area
// inside it has its own faint fill and a border.
let graph = XYGraph(width: 600, height: 380)
graph.fill = Fill(gradient: Gradient(from: Color(hex: "#eef2f7"), to: Color(hex: "#dde4ee"), angle: -90))
graph.paddingLeft = 30
graph.paddingRight = 30
graph.paddingTop = 30
graph.paddingBottom = 30
graph.title = "Card layout"

let frame = graph.plotAreaFrame
frame.fill = Fill(color: .white)
frame.cornerRadius = 12
frame.borderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#c5cfdc"))
frame.shadow = Shadow(offset: Size(width: 0, height: -3), blurRadius: 8, color: Color(hex: "#1d2b3a").withAlpha(0.22))
frame.paddingLeft = 56
frame.paddingRight = 24
frame.paddingTop = 48
frame.paddingBottom = 40
frame.plotArea.fill = Fill(color: Color(hex: "#f7f9fc"))
frame.plotArea.borderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#d5dde8"))

let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...1.5
graph.axisSet.xAxis.majorIntervalLength = 2
graph.axisSet.yAxis.majorIntervalLength = 0.25
graph.axisSet.xAxis.axisLineStyle = nil
graph.axisSet.yAxis.axisLineStyle = nil

var xs: [Double] = []
var ys: [Double] = []
for i in 0...100 {
    let x = Double(i) / 10
    xs.append(x)
    ys.append(1 - exp(-x / 1.6) * cos(x * 2.1))
}
let plot = ScatterPlot(identifier: "Step response", x: xs, y: ys)
plot.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#3f6fb5"))
plot.areaFill = Fill(color: Color(hex: "#3f6fb5").withAlpha(0.12))
plot.areaBaseValue = 0
graph.add(plot)

graph

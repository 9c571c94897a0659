// Masking to a rounded border
// The plot area frame has 28-point rounded corners and `masksToBorder = true` (Core Plot's default), so the
// full-bleed area fill and the grid are clipped to the rounded card; the padding is set to zero so the plot
// area reaches the frame's edges.
let graph = XYGraph(width: 520, height: 320)
graph.fill = Fill(color: Color(hex: "#1b1f27"))
let frame = graph.plotAreaFrame
frame.cornerRadius = 28
frame.masksToBorder = true
frame.fill = Fill(gradient: Gradient(colors: [Color(hex: "#243b55"), Color(hex: "#141e30")], angle: -90))
frame.paddingLeft = 0
frame.paddingRight = 0
frame.paddingTop = 0
frame.paddingBottom = 0
frame.borderLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#4b6a8f"))

let space = graph.defaultPlotSpace
space.xRange = 0...24
space.yRange = 0...100
let x = graph.axisSet.xAxis
x.axisLineStyle = nil
x.majorTickLineStyle = nil
x.minorTickLineStyle = nil
x.labelTextStyle = nil
x.majorIntervalLength = 2
x.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 1, alpha: 0.08))
let y = graph.axisSet.yAxis
y.axisLineStyle = nil
y.majorTickLineStyle = nil
y.minorTickLineStyle = nil
y.labelTextStyle = nil
y.majorIntervalLength = 20
y.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 1, alpha: 0.08))

var xs: [Double] = []
var ys: [Double] = []
for i in 0...96 {
    let t = Double(i) / 4
    xs.append(t)
    ys.append(45 + 30 * sin((t - 8) / 24 * 2 * pi) + 6 * sin(t * 1.7))
}
let load = ScatterPlot(identifier: "Load", x: xs, y: ys)
load.dataLineStyle = LineStyle(lineWidth: 3, lineColor: Color(hex: "#5fd3f3"))
load.areaFill = Fill(gradient: Gradient(from: Color(hex: "#5fd3f3").withAlpha(0.55), to: Color(hex: "#5fd3f3").withAlpha(0.05), angle: -90))
load.areaBaseValue = 0
graph.add(load)

let label = LayerAnnotation(anchorLayer: frame)
label.rectAnchor = .topLeft
label.contentAnchorPoint = Point(x: 0, y: 1)
label.displacement = Point(x: 24, y: -20)
label.contentLayer = TextLayer(text: "CPU load · 24 h", style: TextStyle(fontSize: 15, color: .white, fontWeight: .semibold))
graph.addAnnotation(label)

graph

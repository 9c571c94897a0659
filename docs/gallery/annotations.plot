// Annotations at data points and on layers
// `PlotSpaceAnnotation(plotSpace:anchorPlotPoint:)` pins callouts to data: a boxed label above the maximum
// (anchored at its bottom middle, displaced up) and a note beside the minimum; a `LayerAnnotation` puts a
// source note in the plot area's bottom-right corner. The x axis is a date-time axis ticking monthly.
let graph = XYGraph(width: 620, height: 380)
graph.title = "Reservoir level"
let space = graph.defaultPlotSpace
let start = 1704067200.0   // 1 January 2024
space.xScaleType = .dateTime
space.xRange = PlotRange(location: start, length: 366 * 86400)
space.yRange = 0...100
graph.axisSet.xAxis.labelingPolicy = .automatic
graph.axisSet.xAxis.labelFormatter = TimeFormatter(dateFormat: "MMM")
graph.axisSet.yAxis.majorIntervalLength = 20
graph.axisSet.yAxis.labelFormatter = NumberFormatter(suffix: "%")

var days: [Double] = []
var level: [Double] = []
var peak = 0.0
var peakDay = 0.0
var low = 100.0
var lowDay = 0.0
for day in 0...365 {
    let t = Double(day)
    let value = 58 + 27 * cos((t - 60) / 365 * 2 * pi) + 4 * sin(t / 11)
    days.append(start + t * 86400)
    level.append(value)
    if value > peak { peak = value; peakDay = start + t * 86400 }
    if value < low { low = value; lowDay = start + t * 86400 }
}
let plot = ScatterPlot(identifier: "Level", x: days, y: level)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#2c7fb8"))
plot.areaFill = Fill(gradient: Gradient(from: Color(hex: "#2c7fb8").withAlpha(0.35), to: Color(hex: "#2c7fb8").withAlpha(0.05), angle: -90))
plot.areaBaseValue = 0
graph.add(plot)

let top = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [peakDay, peak])
let topBox = TextLayer(text: "max \(Int(round(peak)))%", style: TextStyle(fontSize: 11, color: .white, fontWeight: .bold))
topBox.fill = Fill(color: Color(hex: "#2c7fb8"))
topBox.cornerRadius = 4
topBox.paddingLeft = 6
topBox.paddingRight = 6
topBox.paddingTop = 3
topBox.paddingBottom = 3
top.contentLayer = topBox
top.contentAnchorPoint = Point(x: 0.5, y: 0)
top.displacement = Point(x: 0, y: 8)
graph.plotAreaFrame.plotArea.addAnnotation(top)

let bottom = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [lowDay, low])
bottom.contentLayer = TextLayer(text: "◀ lowest: \(Int(round(low)))%", style: TextStyle(fontSize: 11, color: Color(hex: "#b2182b"), fontWeight: .semibold))
bottom.contentAnchorPoint = Point(x: 0, y: 0.5)
bottom.displacement = Point(x: 6, y: 0)
graph.plotAreaFrame.plotArea.addAnnotation(bottom)

let source = LayerAnnotation(anchorLayer: graph.plotAreaFrame.plotArea)
source.rectAnchor = .bottomRight
source.contentAnchorPoint = Point(x: 1, y: 0)
source.displacement = Point(x: -6, y: 6)
source.contentLayer = TextLayer(text: "Source: synthetic data", style: TextStyle(fontSize: 9, color: Color(white: 0.45), italic: true))
graph.addAnnotation(source)

graph

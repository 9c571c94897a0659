// Exclusion ranges, visible ranges and grid line ranges
// The x axis has `labelExclusionRanges` over a maintenance window (no ticks, labels or grid lines there); the
// y axis covers only 0…80 of its range (`visibleRange`), and its grid lines stop at x = 20
// (`gridLinesRange`), as Core Plot draws them.
let graph = XYGraph(width: 600, height: 360)
graph.title = "Throughput with a maintenance window"
let space = graph.defaultPlotSpace
space.xRange = 0...30
space.yRange = 0...100

let x = graph.axisSet.xAxis
x.majorIntervalLength = 2
x.minorTicksPerInterval = 1
x.labelExclusionRanges = [PlotRange(location: 11, length: 6)]
x.title = "Hour"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 10
y.visibleRange = 0...80
y.gridLinesRange = 0...20
y.title = "Requests/s"

var hours: [Double?] = []
var rate: [Double?] = []
for step in 0...60 {
    let t = Double(step) / 2
    hours.append(t)
    rate.append(t > 11.5 && t < 16.5 ? nil : 55 + 15 * sin(t / 3) + 5 * cos(t * 2.2))
}
let plot = ScatterPlot(identifier: "Throughput", x: hours, y: rate)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#76b7b2"))
plot.areaFill = Fill(color: Color(hex: "#76b7b2").withAlpha(0.2))
plot.areaBaseValue = 0
graph.add(plot)

x.addBackgroundLimitBand(LimitBand(range: 11...17, fill: Fill(color: Color(hex: "#f28e2b").withAlpha(0.12))))
let note = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [14, 50])
note.contentLayer = TextLayer(text: "maintenance", style: TextStyle(fontSize: 11, color: Color(hex: "#b8621b"), italic: true))
graph.plotAreaFrame.plotArea.addAnnotation(note)

graph

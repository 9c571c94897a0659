// Alternating bands and background limit bands
// The y axis paints alternating band fills between its major ticks (`alternatingBandFills`, a white and a
// blue-grey band in turn), and a green `LimitBand` marks the healthy range behind everything, with dashed
// limit lines at its edges drawn behind the data (`drawsBehindData`).
let graph = XYGraph(width: 600, height: 360)
graph.title = "Resting heart rate"
let space = graph.defaultPlotSpace
space.xRange = 1...31
space.yRange = 40...100

let x = graph.axisSet.xAxis
x.majorIntervalLength = 5
x.labelingOrigin = 1
x.minorTicksPerInterval = 4
x.title = "Day of month"
x.majorGridLineStyle = nil
let y = graph.axisSet.yAxis
y.majorIntervalLength = 10
y.majorGridLineStyle = nil
y.alternatingBandFills = [Fill(color: Color(hex: "#f3f5f9")), nil]
y.addBackgroundLimitBand(LimitBand(range: 55...75, fill: Fill(color: Color(hex: "#59a14f").withAlpha(0.14))))
for value in [55.0, 75.0] {
    var edge = LimitLine(value: value, label: value == 75 ? "healthy range" : nil, lineStyle: LineStyle(lineWidth: 1, lineColor: Color(hex: "#59a14f"), dashPattern: [4, 3]))
    edge.drawsBehindData = true
    edge.labelPosition = .leftTop
    edge.labelTextStyle = TextStyle(fontSize: 10, color: Color(hex: "#3b7d33"))
    y.addLimitLine(edge)
}

var days: [Double] = []
var rates: [Double] = []
for day in 1...31 {
    days.append(Double(day))
    rates.append(64 + 6 * sin(Double(day) / 4) + (day == 17 ? 16 : 0) + 3 * cos(Double(day) * 1.9))
}
let plot = ScatterPlot(identifier: "BPM", x: days, y: rates)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#c0392b"))
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 6, height: 6)
plot.plotSymbol.fill = Fill(color: Color(hex: "#c0392b"))
plot.plotSymbol.lineStyle = LineStyle(lineWidth: 1, lineColor: .white)
graph.add(plot)

graph

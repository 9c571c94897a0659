// An error band: a range plot's areaFill through every record's y ± distance, with its edges outlined, behind the
// forecast line; the band widens as the forecast reaches further.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Demand forecast"
let space = graph.defaultPlotSpace
space.xRange = 0...36
space.yRange = 0...200
let x = graph.axisSet.xAxis
x.majorIntervalLength = 6
x.title = "Month"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 50
y.title = "Units (thousands)"

var months: [Double] = []
var actual: [Double?] = []
var forecast: [Double?] = []
var outer: [Double] = []
var inner: [Double] = []
for month in 0...36 {
    let m = Double(month)
    months.append(m)
    let value = 80 + 1.6 * m + 18 * sin(m / 12 * 2 * pi)
    actual.append(month < 18 ? value + 4 * sin(m * 1.3) : (month == 18 ? value : nil))
    forecast.append(month >= 18 ? value : nil)
    let reach = month >= 18 ? m - 18 : 0
    outer.append(2.4 * reach)
    inner.append(1.2 * reach)
}
let wide = RangePlot(identifier: "95%", x: months, y: forecast, high: outer, low: outer)
wide.barLineStyle = nil
wide.areaFill = Fill(color: Color.blue.withAlphaComponent(0.12))
graph.add(wide)
let narrow = RangePlot(identifier: "50%", x: months, y: forecast, high: inner, low: inner)
narrow.barLineStyle = nil
narrow.areaFill = Fill(color: Color.blue.withAlphaComponent(0.2))
narrow.areaBorderLineStyle = LineStyle(lineWidth: 0.75, lineColor: Color.blue.withAlphaComponent(0.5))
graph.add(narrow)
let history = ScatterPlot(identifier: "actual", x: months, y: actual)
history.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(white: 0.2))
graph.add(history)
let line = ScatterPlot(identifier: "forecast", x: months, y: forecast)
line.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue, dashPattern: [6, 3])
graph.add(line)
graph

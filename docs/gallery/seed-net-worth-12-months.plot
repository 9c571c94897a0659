// Net worth, 12 months (seed 002)
// The 12-month graph of the MyWorth app, drawn on a date-time axis: x values are seconds since 1970 at the
// first of each month, the axis ticks on the first of every month (not every 30 days) with a `TimeFormatter`
// showing month names, and the y axis is money shortened with K and M.
let monthLengths = [31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31, 30, 31]
var t = 1717200000.0       // 1 June 2024
var months: [Double] = []
var worth: [Double] = []
for i in 0...12 {
    months.append(t)
    worth.append(round(198000 + 3900 * Double(i) + 9000 * sin(Double(i) / 2.2)))
    t += Double(monthLengths[i]) * 86400
}

let graph = XYGraph(width: 640, height: 360)
graph.title = "Net worth — last 12 months"

let space = graph.defaultPlotSpace
space.xScaleType = .dateTime
space.xRange = PlotRange(location: months[0] - 10 * 86400, length: months[12] - months[0] + 20 * 86400)
space.yRange = 180000...260000

let x = graph.axisSet.xAxis
x.labelingPolicy = .automatic
x.labelFormatter = TimeFormatter(dateFormat: "MMM")
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.majorIntervalLength = 20000
y.minorTicksPerInterval = 1
y.labelFormatter = .currency(abbreviated: true)
y.axisConstraints = Constraints(lowerOffset: 0)

let line = ScatterPlot(identifier: "Net worth", x: months, y: worth)
line.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#3b7d33"))
line.areaFill = Fill(gradient: Gradient(from: Color(hex: "#59a14f").withAlpha(0.30), to: Color(hex: "#59a14f").withAlpha(0.03), angle: -90))
line.areaBaseValue = 180000
line.plotSymbol = PlotSymbol.diamond()
line.plotSymbol.size = Size(width: 9, height: 9)
line.plotSymbol.fill = Fill(color: Color(hex: "#3b7d33"))
line.plotSymbol.lineStyle = LineStyle(lineWidth: 1, lineColor: .white)
graph.add(line)

graph

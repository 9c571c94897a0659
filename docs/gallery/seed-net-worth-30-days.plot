// Net worth, 30 days (seed 002)
// The 30-day graph of the MyWorth finance app: one point per day, the x values are day indices that a
// `CalendarFormatter` turns into dates ("dd MMM", counting days from a reference date, as the app's date
// formatter asked its data holder), and the y axis is money shortened with K and M ($245K), as the app's net
// worth formatter did.
let start = 1717200000.0   // 1 June 2024, 00:00 UTC, in seconds since 1970
var days: [Double] = []
var worth: [Double] = []
for day in 0..<30 {
    days.append(Double(day))
    worth.append(round(231000 + 420 * Double(day) + 5200 * sin(Double(day) / 3.1) + 2100 * cos(Double(day) * 1.3)))
}

let graph = XYGraph(width: 640, height: 360)
graph.title = "Net worth — last 30 days"

let space = graph.defaultPlotSpace
space.xRange = -0.5...29.5
space.yRange = 220000...250000

let x = graph.axisSet.xAxis
x.majorIntervalLength = 7
x.minorTicksPerInterval = 6
x.labelFormatter = CalendarFormatter(dateFormat: "dd MMM", referenceDate: start, referenceCalendarUnit: .day)
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.majorIntervalLength = 5000
y.labelFormatter = .currency(abbreviated: true)
y.axisConstraints = Constraints(lowerOffset: 0)

let line = ScatterPlot(identifier: "Net worth", x: days, y: worth)
line.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#2a7ab0"))
line.dataLineStyle.lineJoin = .round
line.areaFill = Fill(gradient: Gradient(from: Color(hex: "#2a7ab0").withAlpha(0.28), to: Color(hex: "#2a7ab0").withAlpha(0.02), angle: -90))
line.areaBaseValue = 220000
line.plotSymbol = PlotSymbol.ellipse()
line.plotSymbol.size = Size(width: 5, height: 5)
line.plotSymbol.fill = Fill(color: .white)
line.plotSymbol.lineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(hex: "#2a7ab0"))
graph.add(line)

graph

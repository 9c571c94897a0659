// Date-time axis: months and years
// Two and a half years of weekly values: the ticks fall on the first of months (every quarter here, as the
// labels need the room) and never every 30 days; labels read "Apr", with the year at January and at the first
// tick. Alternating band fills mark the quarters.
let start = 1672531200.0   // 1 January 2023
var xs: [Double] = []
var price: [Double] = []
for week in 0..<130 {
    let t = Double(week)
    xs.append(start + t * 7 * 86400)
    price.append(42 + 0.12 * t + 6 * sin(t / 9) + 2 * sin(t * 1.3))
}

let graph = XYGraph(width: 640, height: 340)
graph.title = "Weekly closing price"
let space = graph.defaultPlotSpace
space.xScaleType = .dateTime
space.xRange = PlotRange(location: start, length: 130 * 7 * 86400)
space.yRange = 30...70

let x = graph.axisSet.xAxis
x.labelingPolicy = .automatic
x.axisConstraints = Constraints(lowerOffset: 0)
x.alternatingBandFills = [Fill(color: Color(white: 0.965)), nil]
x.majorGridLineStyle = nil
let y = graph.axisSet.yAxis
y.majorIntervalLength = 10
y.labelFormatter = .currency
y.axisConstraints = Constraints(lowerOffset: 0)

let plot = ScatterPlot(identifier: "Close", x: xs, y: price)
plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#59a14f"))
graph.add(plot)

graph

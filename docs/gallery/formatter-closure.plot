// Closure label formatters
// `labelFormatter` takes a closure from the value to its label: the x axis turns month numbers into
// "Jan ’24"-style labels, the y axis writes thousands as "9k" and adds the unit only to the top label; the
// closures can use anything the language has (arrays, string interpolation, arithmetic).
let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
let graph = XYGraph(width: 600, height: 340)
graph.title = "Subscribers"
let space = graph.defaultPlotSpace
space.xRange = 0...23
space.yRange = 0...15000

let x = graph.axisSet.xAxis
x.majorIntervalLength = 3
x.minorTicksPerInterval = 2
x.labelFormatter = { value in
    let index = Int(value)
    return "\(months[index % 12]) ’\(24 + index / 12)"
}
let y = graph.axisSet.yAxis
y.majorIntervalLength = 3000
y.labelFormatter = { value in
    if value == 0 { return "0" }
    return value == 15000 ? "15k users" : "\(Int(value / 1000))k"
}

var xs: [Double] = []
var ys: [Double] = []
for month in 0...23 {
    xs.append(Double(month))
    ys.append(900 + 300 * Double(month) + 10 * Double(month * month) + 250 * sin(Double(month)))
}
let plot = ScatterPlot(identifier: "Subscribers", x: xs, y: ys)
plot.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#b07aa1"))
plot.plotSymbol = PlotSymbol.rectangle()
plot.plotSymbol.size = Size(width: 5, height: 5)
plot.plotSymbol.fill = Fill(color: Color(hex: "#b07aa1"))
plot.plotSymbol.lineStyle = nil
graph.add(plot)

graph

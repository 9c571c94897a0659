// Log-modulus scale
// `space.yScaleType = .logModulus` maps sign(y)·log10(|y| + 1): like a log scale, but defined for zero and
// negative values, so a start-up's cash position, from a €200K hole to €3M, reads on one axis. Ticks fall on
// 0 and ±10ⁿ; the labels are money, abbreviated; a limit line marks break-even.
var months: [Double] = []
var cash: [Double] = []
for month in 0...48 {
    let t = Double(month)
    months.append(t)
    if month <= 14 {
        cash.append(-14000 * t - 800 * t * sin(t))
    } else {
        cash.append(-196000 + 21000 * (pow(1.145, t - 14) - 1))
    }
}

let graph = XYGraph(width: 600, height: 400)
graph.title = "Cash position"
let space = graph.defaultPlotSpace
space.xRange = 0...48
space.yScaleType = .logModulus
space.yRange = -1000000...10000000

let x = graph.axisSet.xAxis
x.majorIntervalLength = 6
x.title = "Months since founding"
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.labelingPolicy = .automatic
y.labelFormatter = .currency(symbol: "€", abbreviated: true)
y.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.9))

let plot = ScatterPlot(identifier: "Cash", x: months, y: cash)
plot.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#4e79a7"))
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 5, height: 5)
plot.plotSymbol.fill = Fill(color: Color(hex: "#4e79a7"))
plot.plotSymbol.lineStyle = nil
graph.add(plot)

var breakEven = LimitLine(value: 0, label: "break-even", lineStyle: LineStyle(lineWidth: 1, lineColor: Color(white: 0.3), dashPattern: [4, 3]))
breakEven.labelTextStyle = TextStyle(fontSize: 10, color: Color(white: 0.3))
breakEven.labelPosition = .leftTop
y.addLimitLine(breakEven)

graph

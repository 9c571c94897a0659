// Vertical bars from a base value of 0, coloured by sign with a fillForBar closure, rounded at the tip only,
// with data labels beyond each tip.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Quarterly result"
let space = graph.defaultPlotSpace
space.xRange = 0.4...8.6
space.yRange = -30...50
let x = graph.axisSet.xAxis
x.labelingPolicy = .locationsProvided
x.majorTickLocations = Array(1...8).map { Double($0) }
x.minorTicksPerInterval = 0
let quarters = ["Q1 23", "Q2 23", "Q3 23", "Q4 23", "Q1 24", "Q2 24", "Q3 24", "Q4 24"]
x.labelFormatter = { value in quarters[Int(value) - 1] }
x.majorTickLength = 0
x.majorGridLineStyle = nil
x.orthogonalPosition = -30
let y = graph.axisSet.yAxis
y.majorIntervalLength = 10
y.orthogonalPosition = 0.4
y.labelFormatter = { value in value == 0 ? "0" : String(format: "%+.0f", value).replacingOccurrences(of: "-", with: "−") }
y.title = "Result (M€)"

// The zero line, drawn under the bars.
let zero = ScatterPlot(identifier: "zero", x: [0.4, 8.6], y: [0, 0])
zero.dataLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.35))
graph.add(zero)

let results = [12.5, 18.0, -8.4, 22.1, -21.7, 6.3, 31.2, 44.8]
let bars = BarPlot(identifier: "result", locations: Array(1...8).map { Double($0) }, tips: results)
bars.barWidth = 0.62
bars.barCornerRadius = 4
bars.fillForBar = { index, value in value < 0 ? Fill(color: .red) : Fill(color: .green) }
bars.labelTextStyle = TextStyle(fontSize: 10, color: Color(white: 0.2))
bars.labelFormatter = { value in String(format: "%+.1f", value).replacingOccurrences(of: "-", with: "−") }
graph.add(bars)
graph

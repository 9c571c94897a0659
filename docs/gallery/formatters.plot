// Label formatters
// The left axis writes money abbreviated (`.currency(abbreviated: true)`: $500K, $1.5M), the right axis a
// share as a percentage (`.percent`: 0.25 is 25%), and the x axis seconds as durations (`TimeFormatter()`:
// 30s, 1m30s, 2m); a closure formatter (`{ value in … }`) would serve any other format.
let graph = XYGraph(width: 620, height: 360)
graph.title = "Campaign spend over a three-minute auction"
let left = graph.defaultPlotSpace
left.xRange = 0...180
left.yRange = 0...2500000
let right = XYPlotSpace()
right.xRange = 0...180
right.yRange = 0...1
graph.addPlotSpace(right)

let x = graph.axisSet.xAxis
x.majorIntervalLength = 30
x.labelFormatter = TimeFormatter()
x.axisConstraints = Constraints(lowerOffset: 0)
let y = graph.axisSet.yAxis
y.majorIntervalLength = 500000
y.labelFormatter = .currency(abbreviated: true)
y.labelTextStyle.color = Color(hex: "#4e79a7")
y.axisConstraints = Constraints(lowerOffset: 0)
let share = XYAxis(coordinate: .y)
graph.axisSet.addAxis(share)
share.plotSpace = right
share.axisConstraints = Constraints(upperOffset: 0)
share.tickDirection = .positive
share.majorIntervalLength = 0.25
share.labelFormatter = .percent
share.labelTextStyle.color = Color(hex: "#e15759")
share.majorGridLineStyle = nil

var seconds: [Double] = []
var spend: [Double] = []
var won: [Double] = []
for step in 0...36 {
    let t = Double(step) * 5
    seconds.append(t)
    spend.append(2300000 * (1 - exp(-t / 70)))
    won.append(0.1 + 0.72 * t / 180 + 0.05 * sin(t / 11))
}
let money = ScatterPlot(identifier: "Spend", x: seconds, y: spend)
money.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#4e79a7"))
graph.add(money)
let rate = ScatterPlot(identifier: "Win rate", x: seconds, y: won)
rate.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#e15759"), dashPattern: [6, 3])
graph.add(rate, to: right)
graph.legend = Legend(graph: graph)

graph

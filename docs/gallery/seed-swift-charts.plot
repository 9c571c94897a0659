// Two y axes and limit lines (seed 004)
// The line chart from the Chinese reading of the Swift Charts library: a left y axis from −50 to 200 with an
// upper and a lower limit line, a second data set on a right-hand y axis (its own plot space, pinned with
// `axisConstraints = Constraints(upperOffset: 0)`), a vertical limit line at index 10, and a legend below.
var xs: [Double] = []
var first: [Double] = []
var second: [Double] = []
for i in 0...45 {
    let x = Double(i)
    xs.append(x)
    first.append(80 + 70 * sin(x / 6) + 15 * sin(x * 1.3))
    second.append(520 + 300 * cos(x / 9) + 40 * sin(x * 0.9))
}

let graph = XYGraph(width: 640, height: 400)
graph.title = "Data sets on two axes"

let left = graph.defaultPlotSpace
left.xRange = 0...45
left.yRange = -50...200
let right = XYPlotSpace()
right.xRange = 0...45
right.yRange = 0...1000
graph.addPlotSpace(right)

let x = graph.axisSet.xAxis
x.axisConstraints = Constraints(lowerOffset: 0)
x.majorIntervalLength = 5
x.addLimitLine(LimitLine(value: 10, label: "Index 10", lineStyle: LineStyle(lineWidth: 4, lineColor: Color(hex: "#7f7f7f80"))))
x.limitLines[0].labelTextStyle = TextStyle(fontSize: 10, color: .darkGray)
x.limitLines[0].labelPosition = .rightBottom
let y = graph.axisSet.yAxis
y.majorIntervalLength = 50
y.minorTicksPerInterval = 1
y.labelTextStyle.color = Color(red: 51.0 / 255, green: 181.0 / 255, blue: 229.0 / 255)
var upper = LimitLine(value: 150, label: "Upper limit")
upper.labelPosition = .rightTop
y.addLimitLine(upper)
var lower = LimitLine(value: -30, label: "Lower limit")
lower.labelPosition = .rightBottom
y.addLimitLine(lower)

let y2 = XYAxis(coordinate: .y)
graph.axisSet.addAxis(y2)
y2.plotSpace = right
y2.axisConstraints = Constraints(upperOffset: 0)
y2.tickDirection = .positive
y2.majorIntervalLength = 200
y2.majorGridLineStyle = nil
y2.labelTextStyle.color = .red

let set1 = ScatterPlot(identifier: "DataSet 1", x: xs, y: first)
set1.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(red: 51.0 / 255, green: 181.0 / 255, blue: 229.0 / 255))
set1.plotSymbol = PlotSymbol.ellipse()
set1.plotSymbol.fill = Fill(color: .white)
set1.plotSymbol.lineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(red: 51.0 / 255, green: 181.0 / 255, blue: 229.0 / 255))
graph.add(set1)

let set2 = ScatterPlot(identifier: "DataSet 2", x: xs, y: second)
set2.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .red)
set2.plotSymbol = PlotSymbol.ellipse()
set2.plotSymbol.fill = Fill(color: .red)
set2.plotSymbol.lineStyle = nil
graph.add(set2, to: right)

graph.legend = Legend(graph: graph)

graph

// Latency monitor (seed 003)
// The push-notification latency monitor from *Working with Core Plot*, in Swift: black background; red
// translucent regions where samples never arrived; the running average (yellow) and the sliding median
// (magenta); the samples as light-blue dots with a radial gradient and thin grey lines between them; a
// rounded legend at the top; the x axis labelled as durations (3m35s) and the y labels turned 90°, pinned to
// the left edge with `axisConstraints`.
var times: [Double] = []
var latencies: [Double] = []
var averages: [Double] = []
var medians: [Double] = []
var missingX: [Double?] = []
var missingY: [Double?] = []
var sum = 0.0
var window: [Double] = []
var count = 0
let gaps = [[14, 16], [31, 31], [39, 40]]
for gap in gaps {
    let start = Double(gap[0]) * 5 - 2.5
    let end = Double(gap[1]) * 5 + 2.5
    missingX = missingX + [start, start, end, end, nil]
    missingY = missingY + [0, 3, 3, 0, nil]
}
for i in 0..<48 {
    let t = Double(i) * 5
    if gaps.contains(where: { $0[0] <= i && i <= $0[1] }) { continue }
    let latency = 0.62 + 0.28 * sin(Double(i) * 0.45) + 0.18 * sin(Double(i) * 1.7) + (i % 11 == 0 ? 0.8 : 0)
    times.append(t)
    latencies.append(latency)
    count += 1
    sum += latency
    averages.append(sum / Double(count))
    window.append(latency)
    if window.count > 7 { window.removeFirst() }
    let ordered = window.sorted()
    medians.append(ordered[ordered.count / 2])
}

let graph = XYGraph(width: 640, height: 360, theme: .plainBlack)
graph.paddingLeft = 8
graph.paddingRight = 8
graph.paddingTop = 8
graph.paddingBottom = 8
graph.plotAreaFrame.masksToBorder = false
graph.plotAreaFrame.borderLineStyle = nil

let space = graph.defaultPlotSpace
space.xRange = -3...238
space.yRange = 0...2.2

let x = graph.axisSet.xAxis
x.labelFormatter = TimeFormatter()
x.majorIntervalLength = 30
x.minorTicksPerInterval = 2
x.labelOffset = 1
x.majorGridLineStyle = LineStyle(lineWidth: 0.5, lineColor: Color(white: 0.22))
let y = graph.axisSet.yAxis
y.labelingPolicy = .locationsProvided
y.majorTickLocations = [0, 1, 2]
y.minorTickLocations = [0.5, 1.5]
y.labelRotation = pi / 2
y.axisConstraints = Constraints(lowerOffset: 0)
y.majorGridLineStyle = LineStyle(lineWidth: 0.5, lineColor: Color(white: 0.22))
y.title = "Latency (s)"

let missing = ScatterPlot(identifier: "Missing", x: missingX, y: missingY)
missing.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .red)
missing.dataLineStyle.lineJoin = .round
missing.dataLineStyle.lineCap = .round
missing.areaBaseValue = 0
missing.areaFill = Fill(color: Color.red.withAlpha(0.25))
graph.add(missing)

let median = ScatterPlot(identifier: "Median", x: times, y: medians)
median.dataLineStyle = LineStyle(lineWidth: 3, lineColor: .magenta)
median.dataLineStyle.lineJoin = .round
median.dataLineStyle.lineCap = .round
graph.add(median)

let average = ScatterPlot(identifier: "Average", x: times, y: averages)
average.dataLineStyle = LineStyle(lineWidth: 3, lineColor: .yellow)
average.dataLineStyle.lineJoin = .round
average.dataLineStyle.lineCap = .round
graph.add(average)

var gradient = Gradient(from: Color(red: 0.75, green: 0.75, blue: 1), to: .cyan)
gradient.gradientType = .radial
gradient.startAnchor = Point(x: 0.25, y: 0.75)
let latency = ScatterPlot(identifier: "Latency", x: times, y: latencies)
latency.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .gray)
latency.plotSymbol = PlotSymbol.ellipse()
latency.plotSymbol.fill = Fill(gradient: gradient)
latency.plotSymbol.lineStyle = nil
latency.plotSymbol.size = Size(width: 8, height: 8)
graph.add(latency)

let legend = Legend(graph: graph)
legend.fill = Fill(color: Color.darkGray.withAlpha(0.5))
legend.textStyle = TextStyle(fontSize: 11, color: Color(white: 0.75))
legend.borderLineStyle = LineStyle(lineWidth: 0.75, lineColor: Color(white: 0.45))
legend.cornerRadius = 5
legend.numberOfRows = 1
graph.legend = legend
graph.legendAnchor = .top
graph.legendDisplacement = Point(x: 0, y: -5)

graph

// Floating bars: barBasesVary starts each bar at its own barBases value (a schedule), with bar widths in points
// (barWidthsAreInViewCoordinates) and rounded corners at both ends.
let graph = XYGraph(width: 620, height: 340)
graph.title = "Release schedule"
let tasks = ["Design", "Prototype", "Build", "Test", "Docs", "Launch"]
let space = graph.defaultPlotSpace
space.xRange = 0...30
space.yRange = -0.7...5.7
let x = graph.axisSet.xAxis
x.majorIntervalLength = 7
x.minorTicksPerInterval = 6
x.orthogonalPosition = -0.7
x.labelFormatter = { day in "week \(Int(day) / 7 + 1)" }
let y = graph.axisSet.yAxis
y.labelingPolicy = .locationsProvided
y.majorTickLocations = [0, 1, 2, 3, 4, 5]
y.minorTicksPerInterval = 0
y.majorTickLength = 0
y.majorGridLineStyle = nil
y.labelFormatter = { row in tasks[5 - Int(row)] }

let starts = [0.0, 4, 8, 15, 17, 25]
let ends = [6.0, 10, 19, 24, 25, 27]
let bars = BarPlot(identifier: "tasks", locations: [5, 4, 3, 2, 1, 0], tips: ends)
bars.barBases = starts
bars.barBasesVary = true
bars.barsAreHorizontal = true
bars.barWidthsAreInViewCoordinates = true
bars.barWidth = 18
bars.barCornerRadius = 9
bars.barBaseCornerRadius = 9
bars.barFills = [Fill(color: .purple), Fill(color: .purple), Fill(color: .blue), Fill(color: .orange), Fill(color: .green), Fill(color: .red)]
bars.labelTextStyle = TextStyle(fontSize: 9.5, color: Color(white: 0.3))
bars.labelFormatter = { days in "\(Int(days)) days" }
graph.add(bars)
graph

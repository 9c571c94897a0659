// Horizontal bars (barsAreHorizontal): locations on y, values along x, with per-bar fills from an array and
// labels at the tips.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Languages used by respondents"
let languages = ["JavaScript", "Python", "SQL", "TypeScript", "Java", "C#", "C++", "Go", "Rust", "Swift"]
let shares = [62.3, 51.0, 51.0, 38.5, 30.3, 27.1, 23.0, 13.5, 13.1, 4.7]
let space = graph.defaultPlotSpace
space.xRange = 0...72
space.yRange = -0.6...9.6
let x = graph.axisSet.xAxis
x.majorIntervalLength = 10
x.labelFormatter = { value in "\(Int(value))%" }
x.orthogonalPosition = -0.6
let y = graph.axisSet.yAxis
y.labelingPolicy = .locationsProvided
y.majorTickLocations = Array(0...9).map { Double($0) }
y.minorTicksPerInterval = 0
y.majorGridLineStyle = nil
y.majorTickLength = 0
y.labelFormatter = { value in languages[9 - Int(value)] }

let bars = BarPlot(identifier: "share", locations: Array(0...9).map { Double(9 - $0) }, tips: shares)
bars.barsAreHorizontal = true
bars.barWidth = 0.7
bars.barCornerRadius = 3
bars.barFills = [Fill(color: .blue), Fill(color: .blue), Fill(color: .blue)] + Array(repeating: Fill(color: Color.blue.withAlphaComponent(0.45)), count: 7)
bars.labelTextStyle = TextStyle(fontSize: 10, color: Color(white: 0.25))
bars.labelFormatter = { value in String(format: "%.1f%%", value) }
graph.add(bars)
graph

// Data labels with a formatter: each label goes above its point, else below, else beside it, and is left out when
// it would overlap another label or a symbol; close points do not make a pile of text.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Monthly active users"
let space = graph.defaultPlotSpace
space.xRange = 0.5...12.5
space.yRange = 0...140
let x = graph.axisSet.xAxis
x.labelingPolicy = .locationsProvided
x.majorTickLocations = Array(1...12).map { Double($0) }
x.minorTicksPerInterval = 0
let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
x.labelFormatter = { value in months[Int(value) - 1] }
x.orthogonalPosition = 0
graph.axisSet.yAxis.majorIntervalLength = 20
graph.axisSet.yAxis.orthogonalPosition = 0.5
graph.axisSet.yAxis.title = "Users (thousands)"

let xs = Array(1...12).map { Double($0) }
let web = [62.0, 66.5, 71.2, 74.8, 79.1, 86.3, 88.0, 91.4, 98.7, 104.2, 111.9, 118.6]
let mobile = [58.3, 64.9, 70.1, 76.5, 80.2, 84.8, 93.5, 97.2, 99.1, 107.7, 112.4, 127.3]
let colors: [Color] = [.blue, .orange]
let series = [web, mobile]
for index in 0..<2 {
    let plot = ScatterPlot(identifier: index == 0 ? "web" : "mobile", x: xs, y: series[index])
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    plot.plotSymbol = PlotSymbol.ellipse()
    plot.plotSymbol.size = Size(width: 6, height: 6)
    plot.plotSymbol.fill = Fill(color: colors[index])
    plot.plotSymbol.lineStyle = nil
    plot.labelTextStyle = TextStyle(fontSize: 9.5, color: colors[index])
    plot.labelFormatter = { value in String(format: "%.1fk", value) }
    graph.add(plot)
}
graph

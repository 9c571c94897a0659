// A closure data source: DataSource(records:) { field, index in ... } answers each value on demand (nil leaves a
// gap). After the first draw, insertRecords(at:count:) and removeRecords(in:) tell the plots what changed, so only
// the new records are fetched: here 30 readings are appended and the 10 oldest dropped.
let graph = XYGraph(width: 600, height: 360)
graph.title = "Sliding window of readings"
var readings: [Double?] = []
for i in 0..<90 {
    let t = Double(i)
    readings.append(i == 41 ? nil : 20 + 6 * sin(t / 9) + 2 * sin(t * 0.8))
}
var first = 0
let source = DataSource(records: 60) { field, index in
    field == .xValues ? Double(first + index) : readings[first + index]
}
let plot = ScatterPlot(identifier: "readings")
plot.dataSource = source
plot.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: .purple)
plot.plotSymbol = PlotSymbol.ellipse()
plot.plotSymbol.size = Size(width: 4, height: 4)
plot.plotSymbol.fill = Fill(color: .purple)
plot.plotSymbol.lineStyle = nil
graph.add(plot)

// Thirty new readings arrive at the end: only records 60..<90 are fetched.
source.insertRecords(at: 60, count: 30)
// The ten oldest leave the window: nothing is fetched.
first = 10
source.removeRecords(in: 0..<10)

let space = graph.defaultPlotSpace
space.xRange = 8...92
space.yRange = 10...30
graph.axisSet.xAxis.majorIntervalLength = 10
graph.axisSet.xAxis.orthogonalPosition = 10
graph.axisSet.xAxis.title = "Reading"
graph.axisSet.yAxis.majorIntervalLength = 5
graph.axisSet.yAxis.orthogonalPosition = 8
graph.axisSet.yAxis.title = "Temperature (°C)"
graph

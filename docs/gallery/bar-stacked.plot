// Stacked bars: each plot stack(on:)s the one below, so its tips are amounts added on top; segment labels sit in
// the middle of the segments they measure.
let graph = XYGraph(width: 600, height: 400)
graph.title = "Electricity generation by source"
let years = [2016.0, 2017, 2018, 2019, 2020, 2021, 2022, 2023]
let space = graph.defaultPlotSpace
space.xRange = 2015.4...2023.6
space.yRange = 0...100
let x = graph.axisSet.xAxis
x.majorIntervalLength = 1
x.minorTicksPerInterval = 0
x.majorTickLength = 0
x.majorGridLineStyle = nil
let y = graph.axisSet.yAxis
y.majorIntervalLength = 20
y.orthogonalPosition = 2015.4
y.labelFormatter = { value in "\(Int(value))%" }
y.title = "Share of generation"

let fossil = [58.0, 55.5, 52.8, 49.9, 45.1, 44.0, 41.8, 36.4]
let nuclear = [22.0, 21.8, 22.4, 21.9, 21.5, 21.1, 19.6, 20.2]
let renewable = [20.0, 22.7, 24.8, 28.2, 33.4, 34.9, 38.6, 43.4]
let colors: [Color] = [Color(white: 0.45), .purple, .green]
let amounts = [fossil, nuclear, renewable]
let names = ["fossil", "nuclear", "renewable"]
var below: BarPlot? = nil
for index in 0..<3 {
    let plot = BarPlot(identifier: names[index], locations: years, tips: amounts[index])
    plot.barWidth = 0.7
    plot.fill = Fill(color: colors[index])
    plot.lineStyle = LineStyle(lineWidth: 0.75, lineColor: .white)
    plot.labelTextStyle = TextStyle(fontSize: 9.5, color: .white)
    plot.labelFormatter = { value in String(format: "%.0f", value) }
    plot.stack(on: below)
    graph.add(plot)
    below = plot
}
graph

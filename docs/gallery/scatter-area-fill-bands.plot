// Area fill bands repaint the area fill within x ranges: the working hours of a day's power use.
let graph = XYGraph(width: 600, height: 360)
graph.title = "Office power use"
let space = graph.defaultPlotSpace
space.xRange = 0...24
space.yRange = 0...60
graph.axisSet.xAxis.majorIntervalLength = 3
graph.axisSet.xAxis.minorTicksPerInterval = 2
graph.axisSet.xAxis.labelFormatter = { hour in String(format: "%02d:00", Int(hour)) }
graph.axisSet.yAxis.majorIntervalLength = 10
graph.axisSet.yAxis.title = "Power (kW)"

var hours: [Double] = []
var power: [Double] = []
for step in 0...96 {
    let h = Double(step) / 4
    hours.append(h)
    let working = h >= 8 && h <= 18 ? 1.0 : 0.0
    power.append(9 + 2 * sin(h) + working * (30 + 8 * sin((h - 8) / 10 * pi)) + 1.5 * cos(h * 5))
}
let plot = ScatterPlot(identifier: "power", x: hours, y: power)
plot.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(white: 0.25))
plot.areaFill = Fill(color: Color(white: 0.5, alpha: 0.18))
plot.areaBaseValue = 0
plot.addAreaFillBand(LimitBand(range: 8...18, fill: Fill(color: Color.orange.withAlphaComponent(0.45))))
plot.addAreaFillBand(LimitBand(range: 12...13, fill: Fill(color: Color.red.withAlphaComponent(0.55))))
graph.add(plot)
graph

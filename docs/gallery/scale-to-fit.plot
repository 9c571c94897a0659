// Scale to fit, global ranges and a reversed axis
// `space.scaleToFit(graph.allPlots)` sets both ranges to enclose the data; a `globalYRange` then caps how far
// the y range may reach (the fitted range is shifted and shrunk to stay inside it); the y range is reversed
// afterwards (a negative length), so depth grows downwards.
let graph = XYGraph(width: 520, height: 400)
graph.title = "Sea temperature by depth"
var depth: [Double] = []
var temperature: [Double] = []
for step in 0...40 {
    let d = Double(step) * 25
    depth.append(d)
    temperature.append(4 + 16 * exp(-d / 180) + 0.4 * sin(d / 40))
}
let profile = ScatterPlot(identifier: "Profile", x: temperature, y: depth)
profile.interpolation = .curved
profile.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#2166ac"))
profile.plotSymbol = PlotSymbol.ellipse()
profile.plotSymbol.size = Size(width: 4, height: 4)
profile.plotSymbol.fill = Fill(color: Color(hex: "#2166ac"))
profile.plotSymbol.lineStyle = nil
graph.add(profile)

let space = graph.defaultPlotSpace
space.globalYRange = 0...800
space.scaleToFit(graph.allPlots)
space.xRange = space.xRange.expanded(byFactor: 1.1)
space.yRange = PlotRange(location: space.yRange.end, length: -space.yRange.length)

let x = graph.axisSet.xAxis
x.labelingPolicy = .automatic
x.labelFormatter = NumberFormatter(suffix: " °C")
x.axisConstraints = Constraints(upperOffset: 0)
x.title = "Temperature"
let y = graph.axisSet.yAxis
y.labelingPolicy = .automatic
y.labelFormatter = NumberFormatter(suffix: " m")
y.axisConstraints = Constraints(lowerOffset: 0)
y.title = "Depth (capped at 800 m by globalYRange)"

graph

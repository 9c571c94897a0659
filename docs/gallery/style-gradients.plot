// Gradients: linear, multi-stop and radial
// The plot area is filled with a radial gradient (pale centre to grey rim, `gradientType = .radial`); the area
// under the curve uses a five-stop linear gradient (`Gradient(colors:positions:angle:)`, bottom to top); the
// symbols are small spheres, radial gradients whose highlight sits at the top left (`startAnchor`, y up).
let graph = XYGraph(width: 600, height: 380)
graph.title = "Gradients"
var halo = Gradient(colors: [Color(white: 1), Color(hex: "#dfe6ee")])
halo.gradientType = .radial
graph.plotAreaFrame.plotArea.fill = Fill(gradient: halo)
let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...10
graph.axisSet.xAxis.majorGridLineStyle = nil
graph.axisSet.yAxis.majorGridLineStyle = nil

var xs: [Double] = []
var ys: [Double] = []
for step in 0...100 {
    let x = Double(step) / 10
    xs.append(x)
    ys.append(5 + 3.2 * sin(x * 0.8) * exp(-x / 14) + 0.6 * sin(x * 3))
}
let heat = Gradient(colors: [Color(hex: "#313695"), Color(hex: "#74add1"), Color(hex: "#fee090"), Color(hex: "#f46d43"), Color(hex: "#a50026")], positions: [0, 0.25, 0.5, 0.75, 1], angle: 90)
let area = ScatterPlot(identifier: "Area", x: xs, y: ys)
area.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: Color(white: 0.2))
area.areaFill = Fill(gradient: heat.withAlphaComponent(0.85))
area.areaBaseValue = 0
graph.add(area)

var sphere = Gradient(from: .white, to: Color(hex: "#1f4e9c"))
sphere.gradientType = .radial
sphere.startAnchor = Point(x: 0.3, y: 0.75)
var dotsX: [Double] = []
var dotsY: [Double] = []
for i in 0..<9 {
    dotsX.append(1 + Double(i))
    dotsY.append(8.6 + 0.5 * sin(Double(i)))
}
let dots = ScatterPlot(identifier: "Spheres", x: dotsX, y: dotsY)
dots.dataLineStyle = nil
dots.plotSymbol = PlotSymbol.ellipse()
dots.plotSymbol.size = Size(width: 18, height: 18)
dots.plotSymbol.fill = Fill(gradient: sphere)
dots.plotSymbol.lineStyle = nil
graph.add(dots)

graph

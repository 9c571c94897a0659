// Curved interpolation options on unevenly spaced data with a sharp step: the natural spline ("normal")
// overshoots, the Catmull-Rom variants less so, and the monotone Hermite spline never leaves the data's range.
let graph = XYGraph(width: 600, height: 460)
graph.title = "Curved interpolation options"
let space = graph.defaultPlotSpace
space.xRange = -0.3...10.3
space.yRange = -0.8...25.5
let x = graph.axisSet.xAxis
x.majorIntervalLength = 2
x.minorTicksPerInterval = 1
x.orthogonalPosition = -0.8
let y = graph.axisSet.yAxis
y.labelingPolicy = .none
y.orthogonalPosition = -0.3
y.majorGridLineStyle = nil

let xs = [0.0, 1, 1.5, 4, 4.5, 7, 9, 9.3, 10]
let data = [0.2, 0.4, 3.4, 3.6, 0.3, 0.8, 3.0, 3.1, 1.4]
let options: [ScatterPlotCurvedInterpolationOption] = [.hermiteCubic, .catmullRomChordal, .catmullRomCentripetal,
                                                       .catmullRomUniform, .normal]
let names = ["hermiteCubic", "catmullRomChordal", "catmullRomCentripetal", "catmullRomUniform", "normal"]
let colors: [Color] = [.green, .brown, .purple, .orange, .blue]
for index in 0..<5 {
    let offset = Double(index) * 5
    // The straight line through the data, faint, under each curve.
    let guide = ScatterPlot(identifier: "guide \(index)", x: xs, y: data.map { $0 + offset })
    guide.dataLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.82), dashPattern: [3, 3])
    graph.add(guide)
    let curve = ScatterPlot(identifier: names[index], x: xs, y: data.map { $0 + offset })
    curve.interpolation = .curved
    curve.curvedInterpolationOption = options[index]
    curve.dataLineStyle = LineStyle(lineWidth: 2, lineColor: colors[index])
    curve.plotSymbol = PlotSymbol.ellipse()
    curve.plotSymbol.size = Size(width: 5, height: 5)
    curve.plotSymbol.fill = Fill(color: colors[index])
    curve.plotSymbol.lineStyle = nil
    graph.add(curve)
}
let labels = ScatterPlot(identifier: "names", x: [5.7, 5.7, 5.7, 5.7, 5.7], y: [4.3, 9.3, 14.3, 19.3, 24.3])
labels.dataLineStyle = nil
labels.dataLabels = names
labels.labelTextStyle = TextStyle(fontName: "DejaVu Sans Mono", fontSize: 11, color: Color(white: 0.3))
labels.labelOffset = 0
graph.add(labels)
graph

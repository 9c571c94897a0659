// Colours: named, RGB, HSB, hex and alpha
// Twelve curves coloured round the hue circle with `Color(hue:saturation:brightness:)`; a named colour
// (`.black`), an RGB colour (`Color(red:green:blue:)`), a hex colour (`Color(hex: "#e1575980")`) and a
// translucent band (`.withAlpha(0.15)`) complete the set.
let graph = XYGraph(width: 600, height: 380)
graph.title = "Twelve hues"
let space = graph.defaultPlotSpace
space.xRange = 0...12
space.yRange = -1.6...13.6
graph.axisSet.xAxis.majorIntervalLength = 2
graph.axisSet.yAxis.majorIntervalLength = 2
graph.axisSet.xAxis.axisConstraints = Constraints(lowerOffset: 0)

for index in 0..<12 {
    var xs: [Double] = []
    var ys: [Double] = []
    for step in 0...120 {
        let x = Double(step) / 10
        xs.append(x)
        ys.append(Double(index) + 0.6 * sin(x * 0.9 + Double(index) * 0.5))
    }
    let plot = ScatterPlot(identifier: "hue \(index * 30)°", x: xs, y: ys)
    plot.dataLineStyle = LineStyle(lineWidth: 3, lineColor: Color(hue: Double(index) / 12, saturation: 0.75, brightness: 0.85))
    plot.dataLineStyle.lineCap = .round
    graph.add(plot)
}
graph.axisSet.yAxis.addBackgroundLimitBand(LimitBand(range: 4.5...6.5, fill: Fill(color: Color(red: 0.2, green: 0.3, blue: 0.9).withAlpha(0.15))))
var marker = LimitLine(value: 10.0, label: "Color(hex: \"#e1575980\")", lineStyle: LineStyle(lineWidth: 6, lineColor: Color(hex: "#e1575980")))
marker.labelTextStyle = TextStyle(fontName: "DejaVu Sans Mono", fontSize: 10, color: .black)
marker.drawsBehindData = true
marker.labelPosition = .leftBottom
graph.axisSet.yAxis.addLimitLine(marker)

graph

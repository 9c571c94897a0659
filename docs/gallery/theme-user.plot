// A user theme, registered by name
// `Theme(name:basedOn:)` copies a built-in theme; its styles are then changed like any value (a warm paper
// background, serif text, a dotted grid, ticks inside) and `Theme.register(name:theme:)` makes it available
// to `Theme(named:)` — here the graph is made with `Theme(named: "Paper")`.
var paper = Theme(name: "Paper", basedOn: .plainWhite)
paper.graphFill = Fill(color: Color(hex: "#fbf7ef"))
paper.plotAreaFrameFill = Fill(color: Color(hex: "#fbf7ef"))
paper.plotAreaFill = Fill(color: Color(hex: "#fffdf8"))
paper.plotAreaBorderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#5b4636"))
paper.axisLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#5b4636"))
paper.majorTickLineStyle = LineStyle(lineWidth: 1, lineColor: Color(hex: "#5b4636"))
paper.minorTickLineStyle = LineStyle(lineWidth: 0.75, lineColor: Color(hex: "#8a7560"))
var dotted = LineStyle(lineWidth: 0.8, lineColor: Color(hex: "#cdbfa9"), dashPattern: [0.1, 3])
dotted.lineCap = .round
paper.majorGridLineStyle = dotted
paper.tickDirection = .positive
paper.labelTextStyle = TextStyle(fontName: "DejaVu Serif", fontSize: 11, color: Color(hex: "#3d2e22"))
paper.axisTitleTextStyle = TextStyle(fontName: "DejaVu Serif", fontSize: 12, color: Color(hex: "#3d2e22"), italic: true)
paper.titleTextStyle = TextStyle(fontName: "DejaVu Serif", fontSize: 16, color: Color(hex: "#2a1f17"), fontWeight: .bold)
paper.legendTextStyle = TextStyle(fontName: "DejaVu Serif", fontSize: 11, color: Color(hex: "#3d2e22"))
Theme.register(name: "Paper", theme: paper)

let graph = XYGraph(width: 560, height: 340, theme: Theme(named: "Paper"))
graph.title = "A registered theme: Paper"
let space = graph.defaultPlotSpace
space.xRange = 1800...1900
space.yRange = 0...40
graph.axisSet.xAxis.majorIntervalLength = 20
graph.axisSet.xAxis.minorTicksPerInterval = 3
graph.axisSet.yAxis.majorIntervalLength = 10
graph.axisSet.xAxis.title = "Year"
graph.axisSet.yAxis.title = "Population (millions)"

var years: [Double] = []
var england: [Double] = []
var france: [Double] = []
for step in 0...20 {
    let year = 1800 + Double(step) * 5
    years.append(year)
    england.append(8.7 * pow(1.0125, year - 1800))
    france.append(29 + 0.1 * (year - 1800) - 0.0002 * pow(year - 1800, 2))
}
let first = ScatterPlot(identifier: "England and Wales", x: years, y: england)
first.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#8c2d19"))
first.plotSymbol = PlotSymbol.ellipse()
first.plotSymbol.fill = Fill(color: Color(hex: "#fbf7ef"))
first.plotSymbol.lineStyle = LineStyle(lineWidth: 1.2, lineColor: Color(hex: "#8c2d19"))
graph.add(first)
let second = ScatterPlot(identifier: "France", x: years, y: france)
second.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#1f4e79"))
second.plotSymbol = PlotSymbol.rectangle()
second.plotSymbol.fill = Fill(color: Color(hex: "#1f4e79"))
second.plotSymbol.lineStyle = nil
graph.add(second)
graph.legend = Legend(graph: graph)
graph.legendPlacement = .inside
graph.legendAnchor = .bottomRight
graph.legend.fill = Fill(color: Color(hex: "#fbf7ef"))
graph.legend.borderLineStyle = LineStyle(lineWidth: 0.75, lineColor: Color(hex: "#5b4636"))

graph

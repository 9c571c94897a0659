// Legend below, wrapped into rows
// The default legend place (`legendAnchor = .bottom`, outside): one row when it fits, wrapped into as many
// rows as needed when it does not. Each swatch shows its plot's fill, line and symbol; entries have a light
// background and the swatches sit above their titles (`swatchLayout = .top`) in equal columns.
let graph = XYGraph(width: 440, height: 400)
graph.title = "Share of households using each service"
let space = graph.defaultPlotSpace
space.xRange = 2010...2024
space.yRange = 0...100
graph.axisSet.xAxis.majorIntervalLength = 2
graph.axisSet.yAxis.majorIntervalLength = 20
graph.axisSet.yAxis.labelFormatter = NumberFormatter(suffix: "%")

let sources = ["Post", "Landline", "Cable TV", "Radio", "Broadband", "Mobile", "Streaming", "Podcasts"]
var years: [Double] = []
for year in 2010...2024 { years.append(Double(year)) }
for (index, source) in sources.enumerated() {
    var shares: [Double] = []
    for year in years {
        let t = year - 2010
        let trend = index < 2 ? -1.4 * t : (index >= 4 && index <= 5 ? 1.5 * t : 0.2 * t)
        shares.append(max(1, 12 + 9 * Double(index % 3) + trend + 2 * sin(t + Double(index))))
    }
    let color = Color(hue: Double(index) / 8, saturation: 0.62, brightness: 0.78)
    let plot = ScatterPlot(identifier: source, x: years, y: shares)
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: color)
    plot.plotSymbol = PlotSymbol.ellipse()
    plot.plotSymbol.fill = Fill(color: color)
    plot.plotSymbol.lineStyle = nil
    graph.add(plot)
}

let legend = Legend(graph: graph)
legend.swatchLayout = .top
legend.equalColumns = true
legend.entryFill = Fill(color: Color(white: 0.96))
legend.entryCornerRadius = 3
legend.entryPaddingLeft = 4
legend.entryPaddingRight = 4
legend.entryPaddingTop = 3
legend.entryPaddingBottom = 3
legend.columnMargin = 6
graph.legend = legend

graph

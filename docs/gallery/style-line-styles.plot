// Line styles: widths, dashes, phases, caps and joins
// Each line shows one stroke setting: widths from 0.5 to 6 points, dash patterns (with a `patternPhase` shift),
// butt, round and square caps on short thick strokes, and miter, round and bevel joins on a zigzag.
let graph = XYGraph(width: 600, height: 420)
graph.title = "Line styles"
let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...11
graph.axisSet.xAxis.hidden = true
graph.axisSet.yAxis.hidden = true

let widths = [0.5, 1.0, 2.0, 4.0, 6.0]
for (index, width) in widths.enumerated() {
    let plot = ScatterPlot(identifier: "\(width) pt", x: [0.3, 2.4], y: [10.5 - Double(index) * 0.55, 10.5 - Double(index) * 0.55])
    plot.dataLineStyle = LineStyle(lineWidth: width, lineColor: Color(white: 0.15))
    graph.add(plot)
    let label = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [2.55, 10.5 - Double(index) * 0.55])
    label.contentLayer = TextLayer(text: "\(width) pt", style: TextStyle(fontSize: 10, color: Color(white: 0.35)))
    label.contentAnchorPoint = Point(x: 0, y: 0.5)
    graph.plotAreaFrame.plotArea.addAnnotation(label)
}
let patterns = [[6.0, 3.0], [1.0, 3.0], [8.0, 3.0, 2.0, 3.0], [12.0, 4.0]]
for (index, pattern) in patterns.enumerated() {
    let plot = ScatterPlot(identifier: "dash \(index)", x: [3.8, 9.5], y: [10.5 - Double(index) * 0.7, 10.5 - Double(index) * 0.7])
    plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: Color(hex: "#4e79a7"), dashPattern: pattern)
    if index == 3 { plot.dataLineStyle.patternPhase = 8 }
    graph.add(plot)
}
let caps = [LineCapStyle.butt, LineCapStyle.round, LineCapStyle.square]
for (index, cap) in caps.enumerated() {
    let x = 1.2 + Double(index) * 3
    let plot = ScatterPlot(identifier: "cap", x: [x, x + 1.6], y: [6.2, 6.2])
    plot.dataLineStyle = LineStyle(lineWidth: 14, lineColor: Color(hex: "#f28e2b"))
    plot.dataLineStyle.lineCap = cap
    graph.add(plot)
    let guide = ScatterPlot(identifier: "guide", x: [x, x + 1.6], y: [6.2, 6.2])
    guide.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .black)
    graph.add(guide)
    let label = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [x + 0.8, 5.3])
    label.contentLayer = TextLayer(text: ".\(cap.rawValue) cap", style: TextStyle(fontSize: 11, color: Color(white: 0.25)))
    graph.plotAreaFrame.plotArea.addAnnotation(label)
}
let joins = [LineJoinStyle.miter, LineJoinStyle.round, LineJoinStyle.bevel]
for (index, join) in joins.enumerated() {
    let x = 0.8 + Double(index) * 3.2
    let plot = ScatterPlot(identifier: "join", x: [x, x + 0.6, x + 1.2, x + 1.8, x + 2.4], y: [1.4, 3.8, 1.4, 3.8, 1.4])
    plot.dataLineStyle = LineStyle(lineWidth: 9, lineColor: Color(hex: "#59a14f"))
    plot.dataLineStyle.lineJoin = join
    graph.add(plot)
    let label = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [x + 1.2, 0.6])
    label.contentLayer = TextLayer(text: ".\(join.rawValue) join", style: TextStyle(fontSize: 11, color: Color(white: 0.25)))
    graph.plotAreaFrame.plotArea.addAnnotation(label)
}

graph

// y = f(x): a FunctionDataSource samples its function once per device pixel across the visible x range, so the
// curve is smooth at any size and follows every change of the range.
let graph = XYGraph(width: 600, height: 340)
graph.title = "A damped wave and its envelope"
let space = graph.defaultPlotSpace
space.xRange = 0...20
space.yRange = -1...1
let x = graph.axisSet.xAxis
x.majorIntervalLength = 5
x.minorTicksPerInterval = 4
x.orthogonalPosition = -1
let y = graph.axisSet.yAxis
y.majorIntervalLength = 0.5
y.minorTicksPerInterval = 1

let wave = ScatterPlot(identifier: "sin(x) · e^(−x/8)")
wave.dataSource = FunctionDataSource { x in sin(x) * exp(-x / 8) }
wave.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: .blue)
graph.add(wave)

let upper = ScatterPlot(identifier: "± e^(−x/8)")
upper.dataSource = FunctionDataSource { x in exp(-x / 8) }
upper.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .gray, dashPattern: [5, 3])
graph.add(upper)
let lower = ScatterPlot(identifier: "lower envelope")
lower.dataSource = FunctionDataSource { x in -exp(-x / 8) }
lower.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .gray, dashPattern: [5, 3])
graph.add(lower)

graph.legend = Legend(plots: [wave, upper])
graph.legendAnchor = .bottom
graph

// Axes crossing at the origin
// `orthogonalPosition` puts each axis where the other is zero, as in a maths textbook: the axes cross in the
// middle of the plot area. Labels of an axis crossing inside move to the plot area's edge by default, off the
// data; setting `tickLabelDirection` keeps them beside the lines, clear of the other axis line ("0" would sit on
// it), and the titles go beyond the ends of the lines; the x axis labels multiples of π with a closure formatter.
let graph = XYGraph(width: 560, height: 400)
graph.title = "y = sin x and y = cos x"
let space = graph.defaultPlotSpace
space.xRange = -7...7
space.yRange = -1.5...1.5

let x = graph.axisSet.xAxis
x.orthogonalPosition = 0
x.tickLabelDirection = .negative
x.labelingPolicy = .locationsProvided
x.majorTickLocations = [-2 * pi, -pi, pi, 2 * pi]
x.labelFormatter = { value in
    let turns = Int((value / pi).rounded())
    if turns == 1 { return "π" }
    if turns == -1 { return "−π" }
    return turns < 0 ? "−\(-turns)π" : "\(turns)π"
}
x.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.92))
x.title = "x"
let y = graph.axisSet.yAxis
y.orthogonalPosition = 0
y.tickLabelDirection = .negative
y.majorIntervalLength = 0.5
y.title = "y"

var xs: [Double] = []
var sines: [Double] = []
var cosines: [Double] = []
for step in 0...280 {
    let t = -7 + Double(step) / 20
    xs.append(t)
    sines.append(sin(t))
    cosines.append(cos(t))
}
let sine = ScatterPlot(identifier: "sin x", x: xs, y: sines)
sine.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#1f77b4"))
graph.add(sine)
let cosine = ScatterPlot(identifier: "cos x", x: xs, y: cosines)
cosine.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: Color(hex: "#ff7f0e"))
graph.add(cosine)
graph.legend = Legend(graph: graph)
graph.legendAnchor = .right

graph

// Ticks, directions, lengths and label offsets
// Three y axes show `tickDirection` (.negative, .none straddling the line, .positive), each with its own
// major and minor tick lengths, label side (`tickLabelDirection`) and `labelOffset`; the x axis puts its
// ticks inside the plot area (`.positive`) and its labels below (`tickLabelDirection = .negative`).
let graph = XYGraph(width: 600, height: 380)
graph.title = "Tick directions"
let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...100

let x = graph.axisSet.xAxis
x.majorIntervalLength = 1
x.minorTicksPerInterval = 4
x.tickDirection = .positive
x.tickLabelDirection = .negative
x.majorTickLength = 8
x.minorTickLength = 4
x.labelOffset = 6
x.axisConstraints = Constraints(lowerOffset: 0)

let y = graph.axisSet.yAxis
y.majorIntervalLength = 20
y.minorTicksPerInterval = 1
y.title = ".negative"
y.axisConstraints = Constraints(lowerOffset: 0)

let middle = XYAxis(coordinate: .y)
graph.axisSet.addAxis(middle)
middle.axisConstraints = Constraints(relativeOffset: 0.5)
middle.tickDirection = .none
middle.majorTickLength = 12
middle.minorTickLength = 6
middle.majorIntervalLength = 20
middle.minorTicksPerInterval = 3
middle.tickLabelDirection = .positive
middle.labelOffset = 4
middle.majorGridLineStyle = nil
middle.title = ".none"

let right = XYAxis(coordinate: .y)
graph.axisSet.addAxis(right)
right.axisConstraints = Constraints(upperOffset: 0)
right.tickDirection = .positive
right.majorIntervalLength = 25
right.minorTicksPerInterval = 4
right.majorTickLength = 7
right.minorTickLength = 3
right.labelOffset = 8
right.majorGridLineStyle = nil
right.title = ".positive"

graph

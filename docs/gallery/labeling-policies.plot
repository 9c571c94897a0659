// Labeling policies
// Five x axes on one plot area, pinned at different heights with `Constraints(relativeOffset:)`, one per
// labeling policy: `.fixedInterval` (every 25 from 0), `.automatic` (nice 1-2-5 steps), `.equalDivisions`
// (five ticks end to end), `.locationsProvided` (the user's tick locations, labelled by the axis) and `.none`
// (the user's own labels at the user's ticks). Each axis is titled with its policy, below its labels.
let graph = XYGraph(width: 600, height: 420)
graph.title = "Labeling policies"
let space = graph.defaultPlotSpace
space.xRange = 0...137
space.yRange = 0...5
graph.axisSet.yAxis.hidden = true
graph.axisSet.xAxis.hidden = true

let policies = [AxisLabelingPolicy.fixedInterval, AxisLabelingPolicy.automatic, AxisLabelingPolicy.equalDivisions, AxisLabelingPolicy.locationsProvided, AxisLabelingPolicy.none]
let names = [".fixedInterval (25)", ".automatic", ".equalDivisions (5)", ".locationsProvided", ".none + axisLabels"]
for (index, policy) in policies.enumerated() {
    let axis = XYAxis(coordinate: .x)
    axis.labelingPolicy = policy
    axis.axisConstraints = Constraints(relativeOffset: 0.9 - Double(index) * 0.2)
    axis.majorIntervalLength = 25
    axis.minorTicksPerInterval = 4
    axis.preferredNumberOfMajorTicks = 5
    axis.majorTickLocations = [0, 10, 42, 100, 137]
    axis.minorTickLocations = [20, 30, 50, 75]
    axis.axisLabels = [AxisLabel(text: "start", tickLocation: 0), AxisLabel(text: "τ", tickLocation: 42), AxisLabel(text: "end", tickLocation: 137)]
    if policy == .none { axis.majorTickLocations = [0, 42, 137] }
    axis.majorGridLineStyle = nil
    axis.title = names[index]
    axis.titleOffset = 30
    axis.titleTextStyle = TextStyle(fontName: "DejaVu Sans Mono", fontSize: 10, color: Color(white: 0.35))
    axis.titleLocation = 120
    graph.axisSet.addAxis(axis)
}

graph

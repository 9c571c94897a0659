// CI test runs (seed 001)
// The chart from *Visualizing Data with Core-Plot*: the tests a continuous-integration server ran over its
// last fifty builds, the total as a thick green line over a soft gradient (from translucent green to clear,
// angle −90°, from the base value 1.75 up) and the failures in red. Ticks every 10 builds with two minor
// ticks between, as in the article; the plots' titles fill a legend below.
var builds: [Double] = []
var totals: [Double] = []
var failures: [Double] = []
for run in 1...50 {
    let x = Double(run)
    builds.append(x)
    totals.append(round(880 + 6.5 * x + 25 * sin(x / 2.5)))
    failures.append(round(abs(9 * sin(x * 0.7)) + (run % 9 == 0 ? 38 : 0)))
}

let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
graph.title = "Test runs"

let space = graph.defaultPlotSpace
space.xRange = 0...51
space.yRange = 0...1300

let x = graph.axisSet.xAxis
x.majorIntervalLength = 10
x.minorTicksPerInterval = 2
x.title = "Build"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 200
y.minorTicksPerInterval = 1
y.title = "Tests"

let all = ScatterPlot(identifier: "AllTests", x: builds, y: totals)
all.title = "All tests"
all.dataLineStyle.lineWidth = 3
all.dataLineStyle.lineColor = .green
all.areaFill = Fill(gradient: Gradient(from: Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3), to: .clear, angle: -90))
all.areaBaseValue = 1.75
graph.add(all)

let failed = ScatterPlot(identifier: "FailedTests", x: builds, y: failures)
failed.title = "Failed tests"
failed.dataLineStyle.lineWidth = 2
failed.dataLineStyle.lineColor = .red
graph.add(failed)

graph.legend = Legend(graph: graph)

graph

// 60,000 points of a noisy signal: the line is thinned to four points per quarter pixel before it is stroked (the
// first, lowest, highest and last of each column), so it draws as fast as a short line and looks the same.
let graph = XYGraph(width: 620, height: 360)
graph.title = "Vibration sensor, 60,000 samples"
let space = graph.defaultPlotSpace
space.xRange = 0...60
space.yRange = -4...4
let x = graph.axisSet.xAxis
x.majorIntervalLength = 10
x.orthogonalPosition = -4
x.title = "Time (s)"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 2
y.title = "Acceleration (g)"

var seed = 12345
var times: [Double] = []
var values: [Double] = []
for i in 0..<60000 {
    seed = (seed * 1103515245 + 12345) % 2147483648
    let t = Double(i) / 1000
    let noise = Double(seed) / 2147483648 - 0.5
    let burst = t > 22 && t < 31 ? 1.8 * exp(-(t - 26.5) * (t - 26.5) / 6) : 0
    times.append(t)
    values.append((0.5 + burst) * sin(t * 37) + (0.6 + burst) * noise + 0.3 * sin(t / 4))
}
let signal = ScatterPlot(identifier: "signal", x: times, y: values)
signal.dataLineStyle = LineStyle(lineWidth: 0.75, lineColor: .blue)
graph.add(signal)
graph

// OHLC bars on the plain black theme: a line from low to high with the open as a tick to the left and the close
// as a tick to the right, coloured by direction.
let graph = XYGraph(width: 620, height: 380, theme: .plainBlack)
graph.title = "EUR/USD, hourly"
var opens: [Double] = []
var highs: [Double] = []
var lows: [Double] = []
var closes: [Double] = []
var rate = 1.0842
for hour in 0..<48 {
    let h = Double(hour)
    let open = rate
    let close = open + 0.0011 * sin(h * 0.7) * cos(h * 0.19) + 0.0001
    opens.append(open)
    closes.append(close)
    highs.append(max(open, close) + 0.0003 + 0.0004 * abs(sin(h * 1.9)))
    lows.append(min(open, close) - 0.0003 - 0.0004 * abs(cos(h * 1.1)))
    rate = close
}
let space = graph.defaultPlotSpace
space.xRange = -1...48
space.yRange = 1.082...1.094
let x = graph.axisSet.xAxis
x.majorIntervalLength = 6
x.minorTicksPerInterval = 5
x.orthogonalPosition = 1.082
x.labelFormatter = { hour in String(format: "%02d:00", Int(hour) % 24) }
let y = graph.axisSet.yAxis
y.majorIntervalLength = 0.002
y.orthogonalPosition = -1
y.labelFormatter = { value in String(format: "%.3f", value) }

let bars = TradingRangePlot(identifier: "eurusd", x: Array(0..<48).map { Double($0) }, open: opens, high: highs,
                            low: lows, close: closes)
bars.plotStyle = .ohlc
bars.stickLength = 3.5
bars.increaseLineStyle = LineStyle(lineWidth: 1.5, lineColor: .cyan)
bars.decreaseLineStyle = LineStyle(lineWidth: 1.5, lineColor: .orange)
graph.add(bars)
graph

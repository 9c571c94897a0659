// Candlesticks: a wick from low to high through a body from open to close, green when the close is higher and
// red when it is lower; rounded bodies and per-direction line styles.
let graph = XYGraph(width: 620, height: 380)
graph.title = "ACME Corp, daily"
var opens: [Double] = []
var highs: [Double] = []
var lows: [Double] = []
var closes: [Double] = []
var price = 101.0
for day in 0..<40 {
    let d = Double(day)
    let open = price + 0.6 * sin(d * 2.1)
    let close = open + 2.4 * sin(d * 0.9) * cos(d * 0.23) + 0.35
    opens.append(open)
    closes.append(close)
    highs.append(max(open, close) + 0.6 + 0.8 * abs(sin(d * 1.7)))
    lows.append(min(open, close) - 0.5 - 0.9 * abs(cos(d * 1.3)))
    price = close
}
let space = graph.defaultPlotSpace
space.xRange = -1...40
space.yRange = 96...124
let x = graph.axisSet.xAxis
x.majorIntervalLength = 5
x.minorTicksPerInterval = 4
x.orthogonalPosition = 96
x.title = "Trading day"
let y = graph.axisSet.yAxis
y.majorIntervalLength = 4
y.orthogonalPosition = -1
y.labelFormatter = { value in "$\(Int(value))" }

let candles = TradingRangePlot(identifier: "acme", x: Array(0..<40).map { Double($0) }, open: opens, high: highs,
                               low: lows, close: closes)
candles.plotStyle = .candleStick
candles.barWidth = 8
candles.barCornerRadius = 1.5
candles.increaseFill = Fill(color: Color(red: 0.16, green: 0.63, blue: 0.42, alpha: 1))
candles.decreaseFill = Fill(color: Color(red: 0.86, green: 0.24, blue: 0.22, alpha: 1))
candles.increaseLineStyle = LineStyle(lineWidth: 1, lineColor: Color(red: 0.1, green: 0.45, blue: 0.3, alpha: 1))
candles.decreaseLineStyle = LineStyle(lineWidth: 1, lineColor: Color(red: 0.62, green: 0.14, blue: 0.13, alpha: 1))
graph.add(candles)
graph

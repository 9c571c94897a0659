// Series by field
// Long-format data, one record per symbol and quarter (vega_datasets' stocks.csv, 2000–2010), drawn as one
// line per symbol by graph.addSeries: colours from the theme's palette in the order the symbols first appear,
// a legend entry each, and a date axis because the x field holds dates. GOOG joins in 2004, as it did.
let symbols = ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"]
let firstQuarter = [0, 0, 0, 19, 0]
let prices: [[Double]] = [
    [39.81, 28.37, 28.4, 28.02, 24.84, 27.56, 26.93, 23.65, 25.92, 21.26, 19.52, 21.75, 19.31, 20.87, 21.56, 21.45,
     22.69, 21.45, 23.38, 23.02, 24.11, 23.28, 23.64, 23.8, 26.14, 22.5, 22.51, 26.96, 29.07, 28.3, 27.5, 35.03,
     31.13, 27.34, 24.75, 21.57, 16.63, 19.84, 23.18, 27.48, 28.05],
    [64.56, 55.19, 30.12, 36.62, 17.31, 15.78, 12.49, 6.98, 14.19, 16.69, 14.45, 19.36, 21.85, 28.69, 41.64, 54.43,
     50.4, 43.6, 38.92, 34.13, 43.22, 32.36, 45.15, 39.86, 44.82, 35.21, 26.89, 38.09, 37.67, 61.33, 78.54, 89.15,
     77.7, 78.63, 76.34, 57.24, 58.82, 80.52, 85.76, 118.81, 125.41],
    [100.52, 99.95, 100.74, 88.5, 100.76, 103.7, 94.87, 97.58, 97.54, 75.82, 63.86, 71.76, 71.22, 77.47, 74.28,
     81.96, 91.06, 81.04, 80.19, 82.84, 86.39, 70.77, 77.53, 76.25, 75.89, 77.05, 72.7, 87.06, 93.79, 96.98, 105.4,
     111, 102.75, 116.23, 123.74, 90.24, 89.46, 101.29, 116.34, 119.54, 121.85],
    [190.64, 195.62, 220, 287.76, 372.14, 432.66, 417.94, 386.6, 476.39, 501.5, 471.38, 510, 707, 564.3, 574.29,
     473.75, 359.36, 338.53, 395.97, 443.05, 536.12, 529.94],
    [25.94, 31.01, 25.41, 9.78, 10.81, 12.74, 9.4, 8.78, 12.36, 12.14, 7.63, 8.03, 7.18, 7.11, 10.54, 11.44, 11.28,
     12.89, 16.17, 26.2, 38.45, 36.06, 42.65, 57.59, 75.51, 70.39, 67.96, 81.08, 85.73, 99.8, 131.76, 189.95, 135.36,
     173.95, 158.95, 107.59, 90.13, 125.83, 163.39, 188.5, 192.06],
]
let stocks = Feed()
for s in 0..<symbols.count {
    for i in 0..<prices[s].count {
        let quarter = firstQuarter[s] + i
        let date = Date(year: 2000 + quarter / 4, month: quarter % 4 * 3 + 1)
        stocks.append(["symbol": symbols[s], "date": date, "price": prices[s][i]])
    }
}

let graph = XYGraph(width: 640, height: 400)
graph.title = "Stock prices by quarter"
graph.axisSet.yAxis.labelFormatter = .currency
graph.addSeries(from: stocks, by: "symbol", x: "date", y: "price")
graph

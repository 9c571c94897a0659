// Series by field as bars
// One record per region and quarter; graph.addSeries(…, plotType: BarPlot.self) draws a bar plot per region,
// side by side at each quarter (the quarters, text, become categories), filled from the theme's palette, with a
// legend entry each and the value axis at the left edge.
let sales = Feed(records: [
    ["region": "North", "quarter": "Q1", "revenue": 120], ["region": "South", "quarter": "Q1", "revenue": 95],
    ["region": "West", "quarter": "Q1", "revenue": 70],
    ["region": "North", "quarter": "Q2", "revenue": 135], ["region": "South", "quarter": "Q2", "revenue": 101],
    ["region": "West", "quarter": "Q2", "revenue": 88],
    ["region": "North", "quarter": "Q3", "revenue": 128], ["region": "South", "quarter": "Q3", "revenue": 117],
    ["region": "West", "quarter": "Q3", "revenue": 93],
    ["region": "North", "quarter": "Q4", "revenue": 150], ["region": "South", "quarter": "Q4", "revenue": 122],
    ["region": "West", "quarter": "Q4", "revenue": 104],
])
let graph = XYGraph(width: 560, height: 340)
graph.title = "Revenue by region"
graph.axisSet.yAxis.title = "Revenue (k€)"
graph.axisSet.xAxis.majorGridLineStyle = nil
let bars = graph.addSeries(from: sales, by: "region", x: "quarter", y: "revenue", plotType: BarPlot.self)
for plot in bars { plot.barCornerRadius = 2 }
graph

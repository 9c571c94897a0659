// Text styles: families, weights, italics and any script
// Text layers set in different families (`fontName`), weights (`fontWeight` from .light to .black), italic,
// sizes and colours, and text in scripts the default family lacks: Chinese, Japanese and Korean fall back to
// Noto CJK and emoji to Noto Color Emoji, in PNG, SVG and PDF alike.
let graph = XYGraph(width: 600, height: 420)
graph.title = "文字 · Texte · Text 📈"
graph.titleTextStyle = TextStyle(fontSize: 18, color: Color(white: 0.1), fontWeight: .bold)
let space = graph.defaultPlotSpace
space.xRange = 0...10
space.yRange = 0...10
graph.axisSet.xAxis.hidden = true
graph.axisSet.yAxis.hidden = true

let samples = [
    ["DejaVu Sans light", "DejaVu Sans", "light", "#333333", "13"],
    ["DejaVu Sans regular", "DejaVu Sans", "regular", "#333333", "13"],
    ["DejaVu Sans bold", "DejaVu Sans", "bold", "#333333", "13"],
    ["DejaVu Serif italic", "DejaVu Serif", "regular", "#8c564b", "15"],
    ["DejaVu Sans Mono 12", "DejaVu Sans Mono", "regular", "#1f77b4", "12"],
    ["Liberation Serif bold italic", "Liberation Serif", "bold", "#d62728", "16"],
]
for (index, sample) in samples.enumerated() {
    var style = TextStyle(fontName: sample[1], fontSize: Double(sample[4]) ?? 13, color: Color(hex: sample[3]))
    if sample[2] == "light" { style.fontWeight = .light }
    if sample[2] == "bold" { style.fontWeight = .bold }
    style.italic = sample[0].contains("italic")
    let text = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [0.3, 9.3 - Double(index) * 1.2])
    text.contentLayer = TextLayer(text: sample[0], style: style)
    text.contentAnchorPoint = Point(x: 0, y: 0.5)
    graph.plotAreaFrame.plotArea.addAnnotation(text)
}
let scripts = ["中文：销售额增长", "日本語：売上高の推移", "한국어: 매출 추이", "Ελληνικά · Русский · עברית", "Emoji: 📊 🚀 ✅ 🌍"]
for (index, line) in scripts.enumerated() {
    let text = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [5.4, 9.3 - Double(index) * 1.4])
    text.contentLayer = TextLayer(text: line, style: TextStyle(fontSize: 15, color: Color(white: 0.15)))
    text.contentAnchorPoint = Point(x: 0, y: 0.5)
    graph.plotAreaFrame.plotArea.addAnnotation(text)
}
let badge = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [5, 1.2])
let layer = TextLayer(text: "A rotated, boxed TextLayer", style: TextStyle(fontSize: 13, color: .white, fontWeight: .semibold))
layer.fill = Fill(color: Color(hex: "#4e79a7"))
layer.cornerRadius = 6
layer.paddingLeft = 10
layer.paddingRight = 10
layer.paddingTop = 5
layer.paddingBottom = 5
badge.contentLayer = layer
badge.rotation = 0.08
graph.plotAreaFrame.plotArea.addAnnotation(badge)

graph

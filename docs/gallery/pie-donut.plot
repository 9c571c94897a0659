// A donut (pieInnerRadius) that starts at 3 o'clock and runs counter-clockwise, with percentages inside the
// slices (a negative labelOffset), a white border between slices and a radial overlay for a little depth.
let graph = XYGraph(width: 480, height: 400)
graph.axisSet = nil
graph.title = "Storage used: 412 GB of 500 GB"
let sizes = [182.0, 96.0, 71.0, 38.0, 25.0, 88.0]
let total = 500.0
let pie = PieChart(identifier: "storage", sliceWidths: sizes)
pie.pieRadius = 150
pie.pieInnerRadius = 80
pie.startAngle = 0
pie.sliceDirection = .counterClockwise
pie.sliceFills = [Fill(color: .blue), Fill(color: .orange), Fill(color: .green), Fill(color: .purple),
                  Fill(color: .red), Fill(color: Color(white: 0.7))]
pie.borderLineStyle = LineStyle(lineWidth: 2, lineColor: .white)
var shade = Gradient(from: Color(white: 1, alpha: 0), to: Color(white: 0, alpha: 0.12))
shade.gradientType = .radial
pie.overlayFill = Fill(gradient: shade)
pie.labelTextStyle = TextStyle(fontName: "DejaVu Sans Bold", fontSize: 11, color: .white)
pie.labelOffset = -35
pie.labelFormatter = { size in String(format: "%.0f%%", size / total * 100) }
graph.add(pie)
graph

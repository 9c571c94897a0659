// A pie chart in a graph without axes: labels outside the pie with leader lines, spread apart so that the many
// small slices' labels never overlap; one slice pulled out with a radial offset.
let graph = XYGraph(width: 560, height: 400)
graph.axisSet = nil
graph.title = "Household spending"
let shares = [31.2, 16.4, 13.1, 10.9, 8.3, 6.2, 4.8, 3.1, 2.5, 1.9, 1.0, 0.6]
let pie = PieChart(identifier: "spending", sliceWidths: shares)
pie.dataLabels = ["Housing", "Transport", "Food", "Insurance", "Health", "Leisure", "Clothing", "Education",
                  "Savings", "Gifts", "Books", "Other"]
pie.labelTextStyle = TextStyle(fontSize: 11, color: Color(white: 0.2))
pie.borderLineStyle = LineStyle(lineWidth: 1.5, lineColor: .white)
pie.radialOffsets = [10]
graph.add(pie)
graph

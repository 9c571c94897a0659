import PlotlineValues

extension PieChart {
    /// The members of pie charts.
    static let pieChartTable: TypeDescriptor = TypeDescriptor(
        name: "PieChart", doc: "A pie or donut whose slices share a circle by value (put it in a graph with axisSet = nil).",
        kind: .object, superType: Plot.plotTable
    ) { members in
        members.properties = [
            fieldProperty("sliceWidths", .sliceWidths, doc: "The share of each slice (nil or 0 for none)."),
            .property("pieRadius", \PieChart.pieRadius, doc: "The outer radius in points; nil fills the plot area.", default: "nil"),
            .property(
                "pieInnerRadius", \PieChart.pieInnerRadius, doc: "The radius of the hole in points (a donut when above 0).",
                default: "0"),
            .property(
                "startAngle", \PieChart.startAngle, doc: "Where the first slice starts, radians counter-clockwise from 3 o'clock.",
                default: "π/2"),
            .property("endAngle", \PieChart.endAngle, doc: "Where the last slice ends, or nil for a full circle.", default: "nil"),
            .property("sliceDirection", \PieChart.sliceDirection, doc: "The direction slices follow.", default: ".clockwise"),
            .property(
                "centerAnchor", \PieChart.centerAnchor, doc: "The centre as a fraction of the plot area (y up).",
                default: "Point(x: 0.5, y: 0.5)"),
            .property("sliceFills", \PieChart.sliceFills, doc: "One fill per slice, cycling; [] uses the palette.", default: "[]"),
            .property(
                "radialOffsets", \PieChart.radialOffsets, doc: "How far each slice is pushed out, in points.",
                default: "[]"),
            .property("borderLineStyle", \PieChart.borderLineStyle, doc: "The outline of each slice, or nil.", default: "nil"),
            .property("overlayFill", \PieChart.overlayFill, doc: "A paint drawn over the whole pie, or nil.", default: "nil"),
            .property(
                "labelLineStyle", \PieChart.labelLineStyle, doc: "The leader lines to outside labels, or nil.",
                default: "0.75-point grey"),
            .property("sliceTitles", \PieChart.sliceTitles, doc: "The legend text of each slice.", default: "[]"),
        ]
        members.methods = [
            .method(
                "medianAngle", parameters: [Parameter("forSliceAt", "index", Int.self)], returns: .optional(.double),
                doc: "The angle in the middle of a record's slice, or nil when it has none."
            ) { (pie: PieChart, arguments) in
                let index: Int = try arguments.argument(0, named: "index")
                return pie.slices().first { $0.index == index }.map { .double($0.medianAngle) } ?? .none
            }
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("identifier", String?.self, default: .some(nil))],
                returns: .model(pieChartTable), doc: "Makes a pie chart with no data."
            ) { arguments in
                PieChart(identifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("sliceWidths", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(pieChartTable), doc: "Makes a pie chart from slice widths."
            ) { arguments in
                PieChart(
                    identifier: try arguments.argument(0, named: "identifier"),
                    sliceWidths: try numbers(arguments, 1, named: "sliceWidths")
                ).scriptValue
            },
        ]
    }
}

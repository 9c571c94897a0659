import PlotlineValues

extension ScatterPlot {
    /// The members of scatter plots.
    static let scatterPlotTable: TypeDescriptor = TypeDescriptor(
        name: "ScatterPlot", doc: "A series of (x, y) points drawn as a line, symbols and optional area fills.",
        kind: .object, superType: Plot.plotTable
    ) { members in
        members.properties = [
            .computed(
                "xValues", type: ValueConversions.optionalDoubles,
                doc: "The x value of each record (nil leaves a gap); [] means 0, 1, 2…", default: "[]",
                get: { (plot: ScatterPlot) in ValueConversions.value(of: plot.xValues) },
                set: { plot, value in plot.xValues = try plot.values(from: value, for: .x) }),
            .computed(
                "yValues", type: ValueConversions.optionalDoubles, doc: "The y value of each record (nil leaves a gap).",
                default: "[]",
                get: { (plot: ScatterPlot) in ValueConversions.value(of: plot.yValues) },
                set: { plot, value in plot.yValues = try plot.values(from: value, for: .y) }),
            .property("interpolation", \ScatterPlot.interpolation, doc: "How points are connected.", default: ".linear"),
            .property(
                "curvedInterpolationOption", \ScatterPlot.curvedInterpolationOption,
                doc: "The kind of curve for .curved interpolation.", default: ".normal"),
            .property(
                "curvedInterpolationCustomAlpha", \ScatterPlot.curvedInterpolationCustomAlpha,
                doc: "The Catmull-Rom alpha for .catmullCustomAlpha (0 uniform … 1 chordal).", default: "0.5"),
            .property(
                "histogramOption", \ScatterPlot.histogramOption, doc: "The step style for .histogram interpolation.",
                default: ".normal"),
            .property(
                "dataLineStyle", \ScatterPlot.dataLineStyle, doc: "The line through the points, or nil for none.",
                default: "1-point black"),
            .property("plotSymbol", \ScatterPlot.plotSymbol, doc: "The marker at each point, or nil for none.", default: "nil"),
            .property(
                "areaFill", \ScatterPlot.areaFill, doc: "The paint between the line and areaBaseValue, or nil.",
                default: "nil"),
            .property(
                "areaBaseValue", \ScatterPlot.areaBaseValue,
                doc: "The y value the area fill reaches to; nil means the bottom of the y range.", default: "nil"),
            .property(
                "areaFill2", \ScatterPlot.areaFill2, doc: "A second fill, between the line and areaBaseValue2, or nil.",
                default: "nil"),
            .property(
                "areaBaseValue2", \ScatterPlot.areaBaseValue2,
                doc: "The y value the second fill reaches to; nil means the top of the y range.", default: "nil"),
            .readOnly(
                "areaFillBands", \ScatterPlot.areaFillBands,
                doc: "Parts of the first area fill painted differently, each within its x range."),
        ]
        members.methods = [
            .method(
                "addAreaFillBand", parameters: [Parameter(nil, "band", LimitBand.self)],
                doc: "Repaints the area fill within the band's x range with the band's fill."
            ) { (plot: ScatterPlot, arguments) in
                plot.addAreaFillBand(try arguments.argument(0, named: "band"))
                return .none
            },
            .method(
                "removeAreaFillBand", parameters: [Parameter(nil, "band", LimitBand.self)],
                doc: "Removes an area fill band."
            ) { (plot: ScatterPlot, arguments) in
                plot.removeAreaFillBand(try arguments.argument(0, named: "band"))
                return .none
            },
            .method("removeAllAreaFillBands", doc: "Removes every area fill band.") { (plot: ScatterPlot, _) in
                plot.removeAllAreaFillBands()
                return .none
            },
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("identifier", String?.self, default: .some(nil))],
                returns: .model(scatterPlotTable), doc: "Makes a scatter plot with no data."
            ) { arguments in
                ScatterPlot(identifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("x", type: ValueConversions.optionalDoubles),
                    Parameter("y", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(scatterPlotTable), doc: "Makes a scatter plot from arrays of x and y values."
            ) { arguments in
                let plot = ScatterPlot(identifier: try arguments.argument(0, named: "identifier"))
                let x = try categoryAware(plot, arguments, 1, named: "x", for: .x)
                let y = try categoryAware(plot, arguments, 2, named: "y", for: .y)
                guard x.count == y.count else {
                    throw ModelError(
                        .valueError, "x has \(x.count) values but y has \(y.count)",
                        hint: "give x and y the same number of values")
                }
                plot.xValues = x
                plot.yValues = y
                return plot.scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("y", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(scatterPlotTable), doc: "Makes a scatter plot of y values at x = 0, 1, 2…"
            ) { arguments in
                let plot = ScatterPlot(identifier: try arguments.argument(0, named: "identifier"))
                plot.yValues = try categoryAware(plot, arguments, 1, named: "y", for: .y)
                return plot.scriptValue
            },
        ]
    }

    private static func categoryAware(
        _ plot: ScatterPlot, _ arguments: [Value], _ index: Int, named name: String, for coordinate: Coordinate
    ) throws -> [Double] {
        do {
            return try plot.values(from: arguments.indices.contains(index) ? arguments[index] : .none, for: coordinate)
        } catch var error as ModelError {
            error.message += " for parameter '\(name)'"
            throw error
        }
    }
}

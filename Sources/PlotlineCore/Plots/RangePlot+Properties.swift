import PlotlineValues

extension RangePlot {
    /// The members of range plots.
    static let rangePlotTable: TypeDescriptor = TypeDescriptor(
        name: "RangePlot", doc: "Error bars and bands: distances above, below, left and right of (x, y) points.",
        kind: .object, superType: Plot.plotTable
    ) { members in
        members.properties = [
            fieldProperty("xValues", .xValues, doc: "The x value of each record; [] means 0, 1, 2…"),
            fieldProperty("yValues", .yValues, doc: "The y value of each record."),
            fieldProperty("highValues", .highValues, doc: "The distance above y of each record."),
            fieldProperty("lowValues", .lowValues, doc: "The distance below y of each record."),
            fieldProperty("leftValues", .leftValues, doc: "The distance left of x of each record."),
            fieldProperty("rightValues", .rightValues, doc: "The distance right of x of each record."),
            .property("barLineStyle", \RangePlot.barLineStyle, doc: "The bars and caps, or nil.", default: "1-point black"),
            .property("barWidth", \RangePlot.barWidth, doc: "The width of the end caps in points.", default: "0"),
            .property("gapHeight", \RangePlot.gapHeight, doc: "The gap in vertical bars around the point, in points.", default: "0"),
            .property("gapWidth", \RangePlot.gapWidth, doc: "The gap in horizontal bars around the point, in points.", default: "0"),
            .property("areaFill", \RangePlot.areaFill, doc: "The band through all records, or nil.", default: "nil"),
            .property(
                "areaBorderLineStyle", \RangePlot.areaBorderLineStyle, doc: "The outline of the band, or nil.",
                default: "nil"),
            .property("fillDirection", \RangePlot.fillDirection, doc: "Which way the band runs.", default: ".horizontal"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("identifier", String?.self, default: .some(nil))],
                returns: .model(rangePlotTable), doc: "Makes a range plot with no data."
            ) { arguments in
                RangePlot(identifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("x", type: ValueConversions.optionalDoubles),
                    Parameter("y", type: ValueConversions.optionalDoubles),
                    Parameter("high", type: ValueConversions.optionalDoubles),
                    Parameter("low", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(rangePlotTable),
                doc: "Makes a range plot of points with distances above (high) and below (low) them."
            ) { arguments in
                let x = try numbers(arguments, 1, named: "x")
                let y = try numbers(arguments, 2, named: "y")
                let high = try numbers(arguments, 3, named: "high")
                let low = try numbers(arguments, 4, named: "low")
                try checkSameLength(x, "x", y, "y")
                try checkSameLength(y, "y", high, "high")
                try checkSameLength(y, "y", low, "low")
                return RangePlot(identifier: try arguments.argument(0, named: "identifier"), x: x, y: y, high: high, low: low)
                    .scriptValue
            },
        ]
    }
}

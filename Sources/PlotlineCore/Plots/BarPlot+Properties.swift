import PlotlineValues

extension BarPlot {
    /// The type of `fillForBar`: `(Int, Double) -> Fill`.
    static let fillForBarType = ValueType.optional(.function([.int, .double], Fill.valueType))

    /// The members of bar plots.
    static let barPlotTable: TypeDescriptor = TypeDescriptor(
        name: "BarPlot", doc: "Bars from a base value to a tip at each location; stackable and groupable.",
        kind: .object, superType: Plot.plotTable
    ) { members in
        members.properties = [
            fieldProperty("barLocations", .barLocations, doc: "Where each bar stands; [] means 0, 1, 2…"),
            fieldProperty("barTips", .barTips, doc: "The tip of each bar (for a stacked plot, the amount it adds)."),
            fieldProperty("barBases", .barBases, doc: "The base of each bar, used when barBasesVary."),
            .property("barsAreHorizontal", \BarPlot.barsAreHorizontal, doc: "True for horizontal bars.", default: "false"),
            .property("baseValue", \BarPlot.baseValue, doc: "The value bars start from.", default: "0"),
            .property(
                "barBasesVary", \BarPlot.barBasesVary, doc: "True to start each bar at its barBases value.",
                default: "false"),
            .property(
                "barWidth", \BarPlot.barWidth, doc: "The bar width in data units (points with view coordinates).",
                default: "0.5"),
            .property("barOffset", \BarPlot.barOffset, doc: "A shift of every bar along the category axis.", default: "0"),
            .property(
                "barWidthsAreInViewCoordinates", \BarPlot.barWidthsAreInViewCoordinates,
                doc: "True when barWidth and barOffset are in points.", default: "false"),
            .property("barCornerRadius", \BarPlot.barCornerRadius, doc: "The radius of the tip corners in points.", default: "0"),
            .property(
                "barBaseCornerRadius", \BarPlot.barBaseCornerRadius, doc: "The radius of the base corners in points.",
                default: "0"),
            .property(
                "fill", \BarPlot.fill, doc: "The paint of every bar; nil picks a palette colour for the plot.",
                default: "nil"),
            .readOnly(
                "defaultColor", \BarPlot.defaultColor,
                doc: "The palette colour the bars get when fill is nil (by the plot's place among the bar plots)."),
            .property("barFills", \BarPlot.barFills, doc: "One fill per bar, cycling; [] uses fill.", default: "[]"),
            .computed(
                "fillForBar", type: fillForBarType,
                doc: "A closure { index, value in ... } returning each bar's Fill or Color.", default: "nil",
                get: { (plot: BarPlot) in plot.fillForBar.map { .callable($0) } ?? .none },
                set: { plot, value in plot.fillForBar = try ValueConversions.callable(from: value, expected: fillForBarType) }),
            .property("lineStyle", \BarPlot.lineStyle, doc: "The outline of every bar, or nil.", default: "nil"),
            .readOnly("stackedOn", \BarPlot.stackedOn, doc: "The plot this plot's bars are stacked on, or nil."),
            .computed(
                "group", type: .optional(BarPlotGroup.valueType), doc: "The group setting the bar slots, or nil.",
                get: { (plot: BarPlot) in plot.group.scriptValue },
                set: { plot, value in
                    if let group = try BarPlotGroup?.fromValue(value) { group.add(plot) } else { plot.group?.remove(plot) }
                }),
        ]
        members.methods = [
            .method(
                "stack", parameters: [Parameter("on", "plot", BarPlot?.self)],
                doc: "Stacks this plot's bars on another plot's (nil unstacks them)."
            ) { (plot: BarPlot, arguments) in
                try plot.stack(on: try arguments.argument(0, named: "plot"))
                return .none
            }
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("identifier", String?.self, default: .some(nil))],
                returns: .model(barPlotTable), doc: "Makes a bar plot with no data."
            ) { arguments in
                BarPlot(identifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("locations", type: ValueConversions.optionalDoubles),
                    Parameter("tips", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(barPlotTable), doc: "Makes a bar plot from bar locations and tips."
            ) { arguments in
                let locations = try numbers(arguments, 1, named: "locations")
                let tips = try numbers(arguments, 2, named: "tips")
                try checkSameLength(locations, "locations", tips, "tips")
                return BarPlot(identifier: try arguments.argument(0, named: "identifier"), locations: locations, tips: tips)
                    .scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("identifier", String?.self, default: .some(nil)),
                    Parameter("tips", type: ValueConversions.optionalDoubles),
                ],
                returns: .model(barPlotTable), doc: "Makes a bar plot of tips at locations 0, 1, 2…"
            ) { arguments in
                let plot = BarPlot(identifier: try arguments.argument(0, named: "identifier"))
                plot.barTips = try numbers(arguments, 1, named: "tips")
                return plot.scriptValue
            },
        ]
    }
}

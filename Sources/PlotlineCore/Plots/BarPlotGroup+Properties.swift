import PlotlineValues

extension BarPlotGroup: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `BarPlotGroup(3 plots)`.
    public var summary: String { "BarPlotGroup(\(plots.count) plots)" }

    /// The members of bar plot groups.
    static let barPlotGroupTable: TypeDescriptor = TypeDescriptor(
        name: "BarPlotGroup", doc: "Bar plots standing side by side at each location.", kind: .object
    ) { members in
        members.properties = [
            .property("groupWidth", \BarPlotGroup.groupWidth, doc: "The width of a whole group in data units.", default: "0.8"),
            .property("barGap", \BarPlotGroup.barGap, doc: "The gap between bars of a group in data units.", default: "0.02"),
            .readOnly("plots", \BarPlotGroup.plots, doc: "The member plots in slot order."),
        ]
        members.methods = [
            .method("add", parameters: [Parameter(nil, "plot", BarPlot.self)], doc: "Appends a plot to the group.") {
                (group: BarPlotGroup, arguments) in
                group.add(try arguments.argument(0, named: "plot"))
                return .none
            },
            .method("remove", parameters: [Parameter(nil, "plot", BarPlot.self)], doc: "Removes a plot from the group.") {
                (group: BarPlotGroup, arguments) in
                group.remove(try arguments.argument(0, named: "plot"))
                return .none
            },
        ] + bindingMethods
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("plots", [BarPlot].self), Parameter("groupWidth", Double.self, default: 0.8),
                    Parameter("barGap", Double.self, default: 0.02),
                ],
                returns: .model(barPlotGroupTable), doc: "Groups bar plots side by side, in slot order."
            ) { arguments in
                BarPlotGroup(
                    plots: try arguments.argument(0, named: "plots"),
                    groupWidth: try arguments.argument(1, named: "groupWidth"),
                    barGap: try arguments.argument(2, named: "barGap")
                ).scriptValue
            }
        ]
    }
}

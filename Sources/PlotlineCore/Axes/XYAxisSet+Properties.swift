import PlotlineValues

extension XYAxisSet {
    /// The members of x-y axis sets.
    static let xyAxisSetTable: TypeDescriptor = TypeDescriptor(
        name: "XYAxisSet", doc: "The axes of an x-y graph: an x axis and a y axis, plus any extra axes.", kind: .object,
        superType: AxisSet.axisSetTable
    ) { members in
        members.properties = [
            .property("xAxis", \XYAxisSet.xAxis, doc: "The horizontal axis (the first axis)."),
            .property("yAxis", \XYAxisSet.yAxis, doc: "The vertical axis (the second axis)."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [], returns: .model(xyAxisSetTable), doc: "Makes an x axis and a y axis."
            ) { _ in
                XYAxisSet().scriptValue
            }
        ]
    }
}

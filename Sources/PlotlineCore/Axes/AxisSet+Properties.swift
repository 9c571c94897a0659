import PlotlineValues

extension AxisSet {
    /// The members every axis set has.
    static let axisSetTable: TypeDescriptor = TypeDescriptor(
        name: "AxisSet", doc: "The axes of a graph.", kind: .object, superType: Layer.layerTable
    ) { members in
        members.properties = [
            .property("axes", \AxisSet.axes, doc: "Every axis, in drawing order."),
            .property(
                "borderLineStyle", \AxisSet.borderLineStyle, doc: "A border around the plot area drawn with the axes, or nil.",
                default: "nil"),
        ]
        members.methods = [
            .method("addAxis", parameters: [Parameter(nil, "axis", Axis.self)], doc: "Adds an axis (a second y axis, say).") {
                (set: AxisSet, arguments) in
                set.addAxis(try arguments.argument(0, named: "axis"))
                return .none
            },
            .method("removeAxis", parameters: [Parameter(nil, "axis", Axis.self)], doc: "Removes an axis.") {
                (set: AxisSet, arguments) in
                set.removeAxis(try arguments.argument(0, named: "axis"))
                return .none
            },
        ]
    }
}

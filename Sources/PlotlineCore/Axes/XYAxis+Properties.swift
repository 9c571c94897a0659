import PlotlineValues

extension XYAxis {
    /// The members of x-y axes.
    static let xyAxisTable: TypeDescriptor = TypeDescriptor(
        name: "XYAxis", doc: "An axis of an x-y graph, crossing the other coordinate at orthogonalPosition.", kind: .object,
        superType: Axis.axisTable
    ) { members in
        members.properties = [
            .property(
                "orthogonalPosition", \XYAxis.orthogonalPosition,
                doc: "Where the axis crosses the other coordinate, in data units; outside the range it sticks to the edge. Inside, its labels move to the plot area's edge unless tickLabelDirection is set.",
                default: "0"),
            .property(
                "axisConstraints", \XYAxis.axisConstraints,
                doc: "Pins the axis to the plot area, e.g. Constraints(upperOffset: 0) for a right-hand y axis, its labels beside it; nil follows orthogonalPosition.",
                default: "nil"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("coordinate", Coordinate.self)], returns: .model(xyAxisTable),
                doc: "Makes an axis for a coordinate (add it to axisSet.axes)."
            ) { arguments in
                XYAxis(coordinate: try arguments.argument(0, named: "coordinate")).scriptValue
            }
        ]
    }
}

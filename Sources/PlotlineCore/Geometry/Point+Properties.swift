import PlotlineValues

extension Point: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Point`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Point", doc: "A point: a view point in points or a plot point in data coordinates.", kind: .value
    ) { members in
        members.properties = [
            .property("x", \Point.x, doc: "The horizontal coordinate.", default: "0"),
            .property("y", \Point.y, doc: "The vertical coordinate.", default: "0"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter("x", Double.self, default: 0), Parameter("y", Double.self, default: 0)],
                returns: .model(descriptor), doc: "Makes a point from its coordinates."
            ) { arguments in
                Point(x: try arguments.argument(0, named: "x"), y: try arguments.argument(1, named: "y")).scriptValue
            }
        ]
        members.staticProperties = [
            StaticPropertyDescriptor("zero", doc: "The origin, (0, 0).") { Point.zero.scriptValue }
        ]
    }

    /// `Point(x: 1, y: 2)`.
    public var summary: String { "Point(x: \(formatNumber(x)), y: \(formatNumber(y)))" }
}

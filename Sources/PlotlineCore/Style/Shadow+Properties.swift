import PlotlineValues

extension Shadow: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Shadow`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Shadow", doc: "A soft shadow cast under a layer or a plot.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .property(
                "offset", \Shadow.offset, doc: "How far the shadow moves, in points (y up: height -2 moves it down).",
                default: "Size(width: 0, height: 0)"),
            .property("blurRadius", \Shadow.blurRadius, doc: "How far the edge is spread, in points.", default: "0"),
            .property("color", \Shadow.color, doc: "The shadow's colour.", default: "black at 1/3 opacity"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("offset", Size.self, default: .zero), Parameter("blurRadius", Double.self, default: 0),
                    Parameter("color", Color.self, default: Color(white: 0, alpha: 1.0 / 3.0)),
                ],
                returns: .model(descriptor), doc: "Makes a shadow (y up: Size(width: 2, height: -2) falls to the lower right)."
            ) { arguments in
                Shadow(
                    offset: try arguments.argument(0, named: "offset"),
                    blurRadius: try arguments.argument(1, named: "blurRadius"),
                    color: try arguments.argument(2, named: "color")
                ).scriptValue
            }
        ]
    }

    /// `Shadow(offset: Size(width: 2, height: -2), blurRadius: 4, color: …)`.
    public var summary: String {
        "Shadow(offset: \(offset.summary), blurRadius: \(formatNumber(blurRadius)), color: \(color.summary))"
    }
}

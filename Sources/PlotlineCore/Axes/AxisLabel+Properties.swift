import PlotlineValues

extension AxisLabel: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `AxisLabel`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "AxisLabel", doc: "A custom tick label: text at a data value (labeling policy .none).", kind: .value
    ) { members in
        members.properties = [
            .property("text", \AxisLabel.text, doc: "The text."),
            .property("tickLocation", \AxisLabel.tickLocation, doc: "The data value the label marks."),
            .property("textStyle", \AxisLabel.textStyle, doc: "How the label is drawn, or nil for the axis's style.", default: "nil"),
            .property("offset", \AxisLabel.offset, doc: "The distance from the tick, or nil for the axis's labelOffset.", default: "nil"),
            .property("rotation", \AxisLabel.rotation, doc: "The rotation in radians, or nil for the axis's.", default: "nil"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("text", String.self), Parameter("tickLocation", Double.self),
                    Parameter("textStyle", TextStyle?.self, default: .some(nil)),
                ],
                returns: .model(descriptor), doc: "Makes a custom label at a data value."
            ) { arguments in
                AxisLabel(
                    text: try arguments.argument(0, named: "text"),
                    tickLocation: try arguments.argument(1, named: "tickLocation"),
                    textStyle: try arguments.argument(2, named: "textStyle")
                ).scriptValue
            }
        ]
    }

    /// `AxisLabel(text: "Q1", tickLocation: 0)`.
    public var summary: String { "AxisLabel(text: \"\(text)\", tickLocation: \(formatNumber(tickLocation)))" }
}

import PlotlineValues

extension LimitLine: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `LimitLine`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "LimitLine", doc: "A labelled line across the plot area at one value of an axis.", kind: .value
    ) { members in
        members.properties = [
            .property("value", \LimitLine.value, doc: "The data value the line marks."),
            .property("limit", \LimitLine.value, doc: "The data value the line marks (Swift Charts' name)."),
            .property("label", \LimitLine.label, doc: "The label, or nil.", default: "nil"),
            .property("lineStyle", \LimitLine.lineStyle, doc: "How the line is drawn.", default: "1.5-point red, dashed"),
            .property("labelTextStyle", \LimitLine.labelTextStyle, doc: "How the label is drawn.", default: "10-point red"),
            .property("labelPosition", \LimitLine.labelPosition, doc: "Where the label sits.", default: ".rightTop"),
            .property(
                "drawsBehindData", \LimitLine.drawsBehindData, doc: "True to draw the line behind the plots.",
                default: "false"),
        ]
        members.initializers = [initializer(valueLabel: "value"), initializer(valueLabel: "limit")]
    }

    private static func initializer(valueLabel: String) -> FunctionDescriptor {
        FunctionDescriptor(
            "init",
            parameters: [
                Parameter(valueLabel, Double.self), Parameter("label", String?.self, default: .some(nil)),
                Parameter("lineStyle", LineStyle.self, default: LimitLine.defaultLineStyle),
                Parameter("labelPosition", LimitLabelPosition.self, default: .rightTop),
            ],
            returns: .model(descriptor), doc: "Makes a limit line at a value, with an optional label."
        ) { arguments in
            LimitLine(
                value: try arguments.argument(0, named: valueLabel), label: try arguments.argument(1, named: "label"),
                lineStyle: try arguments.argument(2, named: "lineStyle"),
                labelPosition: try arguments.argument(3, named: "labelPosition")
            ).scriptValue
        }
    }

    /// `LimitLine(value: 50, label: "Target")`.
    public var summary: String {
        "LimitLine(value: \(formatNumber(value))" + (label.map { ", label: \"\($0)\"" } ?? "") + ")"
    }
}

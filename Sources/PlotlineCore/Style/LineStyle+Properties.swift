import PlotlineValues

extension LineStyle: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `LineStyle`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "LineStyle", doc: "How a line is stroked: width, colour, dashes, caps and joins.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .property("lineWidth", \LineStyle.lineWidth, doc: "The stroke width in points.", default: "1"),
            .property("lineColor", \LineStyle.lineColor, doc: "The stroke colour.", default: ".black"),
            .property(
                "dashPattern", \LineStyle.dashPattern,
                doc: "Alternating dash and gap lengths in points; [] for a solid line.", default: "[]"),
            .property(
                "patternPhase", \LineStyle.patternPhase, doc: "How far into the dash pattern the line starts.",
                default: "0"),
            .property("lineCap", \LineStyle.lineCap, doc: "How line ends are drawn.", default: ".butt"),
            .property("lineJoin", \LineStyle.lineJoin, doc: "How corners are drawn.", default: ".miter"),
            .property(
                "miterLimit", \LineStyle.miterLimit, doc: "The miter length ratio beyond which joins are bevelled.",
                default: "10"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("lineWidth", Double.self, default: 1), Parameter("lineColor", Color.self, default: .black),
                    Parameter("dashPattern", [Double].self, default: []),
                ],
                returns: .model(descriptor), doc: "Makes a line style (1 point, black and solid by default)."
            ) { arguments in
                LineStyle(
                    lineWidth: try arguments.argument(0, named: "lineWidth"),
                    lineColor: try arguments.argument(1, named: "lineColor"),
                    dashPattern: try arguments.argument(2, named: "dashPattern")
                ).scriptValue
            }
        ]
    }

    /// `LineStyle(lineWidth: 2, lineColor: .red)`, listing what differs from the defaults.
    public var summary: String {
        var parts = ["lineWidth: \(formatNumber(lineWidth))", "lineColor: \(lineColor.summary)"]
        if !dashPattern.isEmpty { parts.append("dashPattern: [\(dashPattern.map(formatNumber).joined(separator: ", "))]") }
        if lineCap != .butt { parts.append("lineCap: \(lineCap.summary)") }
        if lineJoin != .miter { parts.append("lineJoin: \(lineJoin.summary)") }
        return "LineStyle(\(parts.joined(separator: ", ")))"
    }
}

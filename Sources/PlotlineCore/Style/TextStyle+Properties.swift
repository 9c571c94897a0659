import PlotlineValues

extension TextStyle: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `TextStyle`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "TextStyle", doc: "How text is drawn: font family, size and colour.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .property(
                "fontName", \TextStyle.fontName,
                doc: "The font family, optionally with a style (\"DejaVu Sans Bold\").",
                default: "\"\(TextStyle.defaultFontName)\""),
            .property("fontSize", \TextStyle.fontSize, doc: "The font size in points.", default: "12"),
            .property("color", \TextStyle.color, doc: "The text colour.", default: ".black"),
            .property(
                "textAlignment", \TextStyle.textAlignment, doc: "How the lines of a multi-line text align.",
                default: ".left"),
            .property(
                "fontWeight", \TextStyle.fontWeight, doc: "The stroke weight; .regular keeps the weight fontName names.",
                default: ".regular"),
            .property("italic", \TextStyle.italic, doc: "True for italic letters.", default: "false"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("fontName", String.self, default: TextStyle.defaultFontName),
                    Parameter("fontSize", Double.self, default: 12), Parameter("color", Color.self, default: .black),
                    Parameter("fontWeight", FontWeight.self, default: .regular), Parameter("italic", Bool.self, default: false),
                    Parameter("textAlignment", TextAlignment.self, default: .left),
                ],
                returns: .model(descriptor), doc: "Makes a text style (12-point black regular DejaVu Sans by default)."
            ) { arguments in
                TextStyle(
                    fontName: try arguments.argument(0, named: "fontName"),
                    fontSize: try arguments.argument(1, named: "fontSize"),
                    color: try arguments.argument(2, named: "color"),
                    textAlignment: try arguments.argument(5, named: "textAlignment"),
                    fontWeight: try arguments.argument(3, named: "fontWeight"),
                    italic: try arguments.argument(4, named: "italic")
                ).scriptValue
            }
        ]
    }

    /// `TextStyle(fontName: "DejaVu Sans", fontSize: 12, color: .black)`, plus weight and slant when set.
    public var summary: String {
        var parts = ["fontName: \"\(fontName)\"", "fontSize: \(formatNumber(fontSize))", "color: \(color.summary)"]
        if fontWeight != .regular { parts.append("fontWeight: \(fontWeight.summary)") }
        if italic { parts.append("italic: true") }
        return "TextStyle(\(parts.joined(separator: ", ")))"
    }
}

extension TextStyle: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `TextStyle`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "TextStyle", doc: "How text is drawn: font family, size and colour.", kind: .value
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
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("fontName", String.self, default: TextStyle.defaultFontName),
                    Parameter("fontSize", Double.self, default: 12), Parameter("color", Color.self, default: .black),
                ],
                returns: .model(descriptor), doc: "Makes a text style (12-point black DejaVu Sans by default)."
            ) { arguments in
                TextStyle(
                    fontName: try arguments.argument(0, named: "fontName"),
                    fontSize: try arguments.argument(1, named: "fontSize"),
                    color: try arguments.argument(2, named: "color")
                ).scriptValue
            }
        ]
    }

    /// `TextStyle(fontName: "DejaVu Sans", fontSize: 12, color: .black)`.
    public var summary: String {
        "TextStyle(fontName: \"\(fontName)\", fontSize: \(formatNumber(fontSize)), color: \(color.summary))"
    }
}

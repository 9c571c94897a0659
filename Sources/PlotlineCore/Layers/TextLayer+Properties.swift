import PlotlineValues

extension TextLayer {
    /// The members of text layers.
    static let textLayerTable: TypeDescriptor = TypeDescriptor(
        name: "TextLayer", doc: "A bordered layer showing text, the usual content of annotations.", kind: .object,
        superType: BorderedLayer.borderedLayerTable
    ) { members in
        members.properties = [
            .property("text", \TextLayer.text, doc: "The text; \\n breaks lines."),
            .property("textStyle", \TextLayer.textStyle, doc: "How the text is drawn."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter("text", String.self), Parameter("style", TextStyle.self, default: TextStyle())],
                returns: .model(textLayerTable), doc: "Makes a text layer (12-point black text by default)."
            ) { arguments in
                TextLayer(text: try arguments.argument(0, named: "text"), style: try arguments.argument(1, named: "style"))
                    .scriptValue
            }
        ]
    }
}

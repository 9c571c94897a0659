import PlotlineValues

extension TextAlignment {
    /// The scripting description of `TextAlignment`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "TextAlignment", doc: "How the lines of a multi-line text align with each other.")
}

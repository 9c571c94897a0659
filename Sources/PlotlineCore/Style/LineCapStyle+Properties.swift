import PlotlineValues

extension LineCapStyle {
    /// The scripting description of `LineCapStyle`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "LineCapStyle", doc: "How the ends of a stroked line are drawn.")
}

import PlotlineValues

extension LineJoinStyle {
    /// The scripting description of `LineJoinStyle`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "LineJoinStyle", doc: "How the corners of a stroked path are drawn.")
}

import PlotlineValues

extension GradientType {
    /// The scripting description of `GradientType`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "GradientType", doc: "How a gradient's colours spread: along a line or outwards from a centre.")
}

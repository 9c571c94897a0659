import PlotlineValues

extension NumberStyle {
    /// The scripting description of `NumberStyle`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "NumberStyle", doc: "How a number formatter writes numbers: decimal, percent, currency or scientific.")
}

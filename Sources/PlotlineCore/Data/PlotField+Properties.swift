import PlotlineValues

extension PlotField {
    /// The scripting description of `PlotField`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "PlotField", doc: "A column of plot data, named as the plot's binding is.")
}

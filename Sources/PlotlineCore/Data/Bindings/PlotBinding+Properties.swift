import PlotlineValues

extension PlotBinding {
    /// The scripting description of `PlotBinding`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "PlotBinding", doc: "A binding name of a plot: what plot.bind(.yValues, to:withKeyPath:) fills.",
        aliasList: PlotField.corePlotNames.map { (name: $0.key, member: PlotBinding(field: $0.value)) })
}

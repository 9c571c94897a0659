import PlotlineValues

extension PlotSymbolType {
    /// The scripting description of `PlotSymbolType`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(name: "PlotSymbolType", doc: "The shape of a plot symbol.")
}

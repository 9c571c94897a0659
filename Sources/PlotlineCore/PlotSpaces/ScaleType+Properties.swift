import PlotlineValues

extension ScaleType {
    /// The scripting description of `ScaleType`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "ScaleType", doc: "How data values map to positions along one coordinate of a plot space.")
}

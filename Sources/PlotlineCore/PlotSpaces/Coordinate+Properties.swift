import PlotlineValues

extension Coordinate {
    /// The scripting description of `Coordinate`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(name: "Coordinate", doc: "One coordinate of a plot space.")
}

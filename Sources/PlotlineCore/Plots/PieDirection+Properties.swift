import PlotlineValues

extension PieDirection {
    /// The scripting description of `PieDirection`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "PieDirection", doc: "The direction slices follow each other round a pie.")
}

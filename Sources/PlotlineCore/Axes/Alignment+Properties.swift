import PlotlineValues

extension Alignment {
    /// The scripting description of `Alignment`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "Alignment", doc: "How a label lines up with its tick: left, center, right (x) or top, middle, bottom (y).")
}

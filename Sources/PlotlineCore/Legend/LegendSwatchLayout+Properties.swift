import PlotlineValues

extension LegendSwatchLayout {
    /// The scripting description of `LegendSwatchLayout`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "LegendSwatchLayout", doc: "Where a legend entry's swatch sits relative to its text.")
}

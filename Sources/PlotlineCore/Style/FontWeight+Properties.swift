import PlotlineValues

extension FontWeight {
    /// The scripting description of `FontWeight`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "FontWeight", doc: "How heavy a font's strokes are (thin, light, regular, medium, semibold, bold, heavy, black).")
}

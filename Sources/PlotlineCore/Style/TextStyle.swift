/// How text is drawn: font family, size and colour (Core Plot's `CPTTextStyle`).
///
/// `fontName` is a font family, optionally followed by a style as fontconfig spells it
/// (`"DejaVu Sans"`, `"DejaVu Sans Bold"`, `"DejaVu Serif Italic"`); any Unicode text is drawn, with fallback fonts
/// for scripts the family lacks.
public struct TextStyle: Hashable, Sendable {
    /// The font family used when none is given, installed with the kernel.
    public static let defaultFontName = "DejaVu Sans"

    /// The font family and optional style.
    public var fontName: String
    /// The font size in points.
    public var fontSize: Double
    /// The text colour.
    public var color: Color
    /// How the lines of a multi-line text align.
    public var textAlignment: TextAlignment

    /// Makes a text style; the defaults are 12-point black DejaVu Sans.
    public init(
        fontName: String = TextStyle.defaultFontName,
        fontSize: Double = 12,
        color: Color = .black,
        textAlignment: TextAlignment = .left
    ) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.textAlignment = textAlignment
    }
}

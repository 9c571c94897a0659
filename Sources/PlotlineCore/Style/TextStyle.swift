/// How text is drawn: font family, size, weight, slant and colour (Core Plot's `CPTTextStyle`).
///
/// `fontName` is a font family, optionally followed by a style as fontconfig spells it
/// (`"DejaVu Sans"`, `"DejaVu Sans Bold"`, `"DejaVu Serif Italic"`); `fontWeight` and `italic` override the style.
/// Any Unicode text is drawn: scripts and emoji the family lacks fall back to installed fonts (Noto CJK, Noto
/// Color Emoji).
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
    /// The stroke weight; `.regular` keeps the weight `fontName` names.
    public var fontWeight: FontWeight
    /// True for italic (or oblique) letters.
    public var italic: Bool

    /// Makes a text style; the defaults are 12-point black regular DejaVu Sans.
    public init(
        fontName: String = TextStyle.defaultFontName,
        fontSize: Double = 12,
        color: Color = .black,
        textAlignment: TextAlignment = .left,
        fontWeight: FontWeight = .regular,
        italic: Bool = false
    ) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.textAlignment = textAlignment
        self.fontWeight = fontWeight
        self.italic = italic
    }

    /// This style at another size.
    public func withFontSize(_ size: Double) -> TextStyle {
        var copy = self
        copy.fontSize = size
        return copy
    }

    /// This style in another colour.
    public func withColor(_ color: Color) -> TextStyle {
        var copy = self
        copy.color = color
        return copy
    }
}

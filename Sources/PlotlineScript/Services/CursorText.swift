/// A cell's text split at a cursor given in Unicode scalars (code points), as Jupyter counts since protocol 5.2.
///
/// The lexer counts characters (grapheme clusters); this type converts between the two, so that a cursor after
/// an emoji or a combining accent lands where the front end meant it.
struct CursorText {
    /// The whole cell.
    let code: String
    /// The cursor in Unicode scalars, clamped into the text.
    let scalarOffset: Int
    /// The text before the cursor.
    let prefix: String

    /// Splits `code` at `cursor` (Unicode scalars); a cursor inside a grapheme cluster splits the cluster.
    init(code: String, cursor: Int) {
        self.code = code
        let scalars = code.unicodeScalars
        let clamped = min(max(0, cursor), scalars.count)
        self.scalarOffset = clamped
        let index = scalars.index(scalars.startIndex, offsetBy: clamped)
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[..<index])
        self.prefix = String(prefix)
    }

    /// The cursor as a character offset into `code` (what the lexer's source locations count).
    var characterOffset: Int { prefix.count }

    /// The scalar offset of a character offset of `code`.
    func scalarOffset(ofCharacter offset: Int) -> Int {
        code.prefix(max(0, offset)).unicodeScalars.count
    }
}

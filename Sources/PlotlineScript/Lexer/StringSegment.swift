/// One piece of a string literal: literal text, or the tokens of an interpolation `\(expr)`.
public enum StringSegment: Equatable, Sendable {
    /// Literal text with escapes already decoded.
    case text(String)
    /// The tokens between `\(` and `)`, and the range of the whole interpolation.
    case interpolation([Token], SourceRange)
}

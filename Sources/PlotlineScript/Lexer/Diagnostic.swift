/// A syntax problem found by the lexer or the parser, with the range it points at.
public struct Diagnostic: Equatable, Sendable {
    /// The message, Swift-like: `expected ')' in argument list`.
    public var message: String
    /// Where the problem is.
    public var range: SourceRange
    /// A suggestion shown under the caret.
    public var hint: String?
    /// True when the problem is that the input ended too early (an open bracket or string), so more lines
    /// would complete the cell; `is_complete` answers `incomplete` for these.
    public var isAtEndOfInput: Bool

    /// Makes a diagnostic.
    public init(_ message: String, at range: SourceRange, hint: String? = nil, isAtEndOfInput: Bool = false) {
        self.message = message
        self.range = range
        self.hint = hint
        self.isAtEndOfInput = isAtEndOfInput
    }
}

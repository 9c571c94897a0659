/// One token of source text with its range and the whitespace around it.
///
/// Whitespace flags implement Swift's newline rules: a newline ends a statement unless the next line clearly
/// continues the expression (a binary operator followed by a space, or a `.member` of a chained call).
public struct Token: Equatable, Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// Where the token is.
    public var range: SourceRange
    /// True when a newline (or the start of the source) comes before the token.
    public var isAtLineStart: Bool
    /// True when whitespace, a comment or a newline comes before the token.
    public var hasLeadingSpace: Bool
    /// True when whitespace, a comment, a newline or the end of input comes after the token.
    public var hasTrailingSpace: Bool

    /// Makes a token.
    public init(kind: TokenKind, range: SourceRange, isAtLineStart: Bool, hasLeadingSpace: Bool, hasTrailingSpace: Bool = true) {
        self.kind = kind
        self.range = range
        self.isAtLineStart = isAtLineStart
        self.hasLeadingSpace = hasLeadingSpace
        self.hasTrailingSpace = hasTrailingSpace
    }

    /// True when the token is the punctuator `punctuator`.
    public func isPunctuator(_ punctuator: Punctuator) -> Bool {
        kind == .punctuator(punctuator)
    }

    /// True when the token is the keyword `keyword`.
    public func isKeyword(_ keyword: Keyword) -> Bool {
        kind == .keyword(keyword)
    }
}

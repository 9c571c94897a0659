/// What a token is: a name, a literal, a keyword, punctuation, or the end of input.
public enum TokenKind: Equatable, Sendable {
    /// A name: `graph`, `majorIntervalLength`, `_`.
    case identifier(String)
    /// A closure's anonymous parameter, `$0`.
    case anonymousParameter(Int)
    /// A reserved word.
    case keyword(Keyword)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case double(Double)
    /// A string literal, split into text and interpolations.
    case string([StringSegment])
    /// Punctuation or an operator.
    case punctuator(Punctuator)
    /// Text the lexer could not read; its diagnostic has been reported.
    case invalid(String)
    /// The end of the source.
    case endOfFile
}

extension TokenKind {
    /// How the token reads in messages: `'graph'`, `'let'`, `')'`, `integer literal`.
    public var spelling: String {
        switch self {
        case .identifier(let name): return "'\(name)'"
        case .anonymousParameter(let index): return "'$\(index)'"
        case .keyword(let keyword): return "'\(keyword.rawValue)'"
        case .integer(let value): return "'\(value)'"
        case .double(let value): return "'\(value)'"
        case .string: return "string literal"
        case .punctuator(let punctuator): return "'\(punctuator.rawValue)'"
        case .invalid(let text): return "'\(text)'"
        case .endOfFile: return "end of input"
        }
    }

    /// The identifier's name, or a keyword's spelling (keywords may be argument labels and member names).
    public var nameLike: String? {
        switch self {
        case .identifier(let name): return name
        case .keyword(let keyword): return keyword.rawValue
        default: return nil
        }
    }
}

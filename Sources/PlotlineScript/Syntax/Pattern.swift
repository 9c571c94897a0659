/// What a declaration or a `for` loop binds: a name, `_`, or a tuple pattern `(index, value)`.
public indirect enum Pattern: Equatable, Sendable {
    /// One name.
    case name(Identifier)
    /// `_`, which binds nothing.
    case wildcard(SourceRange)
    /// `(a, b)`, destructuring an array (pairs from `enumerated()`, `zip` and dictionaries).
    case tuple([Pattern], SourceRange)

    /// Where the pattern is written.
    public var range: SourceRange {
        switch self {
        case .name(let identifier): return identifier.range
        case .wildcard(let range), .tuple(_, let range): return range
        }
    }

    /// The names the pattern binds, in order.
    public var boundNames: [Identifier] {
        switch self {
        case .name(let identifier): return [identifier]
        case .wildcard: return []
        case .tuple(let elements, _): return elements.flatMap(\.boundNames)
        }
    }
}

/// A pattern of a `switch` case.
public indirect enum CasePattern: Equatable, Sendable {
    /// A value the subject must equal, or a range that must contain it (`1...5`, `.linear`, `"web"`).
    case expression(Expr)
    /// `let name`, `var name` or `_`: matches anything and binds it.
    case binding(isConstant: Bool, Pattern)
    /// `(0, _)`, `(let x, 1...5)`: a tuple (or array) whose elements match element by element.
    case tuple([CasePattern], SourceRange)
    /// `.point(let x, 0)` or `.point` (any payload): a case of a user enumeration, its associated values matching.
    case enumCase(Identifier, [CasePattern]?)

    /// True when the pattern matches every value of its shape (bindings and `_` all the way down).
    public var matchesAnything: Bool {
        switch self {
        case .expression: return false
        case .binding: return true
        case .tuple(let elements, _): return elements.allSatisfy(\.matchesAnything)
        case .enumCase: return false
        }
    }

    /// Where the pattern is written.
    public var range: SourceRange {
        switch self {
        case .expression(let expression): return expression.range
        case .binding(_, let pattern): return pattern.range
        case .tuple(_, let range): return range
        case .enumCase(let name, _): return name.range
        }
    }
}

/// A pattern of a `switch` case.
public enum CasePattern: Equatable, Sendable {
    /// A value the subject must equal, or a range that must contain it (`1...5`, `.linear`, `"web"`).
    case expression(Expr)
    /// `let name`, `var name` or `_`: matches anything and binds it.
    case binding(isConstant: Bool, Pattern)

    /// Where the pattern is written.
    public var range: SourceRange {
        switch self {
        case .expression(let expression): return expression.range
        case .binding(_, let pattern): return pattern.range
        }
    }
}

/// `catch`, `catch let e`, `catch let e as DataError`, `catch is DataError`, each with an optional `where`.
public struct CatchClause: Equatable, Sendable {
    /// The name the error is bound to: `error` when the clause names none; nil for `catch is Type`.
    public var name: Identifier?
    /// Whether the name is a `var`.
    public var isVariable: Bool
    /// The error type the clause handles (`DataError`), nil for any.
    public var type: Identifier?
    /// A case pattern the thrown value must match (`catch .missing(let name)`, `catch E.missing(let name)`), binding
    /// its names; nil for none.
    public var pattern: CasePattern?
    /// The `where` condition, when written.
    public var condition: Expr?
    /// The handler.
    public var body: Block
    /// Where `catch …` is written, up to its body.
    public var range: SourceRange

    /// Makes a clause.
    public init(
        name: Identifier?, isVariable: Bool, type: Identifier?, pattern: CasePattern? = nil, condition: Expr?, body: Block,
        range: SourceRange
    ) {
        self.name = name
        self.pattern = pattern
        self.isVariable = isVariable
        self.type = type
        self.condition = condition
        self.body = body
        self.range = range
    }
}

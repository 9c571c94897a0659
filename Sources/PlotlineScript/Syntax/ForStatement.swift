/// `for pattern in sequence where filter { body }`.
public struct ForStatement: Equatable, Sendable {
    /// The loop variable(s).
    public var pattern: Pattern
    /// The sequence iterated.
    public var sequence: Expr
    /// The `where` filter.
    public var filter: Expr?
    /// The body.
    public var body: Block

    /// Makes a `for` statement.
    public init(pattern: Pattern, sequence: Expr, filter: Expr?, body: Block) {
        self.pattern = pattern
        self.sequence = sequence
        self.filter = filter
        self.body = body
    }
}

/// `do { … } catch … { … }`: a block whose errors the catch clauses may handle, the first that matches.
public struct DoStatement: Equatable, Sendable {
    /// The block.
    public var body: Block
    /// The clauses in order (none: the `do` is only a scope).
    public var catches: [CatchClause]

    /// Makes a `do` statement.
    public init(body: Block, catches: [CatchClause]) {
        self.body = body
        self.catches = catches
    }
}

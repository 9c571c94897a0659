/// The statements between `{` and `}`.
public struct Block: Equatable, Sendable {
    /// The statements.
    public var statements: [Stmt]
    /// The range from `{` to `}`.
    public var range: SourceRange

    /// Makes a block.
    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

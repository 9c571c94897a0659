/// A closure literal: `{ x in x * x }`, `{ (a: Double, b: Double) -> Double in a + b }`, `{ $0 * 2 }`.
public struct ClosureExpr: Equatable, Sendable {
    /// The declared parameters (empty when the closure uses `$0`... or takes none).
    public var parameters: [ClosureParameter]
    /// The declared result type.
    public var returnType: TypeSyntax?
    /// The statements of the body.
    public var body: [Stmt]
    /// How many anonymous parameters the body uses (one more than the largest `$n`), 0 when none.
    public var anonymousParameterCount: Int
    /// True when the parameters were declared with `in` (so their number is checked).
    public var hasSignature: Bool

    /// Makes a closure node.
    public init(parameters: [ClosureParameter], returnType: TypeSyntax?, body: [Stmt], anonymousParameterCount: Int, hasSignature: Bool) {
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.anonymousParameterCount = anonymousParameterCount
        self.hasSignature = hasSignature
    }
}

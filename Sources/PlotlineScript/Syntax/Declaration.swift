/// `let` or `var` with a pattern, an optional type and an optional initial value.
public struct Declaration: Equatable, Sendable {
    /// True for `let`.
    public var isConstant: Bool
    /// What is bound.
    public var pattern: Pattern
    /// The declared type.
    public var type: TypeSyntax?
    /// The initial value.
    public var initializer: Expr?

    /// Makes a declaration.
    public init(isConstant: Bool, pattern: Pattern, type: TypeSyntax?, initializer: Expr?) {
        self.isConstant = isConstant
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
    }
}

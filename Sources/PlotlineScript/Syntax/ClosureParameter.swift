/// A closure parameter, `x` or `x: Double` (`_` ignores the argument).
public struct ClosureParameter: Equatable, Sendable {
    /// The parameter's name (`_` to ignore).
    public var name: Identifier
    /// The declared type.
    public var type: TypeSyntax?

    /// Makes a closure parameter.
    public init(name: Identifier, type: TypeSyntax?) {
        self.name = name
        self.type = type
    }
}

/// One parameter of a function declaration.
public struct FunctionParameter: Equatable, Sendable {
    /// The argument label, or nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: Identifier
    /// The declared type.
    public var type: TypeSyntax?
    /// The default value, evaluated at each call that leaves the argument out.
    public var defaultValue: Expr?

    /// Makes a parameter.
    public init(label: String?, name: Identifier, type: TypeSyntax?, defaultValue: Expr?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

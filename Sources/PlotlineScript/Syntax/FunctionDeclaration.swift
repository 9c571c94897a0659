/// `func name(label name: Type = default) -> Result { body }`.
public struct FunctionDeclaration: Equatable, Sendable {
    /// The function's name.
    public var name: Identifier
    /// The parameters.
    public var parameters: [FunctionParameter]
    /// The declared result type.
    public var returnType: TypeSyntax?
    /// The body.
    public var body: Block

    /// Makes a function declaration.
    public init(name: Identifier, parameters: [FunctionParameter], returnType: TypeSyntax?, body: Block) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// `protocol Name: Other { requirements }`: the methods and properties a conforming class, struct or enum declares.
public struct ProtocolDeclaration: Equatable, Sendable {
    /// One requirement: a method (by name, with its signature for help) or a property (gettable, or settable too).
    public enum Requirement: Equatable, Sendable {
        /// `func name(parameters) -> Type`, possibly `static` or `mutating`.
        case method(name: Identifier, parameters: [FunctionParameter], returnType: TypeSyntax?, isStatic: Bool)
        /// `var name: Type { get }` or `{ get set }`, possibly `static`.
        case property(name: Identifier, type: TypeSyntax, isSettable: Bool, isStatic: Bool)

        /// The requirement's name.
        public var name: Identifier {
            switch self {
            case .method(let name, _, _, _), .property(let name, _, _, _): return name
            }
        }
    }

    /// The protocol's name.
    public var name: Identifier
    /// The protocols it inherits from.
    public var inherited: [Identifier]
    /// Its requirements, in order.
    public var requirements: [Requirement]

    /// Makes a protocol declaration.
    public init(name: Identifier, inherited: [Identifier], requirements: [Requirement]) {
        self.name = name
        self.inherited = inherited
        self.requirements = requirements
    }
}

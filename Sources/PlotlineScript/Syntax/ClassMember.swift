/// A member of a class: a stored or computed property, a method or an initializer, each possibly `static`.
public enum ClassMember: Equatable, Sendable {
    /// `var name: Type = value` or `let name = value`; the value is evaluated for each new instance.
    case storedProperty(isConstant: Bool, name: Identifier, type: TypeSyntax?, initializer: Expr?, isStatic: Bool)
    /// `var name: Type { … }` (a getter), or with `get { … } set { … }` (`newValue` in the setter).
    case computedProperty(name: Identifier, type: TypeSyntax, getter: Block, setter: Block?, isStatic: Bool)
    /// `func name(…) { … }`, with `self` bound to the instance (or the type, when static); `mutating` in a struct
    /// may change `self`.
    case method(FunctionDeclaration, isStatic: Bool, isOverride: Bool, isMutating: Bool)
    /// `init(…) { … }`.
    case initializer(FunctionDeclaration)

    /// The member's name (`init` for initializers).
    public var name: Identifier {
        switch self {
        case .storedProperty(_, let name, _, _, _), .computedProperty(let name, _, _, _, _): return name
        case .method(let declaration, _, _, _), .initializer(let declaration): return declaration.name
        }
    }
}

import PlotlineCore
import PlotlineValues

/// A class declared in a cell: its declaration, its superclass, the scope its methods see, and the descriptor
/// the language describes its instances by (so members, `help`, completion and key paths know it as they know
/// the model's classes).
final class UserClass {
    /// The declaration.
    let declaration: ClassDeclaration
    /// The user class it inherits from, if any.
    let superclass: UserClass?
    /// The protocols of the model it adopts (`PlotDataSource`), in its declaration and its extensions.
    var protocols: [String]
    /// The members its extensions added, in order (a later extension's member replaces an earlier one's of the
    /// same name, so that running an extension's cell again changes it).
    var extensionMembers: [ClassMember] = []
    /// The scope the class was declared in, which its methods see.
    let environment: Environment
    /// The values of its `static` stored properties.
    var staticValues: [String: Value] = [:]
    private let link: InterpreterLink
    /// The descriptor of its instances (set once, when the class is declared).
    var descriptor = TypeDescriptor(name: "", doc: "", kind: .object) { _ in }

    init(declaration: ClassDeclaration, superclass: UserClass?, protocols: [String], environment: Environment, link: InterpreterLink) {
        self.declaration = declaration
        self.superclass = superclass
        self.protocols = protocols
        self.environment = environment
        self.link = link
    }

    /// The class's name.
    var name: String { declaration.name.name }

    /// The interpreter of the session the class belongs to.
    func interpreter() throws -> Interpreter {
        try link.interpreter(of: "class '\(name)'")
    }

    /// `RunsSource(runs: [...], limit: 3)`: the type's name and its stored properties' values in `storage`.
    func summary(of storage: [String: Value]) -> String {
        let fields = storedProperties.map { property in
            "\(property.name.name): \(storage[property.name.name].map(displayText(of:)) ?? "nil")"
        }
        let text = "\(name)(\(fields.joined(separator: ", ")))"
        return text.count > 300 ? String(text.prefix(299)) + "…)" : text
    }

    /// Its members: the declaration's, then its extensions'.
    var members: [ClassMember] { declaration.members + extensionMembers }

    /// True when this class or a superclass adopts `protocolName`.
    func adopts(_ protocolName: String) -> Bool {
        protocols.contains(protocolName) || superclass?.adopts(protocolName) == true
    }

    /// The instance method called `name`, this class's own first, then its superclass's.
    func method(named name: String) -> (FunctionDeclaration, UserClass)? {
        for member in members {
            if case .method(let function, false, _, _) = member, function.name.name == name { return (function, self) }
        }
        return superclass?.method(named: name)
    }

    /// The initializer new instances run: this class's, else the nearest superclass's; nil for the implicit `init()`.
    func initializer() -> (FunctionDeclaration, UserClass)? {
        for member in declaration.members {
            if case .initializer(let function) = member { return (function, self) }
        }
        return superclass?.initializer()
    }

    /// The stored instance properties of the class and its superclasses, superclasses' first.
    var storedProperties: [(isConstant: Bool, name: Identifier, type: TypeSyntax?, initializer: Expr?, owner: UserClass)] {
        var own: [(isConstant: Bool, name: Identifier, type: TypeSyntax?, initializer: Expr?, owner: UserClass)] = []
        for member in declaration.members {
            if case .storedProperty(let isConstant, let name, let type, let initializer, false) = member {
                own.append((isConstant, name, type, initializer, self))
            }
        }
        return (superclass?.storedProperties ?? []) + own
    }

    /// True when this class or a superclass is `other`.
    func isSubclass(of other: UserClass) -> Bool {
        self === other || superclass?.isSubclass(of: other) == true
    }
}

/// A user class reached from the descriptor's `@Sendable` tables. The tables are built and used on the session's
/// thread only, like every value of the session, so the class is not shared across threads.
struct UserClassReference: @unchecked Sendable {
    let userClass: UserClass
}

/// The members of a user class's descriptor, filled in once the descriptor exists (so that its members' types may
/// name the class itself); read by the descriptor on first use, on the session's thread.
final class UserClassMembers: @unchecked Sendable {
    var members = TypeDescriptor.Members()
}

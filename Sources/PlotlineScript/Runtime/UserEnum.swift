import PlotlineValues

/// An enumeration declared in a cell: its cases, raw values, the scope its methods see, and the descriptor its
/// values are described by.
final class UserEnum {
    /// The declaration.
    let declaration: EnumDeclaration
    /// The raw values' type (`Int`, `String`, `Double`), if it has one.
    let rawType: ValueType?
    /// True when it adopts `Error` (its values can be thrown), in its declaration or an extension.
    var isError: Bool
    /// The scope the enumeration was declared in.
    let environment: Environment
    private let link: InterpreterLink
    /// The members its extensions added, in order.
    var extensionMembers: [ClassMember] = []
    /// Each case's raw value, by case name.
    var rawValues: [String: Value] = [:]
    /// The values of its `static let` and `static var` properties, by name.
    var staticValues: [String: Value] = [:]
    /// The descriptor of its values (set once, when declared).
    var descriptor = TypeDescriptor(name: "", doc: "", kind: .enumeration) { _ in }

    init(declaration: EnumDeclaration, rawType: ValueType?, isError: Bool, environment: Environment, link: InterpreterLink) {
        self.link = link
        self.declaration = declaration
        self.rawType = rawType
        self.isError = isError
        self.environment = environment
    }

    /// The enumeration's name.
    var name: String { declaration.name.name }

    /// The interpreter of the session the enumeration belongs to.
    var interpreter: Interpreter {
        get throws { try link.interpreter(of: "enum '\(name)'") }
    }

    /// The case called `name`.
    func enumCase(named name: String) -> EnumDeclaration.Case? {
        declaration.cases.first { $0.name.name == name }
    }

    /// Its members: the declaration's, then its extensions'.
    var members: [ClassMember] { declaration.members + extensionMembers }

    /// The method called `name` (static or not).
    func method(named name: String, isStatic: Bool) -> FunctionDeclaration? {
        for member in members {
            if case .method(let function, isStatic, _, _) = member, function.name.name == name { return function }
        }
        return nil
    }
}

/// A user enumeration reached from the descriptor's `@Sendable` tables and from its values; both stay on the
/// session's thread, like every value of the session.
struct UserEnumReference: @unchecked Sendable {
    let userEnum: UserEnum
}

import PlotlineValues

/// A type declared in a cell, as its descriptor's members reach it from their `@Sendable` tables: a class or a
/// struct (both `UserClass`es), or an enumeration. Like the references it holds, it stays on the session's thread.
enum UserTypeReference: Sendable {
    /// A class or a struct.
    case userClass(UserClassReference)
    /// An enumeration.
    case userEnum(UserEnumReference)

    /// The type's name.
    var name: String {
        switch self {
        case .userClass(let reference): reference.userClass.name
        case .userEnum(let reference): reference.userEnum.name
        }
    }

    /// True for a struct.
    var isStruct: Bool {
        guard case .userClass(let reference) = self else { return false }
        return reference.userClass.declaration.isStruct
    }

    /// Runs a static method of the type, with `self` the type.
    func runStatic(_ declaration: FunctionDeclaration, with arguments: [Value]) throws -> Value {
        switch self {
        case .userClass(let reference):
            let userClass = reference.userClass
            return try userClass.interpreter().invokeMethod(declaration, of: userClass, on: .type(userClass.descriptor), with: arguments)
        case .userEnum(let reference):
            let userEnum = reference.userEnum
            return try userEnum.interpreter.invokeEnumMethod(declaration, of: userEnum, on: .type(userEnum.descriptor), with: arguments)
        }
    }
}

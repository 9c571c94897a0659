import PlotlineCore
import PlotlineValues

/// What declaring a class, a struct or an enum has in common: the name becomes the type's, for the session's
/// registry and the scope, and a method runs as a function with `self` bound.
extension Interpreter {
    /// A type declared in a cell may not take the name of one of the model's (`kind`: "class", "enum" …).
    func checkNotAModelType(_ name: Identifier, declaring kind: String) throws {
        guard registry.isBuiltIn(name.name) else { return }
        throw failure(
            .nameError, "invalid redeclaration of '\(name.name)', a type of the model", at: name.range,
            hint: "choose another name for the \(kind)")
    }

    /// Declares a class or struct whose descriptor reads `members`: registers it, fills `members` with `build`'s
    /// result (the members and initializer), evaluates its static values and adopts `protocols`; when any of it
    /// fails, the names mean what they meant before.
    func declareUserType(
        _ userClass: UserClass, members: UserClassMembers, protocols: [(UserProtocol, SourceRange)],
        in environment: Environment, build: () throws -> TypeDescriptor.Members
    ) throws {
        userClasses[ObjectIdentifier(userClass.descriptor)] = userClass
        do {
            try declareType(userClass.declaration.name, descriptor: userClass.descriptor, in: environment) {
                members.members = try build()
                try evaluateStaticProperties(userClass.declaration.members, in: userClass.environment) {
                    userClass.staticValues[$0] = $1
                }
                for (adopted, range) in protocols { try adopt(adopted, by: userClass.descriptor, at: range) }
            }
        } catch {
            userClasses[ObjectIdentifier(userClass.descriptor)] = nil
            throw error
        }
    }

    /// Makes `descriptor` what `name` names in `environment` and in the registry, then runs `fill` (which builds
    /// the members and evaluates static values, and may name the type); when `fill` fails, both names mean what
    /// they meant before.
    func declareType(_ name: Identifier, descriptor: TypeDescriptor, in environment: Environment, fill: () throws -> Void) throws {
        let previous = registry.descriptor(named: name.name)
        let previousVariable = environment.localVariable(name.name)
        registry.declare(descriptor)
        environment.declare(Variable(name: name.name, isConstant: true, value: .type(descriptor)))
        do {
            try fill()
        } catch {
            if let previous { registry.declare(previous) } else { registry.remove(name.name) }
            if let previousVariable { environment.declare(previousVariable) } else { environment.remove(name.name) }
            throw error
        }
    }

    /// Evaluates the `static` stored properties among `declared` members of a class, struct or enumeration, in
    /// order, in the scope the type was declared in, each handed to `store` before the next is evaluated (a later
    /// one may read an earlier one).
    func evaluateStaticProperties(
        _ declared: [ClassMember], in environment: Environment, store: (String, Value) -> Void
    ) throws {
        for member in declared {
            guard case .storedProperty(_, let name, let type, let initializer, true) = member else { continue }
            let resolved = try type.map(resolveType)
            let value = try initializer.map { try evaluate($0, in: environment, expecting: resolved) } ?? .none
            store(name.name, try resolved.map { type in
                try at(name.range) { try ValueConversion.convert(value, to: type) }
            } ?? value)
        }
    }

    /// The stored properties' values a new instance of a class or struct starts with, before its initializer runs:
    /// each one's value where it is declared (evaluated in the scope of the type declaring it, superclasses' first),
    /// nil for an optional declared without one.
    func initialStorage(of userClass: UserClass) throws -> [String: Value] {
        var storage: [String: Value] = [:]
        for property in userClass.storedProperties {
            let type = try property.type.map(resolveType)
            if let initializer = property.initializer {
                let value = try evaluate(initializer, in: property.owner.environment, expecting: type)
                storage[property.name.name] = try type.map { type in try at(initializer.range) { try ValueConversion.convert(value, to: type) } } ?? value
            } else if let syntax = property.type, case .optional = syntax.kind {
                storage[property.name.name] = Value.none
            }
        }
        return storage
    }

    /// Throws when an initializer of a class or struct left one of its stored properties without a value.
    func checkInitialized(_ storage: [String: Value], of userClass: UserClass) throws {
        guard let missing = userClass.storedProperties.first(where: { storage[$0.name.name] == nil }) else { return }
        throw ModelError(
            .valueError, "property 'self.\(missing.name.name)' not initialized by \(userClass.name)'s initializer",
            hint: "give it a value in 'init', or a default where it is declared")
    }

    /// Runs a method (or getter, setter, initializer) declared in type `typeName`, in `scope`, where `self` is
    /// bound.
    func runMethod(_ declaration: FunctionDeclaration, of typeName: String, in scope: Environment, with arguments: [Value]) throws -> Value {
        let types = try declaration.parameters.map { try $0.type.map(resolveType) }
        let parameters = zip(declaration.parameters, types).map { parameter, type in
            Parameter(parameter.label, parameter.name.name, type: type ?? .any, default: parameter.defaultValue == nil ? nil : Value.none)
        }
        let function = ScriptFunction(
            name: "\(typeName).\(declaration.name.name)", parameters: parameters, parameterTypes: types,
            returnType: try declaration.returnType.map(resolveType), body: .function(declaration),
            range: declaration.name.range, environment: scope, interpreter: self)
        return try invoke(function, with: arguments, callSite: nil)
    }
}

import PlotlineCore
import PlotlineValues

/// Structs declared in cells: values copied on assignment, a memberwise initializer unless they declare `init`,
/// methods that change `self` only when `mutating`.
extension Interpreter {
    /// Declares the struct: its name becomes a type in `environment` and in the session's registry.
    func declareStruct(_ declaration: ClassDeclaration, in environment: Environment) throws {
        let declaredProtocols = declaration.inherited.compactMap { name in
            userProtocol(named: name.name, in: environment).map { ($0, name.range) }
        }
        for name in declaration.inherited
        where Interpreter.adoptableProtocols[name.name] == nil && userProtocol(named: name.name, in: environment) == nil {
            throw failure(
                .typeError, "a struct cannot inherit; '\(name.name)' is not a protocol it can adopt", at: name.range,
                hint: "make it a class to inherit, or drop ': \(name.name)'")
        }
        if let adopted = declaration.inherited.first(where: { $0.name == "PlotDataSource" }) {
            throw failure(
                .typeError, "a data source must be a class (a plot keeps a reference to it)", at: adopted.range,
                hint: "write 'class \(declaration.name.name): PlotDataSource'")
        }
        for member in declaration.members {
            if case .method(let method, _, true, _) = member {
                throw failure(.typeError, "'override' can only be used in a class", at: method.name.range)
            }
        }
        let userStruct = UserClass(
            declaration: declaration, superclass: nil, protocols: declaration.inherited.map(\.name), environment: environment, link: link)
        let members = UserClassMembers()
        userStruct.descriptor = TypeDescriptor(
            name: userStruct.name, doc: "A struct declared in this session.", kind: .value
        ) { built in built = members.members }
        try declareUserType(userStruct, members: members, protocols: declaredProtocols, in: environment) {
            var built = try makeMembers(of: .userClass(UserClassReference(userClass: userStruct)), from: declaration.members)
            built.initializers = [try makeStructInitializer(of: UserClassReference(userClass: userStruct))]
            return built
        }
    }

    /// The declared `init`, or the memberwise one: a parameter per stored property, in order, defaulting to the
    /// property's value where it has one.
    private func makeStructInitializer(of reference: UserClassReference) throws -> FunctionDescriptor {
        let userStruct = reference.userClass
        if let (declaration, _) = userStruct.initializer() {
            return FunctionDescriptor(
                "init", parameters: try methodParameters(declaration), returns: .model(userStruct.descriptor), doc: "Makes a \(userStruct.name)."
            ) { arguments in
                let interpreter = try reference.userClass.interpreter()
                var value = UserStructValue(userStruct: reference.userClass, storage: try interpreter.initialStorage(of: reference.userClass))
                _ = try interpreter.invokeStructMethod(declaration, on: &value, isMutating: true, with: arguments)
                try interpreter.checkInitialized(value.storage, of: value.userStruct)
                return .model(value)
            }
        }
        let stored = userStruct.storedProperties
        var parameters: [Parameter] = []
        for property in stored {
            let type = try property.type.map(resolveType) ?? .any
            var defaultValue: Value?
            if let initializer = property.initializer, !property.isConstant {
                let value = try evaluate(initializer, in: userStruct.environment, expecting: type)
                defaultValue = SharedValue(value) == nil ? nil : value
            } else if let syntax = property.type, case .optional = syntax.kind {
                defaultValue = Value.none
            }
            if property.isConstant, property.initializer != nil { continue }
            parameters.append(Parameter(property.name.name, type: type, default: defaultValue))
        }
        let memberwise = parameters
        return FunctionDescriptor(
            "init", parameters: memberwise, returns: .model(userStruct.descriptor), doc: "Makes a \(userStruct.name) from its properties."
        ) { arguments in
            let interpreter = try reference.userClass.interpreter()
            var value = UserStructValue(userStruct: reference.userClass, storage: try interpreter.initialStorage(of: reference.userClass))
            for (parameter, argument) in zip(memberwise, arguments) {
                value.storage[parameter.name] = try ValueConversion.convert(argument, to: parameter.type)
            }
            return .model(value)
        }
    }

    /// Runs a method, getter, setter or initializer of a struct with `self` bound to `value`: a `var` that is
    /// written back when the method is `mutating`, a constant otherwise.
    func invokeStructMethod(_ declaration: FunctionDeclaration, on value: inout UserStructValue, isMutating: Bool, with arguments: [Value]) throws -> Value {
        let owner = value.userStruct
        let scope = Environment(enclosing: owner.environment)
        scope.isMethodScope = true
        let selfVariable = Variable(name: "self", isConstant: !isMutating, value: .model(value))
        scope.declare(selfVariable)
        let result = try runMethod(declaration, of: owner.name, in: scope, with: arguments)
        if isMutating, case .model(let updated as UserStructValue)? = selfVariable.value { value = updated }
        return result
    }
}

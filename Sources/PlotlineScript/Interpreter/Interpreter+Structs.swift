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
            var built = try makeStructMembers(of: userStruct, from: declaration.members)
            built.initializers = [try makeStructInitializer(of: UserClassReference(userClass: userStruct))]
            return built
        }
    }

    /// The descriptor's members for `declared` members of a struct (its declaration's or an extension's), without
    /// the initializer.
    func makeStructMembers(of userStruct: UserClass, from declared: [ClassMember]) throws -> TypeDescriptor.Members {
        let reference = UserClassReference(userClass: userStruct)
        var members = TypeDescriptor.Members()
        for member in declared {
            switch member {
            case .storedProperty(let isConstant, let name, let type, _, let isStatic):
                let resolved = try type.map(resolveType) ?? .any
                if isStatic {
                    members.staticProperties.append(StaticPropertyDescriptor(name.name, doc: "A static property of \(userStruct.name).") {
                        reference.userClass.staticValues[name.name] ?? .none
                    })
                    continue
                }
                let propertyName = name.name
                var setter: (@Sendable (inout UserStructValue, Value) throws -> Void)?
                if !isConstant {
                    setter = { (value: inout UserStructValue, newValue: Value) throws in
                        value.storage[propertyName] = try ValueConversion.convert(newValue, to: resolved)
                    }
                }
                members.properties.append(.computed(
                    propertyName, type: resolved, doc: "A stored property of \(userStruct.name).",
                    get: { (value: UserStructValue) in value.storage[propertyName] ?? .none }, set: setter))
            case .computedProperty(let name, let type, let getter, let setter, false):
                let resolved = try resolveType(type)
                let get = FunctionDeclaration(name: name, parameters: [], returnType: nil, body: getter)
                let set = setter.map { body in
                    FunctionDeclaration(
                        name: name, parameters: [FunctionParameter(label: nil, name: Identifier("newValue", range: name.range), type: nil, defaultValue: nil)],
                        returnType: nil, body: body)
                }
                var setterBody: (@Sendable (inout UserStructValue, Value) throws -> Void)?
                if let set {
                    setterBody = { (value: inout UserStructValue, newValue: Value) throws in
                        let converted = try ValueConversion.convert(newValue, to: resolved)
                        _ = try reference.userClass.interpreter().invokeStructMethod(set, on: &value, isMutating: true, with: [converted])
                    }
                }
                members.properties.append(.computed(
                    name.name, type: resolved, doc: "A computed property of \(userStruct.name).",
                    get: { (value: UserStructValue) in
                        var copy = value
                        let result = try reference.userClass.interpreter().invokeStructMethod(get, on: &copy, isMutating: false, with: [])
                        return try ValueConversion.convert(result, to: resolved)
                    }, set: setterBody))
            case .method(let declaration, let isStatic, _, let isMutating):
                let parameters = try methodParameters(declaration)
                let returnType = try declaration.returnType.map(resolveType)
                if isStatic {
                    members.staticMethods.append(FunctionDescriptor(
                        declaration.name.name, parameters: parameters, returns: returnType, doc: "A static method of \(userStruct.name)."
                    ) { arguments in
                        try reference.userClass.interpreter().invokeMethod(
                            declaration, of: reference.userClass, on: .type(reference.userClass.descriptor), with: arguments)
                    })
                } else {
                    members.methods.append(MethodDescriptor.valueMethod(
                        declaration.name.name, parameters: parameters, returns: returnType, mutating: isMutating,
                        doc: "A\(isMutating ? " mutating" : "") method of \(userStruct.name)."
                    ) { (value: inout UserStructValue, arguments) in
                        try reference.userClass.interpreter().invokeStructMethod(declaration, on: &value, isMutating: isMutating, with: arguments)
                    })
                }
            case .computedProperty(let name, _, _, _, true):
                throw failure(.typeError, "static computed properties are not supported yet", at: name.range, hint: "use a static func")
            case .initializer:
                break
            }
        }
        return members
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
                var value = try interpreter.structWithPropertyValues(reference.userClass)
                _ = try interpreter.invokeStructMethod(declaration, on: &value, isMutating: true, with: arguments)
                try interpreter.checkInitialized(value)
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
            var value = try interpreter.structWithPropertyValues(reference.userClass)
            for (parameter, argument) in zip(memberwise, arguments) {
                value.storage[parameter.name] = try ValueConversion.convert(argument, to: parameter.type)
            }
            return .model(value)
        }
    }

    /// A new value with the stored properties that have a value where they are declared.
    private func structWithPropertyValues(_ userStruct: UserClass) throws -> UserStructValue {
        var value = UserStructValue(userStruct: userStruct, storage: [:])
        for property in userStruct.storedProperties {
            let type = try property.type.map(resolveType)
            if let initializer = property.initializer {
                let initial = try evaluate(initializer, in: userStruct.environment, expecting: type)
                value.storage[property.name.name] = try type.map { type in try at(initializer.range) { try ValueConversion.convert(initial, to: type) } } ?? initial
            } else if let syntax = property.type, case .optional = syntax.kind {
                value.storage[property.name.name] = Value.none
            }
        }
        return value
    }

    private func checkInitialized(_ value: UserStructValue) throws {
        if let missing = value.userStruct.storedProperties.first(where: { value.storage[$0.name.name] == nil }) {
            throw ModelError(
                .valueError, "property 'self.\(missing.name.name)' not initialized by \(value.userStruct.name)'s initializer",
                hint: "give it a value in 'init', or a default where it is declared")
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

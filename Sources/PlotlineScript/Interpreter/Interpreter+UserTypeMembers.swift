import PlotlineCore
import PlotlineValues

/// The members of types declared in cells, built in one place for classes, structs and enumerations and for their
/// extensions: each member declared becomes a property, method or static member of the type's descriptor, whose
/// body runs as a method with `self` bound as the kind of type has it (the object for a class, the value for a
/// struct or an enumeration, the type for a static member).
extension Interpreter {
    /// The descriptor's members for `declared` members of `owner` (its declaration's or an extension's), without
    /// initializers.
    func makeMembers(of owner: UserTypeReference, from declared: [ClassMember]) throws -> TypeDescriptor.Members {
        var members = TypeDescriptor.Members()
        for member in declared {
            switch member {
            case .storedProperty(_, let name, _, _, true):
                members.staticProperties.append(staticProperty(name.name, of: owner))
            case .storedProperty(let isConstant, let name, let type, _, false):
                guard case .userClass(let reference) = owner else {
                    throw failure(.typeError, "enums must not contain stored properties", at: name.range,
                                  hint: "make '\(name.name)' a computed property, or 'static let' for one value of the type")
                }
                let resolved = try type.map(resolveType) ?? .any
                members.properties.append(storedProperty(name.name, type: resolved, isConstant: isConstant, of: reference))
            case .computedProperty(let name, let type, let getter, let setter, let isStatic):
                if isStatic { try checkStaticComputedProperty(name, of: owner) }
                let resolved = try resolveType(type)
                members.properties.append(computedProperty(name, type: resolved, getter: getter, setter: setter, of: owner))
            case .method(let declaration, let isStatic, _, let isMutating):
                let parameters = try methodParameters(declaration)
                let returnType = try declaration.returnType.map(resolveType)
                if isStatic {
                    members.staticMethods.append(FunctionDescriptor(
                        declaration.name.name, parameters: parameters, returns: returnType, doc: "A static method of \(owner.name)."
                    ) { arguments in
                        try owner.runStatic(declaration, with: arguments)
                    })
                } else {
                    members.methods.append(method(declaration, parameters: parameters, returns: returnType, isMutating: isMutating, of: owner))
                }
            case .initializer(let declaration):
                if case .userEnum = owner { throw failure(.typeError, "'init' is not supported in an enum", at: declaration.name.range) }
            }
        }
        return members
    }

    /// The parameters of a method as the model describes them; a default written as a literal is kept.
    func methodParameters(_ declaration: FunctionDeclaration) throws -> [Parameter] {
        try declaration.parameters.map { parameter in
            let type = try parameter.type.map(resolveType) ?? .any
            var defaultValue: Value?
            if let expression = parameter.defaultValue {
                let value = try evaluate(expression, in: globals, expecting: type)
                defaultValue = SharedValue(value) == nil ? Value.none : value
            }
            return Parameter(parameter.label, parameter.name.name, type: type, default: defaultValue)
        }
    }

    // MARK: - Properties

    /// `static let name = …` of a class, struct or enumeration: the value evaluated when the type was declared.
    private func staticProperty(_ name: String, of owner: UserTypeReference) -> StaticPropertyDescriptor {
        StaticPropertyDescriptor(name, doc: "A static property of \(owner.name).") {
            switch owner {
            case .userClass(let reference): return reference.userClass.staticValues[name] ?? .none
            case .userEnum(let reference): return reference.userEnum.staticValues[name] ?? .none
            }
        }
    }

    /// A stored property of a class's objects or a struct's values.
    private func storedProperty(_ name: String, type: ValueType, isConstant: Bool, of reference: UserClassReference) -> PropertyDescriptor {
        let userClass = reference.userClass
        return userClass.declaration.isStruct
            ? structStoredProperty(name, type: type, isConstant: isConstant, of: userClass.name)
            : objectStoredProperty(name, type: type, isConstant: isConstant, of: userClass.name)
    }

    /// A stored property of a class's objects: a `let` may be set only while the object's initializer runs.
    private func objectStoredProperty(_ name: String, type: ValueType, isConstant: Bool, of className: String) -> PropertyDescriptor {
        .computed(name, type: type, doc: "A stored property of \(className).", get: { (object: UserObject) in
            object.storage[name] ?? .none
        }, set: { (object: inout UserObject, value: Value) in
            guard !isConstant || object.isInitializing else {
                throw ModelError(
                    .propertyError, "cannot assign to property: '\(name)' is a 'let' constant",
                    hint: "change 'let' to 'var' in class \(className) to make it mutable")
            }
            object.storage[name] = try ValueConversion.convert(value, to: type)
        })
    }

    /// A stored property of a struct's values: a `let` has no setter.
    private func structStoredProperty(_ name: String, type: ValueType, isConstant: Bool, of structName: String) -> PropertyDescriptor {
        var setter: (@Sendable (inout UserStructValue, Value) throws -> Void)?
        if !isConstant {
            setter = { (value: inout UserStructValue, newValue: Value) throws in
                value.storage[name] = try ValueConversion.convert(newValue, to: type)
            }
        }
        return .computed(
            name, type: type, doc: "A stored property of \(structName).",
            get: { (value: UserStructValue) in value.storage[name] ?? .none }, set: setter)
    }

    /// A computed property whose getter, and setter where it has one, run as methods: on the object for a class, on
    /// the value for a struct (a `var` the setter changes), on the value for an enumeration (whose computed
    /// properties are read-only).
    private func computedProperty(
        _ name: Identifier, type: ValueType, getter: Block, setter: Block?, of owner: UserTypeReference
    ) -> PropertyDescriptor {
        let doc = "A computed property of \(owner.name)."
        let get = FunctionDeclaration(name: name, parameters: [], returnType: nil, body: getter)
        let set = setter.map { body in
            FunctionDeclaration(
                name: name, parameters: [FunctionParameter(label: nil, name: Identifier("newValue", range: name.range), type: nil, defaultValue: nil)],
                returnType: nil, body: body)
        }
        switch owner {
        case .userClass(let reference) where owner.isStruct:
            return accessorProperty(name.name, type: type, doc: doc, get: get, set: set) { (accessor, value: inout UserStructValue, isSetter, arguments) in
                try reference.userClass.interpreter().invokeStructMethod(accessor, on: &value, isMutating: isSetter, with: arguments)
            }
        case .userClass(let reference):
            return accessorProperty(name.name, type: type, doc: doc, get: get, set: set) { (accessor, object: inout UserObject, _, arguments) in
                try reference.userClass.interpreter().invokeMethod(accessor, of: reference.userClass, on: .object(object), with: arguments)
            }
        case .userEnum:
            return accessorProperty(name.name, type: type, doc: doc, get: get, set: nil) { (accessor, value: inout UserEnumValue, _, arguments) in
                try value.userEnum.interpreter.invokeEnumMethod(accessor, of: value.userEnum, on: .model(value), with: arguments)
            }
        }
    }

    /// A property of `Receiver`s whose getter and setter run through `run(accessor, &receiver, isSetter, arguments)`:
    /// the getter on a copy of the receiver, its result converted to `type`; the setter with the new value converted
    /// to `type`.
    private func accessorProperty<Receiver>(
        _ name: String, type: ValueType, doc: String, get: FunctionDeclaration, set: FunctionDeclaration?,
        run: @escaping @Sendable (FunctionDeclaration, inout Receiver, _ isSetter: Bool, [Value]) throws -> Value
    ) -> PropertyDescriptor {
        var setter: (@Sendable (inout Receiver, Value) throws -> Void)?
        if let set {
            setter = { (receiver: inout Receiver, value: Value) throws in
                let converted = try ValueConversion.convert(value, to: type)
                _ = try run(set, &receiver, true, [converted])
            }
        }
        return .computed(name, type: type, doc: doc, get: { (receiver: Receiver) in
            var copy = receiver
            return try ValueConversion.convert(try run(get, &copy, false, []), to: type)
        }, set: setter)
    }

    /// A static computed property is an error in a struct or an enumeration; a class's is read as an instance's
    /// property.
    private func checkStaticComputedProperty(_ name: Identifier, of owner: UserTypeReference) throws {
        if case .userClass = owner, !owner.isStruct { return }
        throw staticComputedPropertyNotSupported(name)
    }

    /// The error for `static var name: T { … }` where the language does not have it (a struct, an enumeration, an
    /// extension of a type of the model).
    func staticComputedPropertyNotSupported(_ name: Identifier) -> ScriptError {
        failure(.typeError, "static computed properties are not supported yet", at: name.range, hint: "use a static func, or 'static let' for one value")
    }

    // MARK: - Methods

    /// An instance method: run on the object for a class (or on `super`'s members), on the value for a struct (written
    /// back when `mutating`) or an enumeration.
    private func method(
        _ declaration: FunctionDeclaration, parameters: [Parameter], returns returnType: ValueType?, isMutating: Bool,
        of owner: UserTypeReference
    ) -> MethodDescriptor {
        let name = declaration.name.name
        switch owner {
        case .userClass(let reference) where owner.isStruct:
            return .valueMethod(
                name, parameters: parameters, returns: returnType, mutating: isMutating,
                doc: "A\(isMutating ? " mutating" : "") method of \(owner.name)."
            ) { (value: inout UserStructValue, arguments) in
                try reference.userClass.interpreter().invokeStructMethod(declaration, on: &value, isMutating: isMutating, with: arguments)
            }
        case .userClass(let reference):
            return MethodDescriptor(
                name: name, parameters: parameters, returnType: returnType, doc: "A method of \(owner.name).", isMutating: false
            ) { receiver, arguments in
                try reference.userClass.interpreter().invokeMethod(
                    declaration, of: reference.userClass, on: Interpreter.receiverValue(receiver), with: arguments)
            }
        case .userEnum:
            return .valueMethod(
                name, parameters: parameters, returns: returnType, doc: "A method of \(owner.name)."
            ) { (value: inout UserEnumValue, arguments) in
                try value.userEnum.interpreter.invokeEnumMethod(declaration, of: value.userEnum, on: .model(value), with: arguments)
            }
        }
    }
}

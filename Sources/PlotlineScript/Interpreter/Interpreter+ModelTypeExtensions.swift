import PlotlineCore
import PlotlineValues

/// `extension ScatterPlot { … }` and `extension Double { … }`: members a cell adds to a type of the model or of the
/// language, kept in the session's `ModelExtensions` (docs/language.md, "Extensions"). Methods and computed
/// properties run with `self` bound to the instance: the object itself for a class, a copy for a value, so a
/// value's extension reads it but cannot change it (no `mutating`, no setters). `static let` values are evaluated
/// once, when the extension runs; `static func`s run with `self` the type.
extension Interpreter {
    /// Adds the extension's members to `descriptor` for this session.
    func extendModelType(_ descriptor: TypeDescriptor, with declaration: ExtensionDeclaration, in environment: Environment) throws {
        if let adopted = declaration.inherited.first {
            throw failure(
                .typeError, "'\(descriptor.name)' is a type of the model; an extension cannot make it adopt '\(adopted.name)'",
                at: adopted.range, hint: "wrap the \(descriptor.name) in a class of your own that adopts '\(adopted.name)'")
        }
        var members = TypeDescriptor.Members()
        var staticValues: [(String, Value)] = []
        for member in declaration.members {
            try checkAddable(member, to: descriptor)
            switch member {
            case .storedProperty(_, let name, let type, let initializer, _):
                staticValues.append((name.name, try staticValue(name, type: type, initializer: initializer, in: environment)))
            case .computedProperty(let name, let type, let getter, let setter, _):
                members.properties.append(
                    try addedProperty(name, type: try resolveType(type), getter: getter, setter: setter, of: descriptor, in: environment))
            case .method(let declaration, true, _, _):
                members.staticMethods.append(try addedStaticMethod(declaration, of: descriptor, in: environment))
            case .method(let declaration, false, _, _):
                members.methods.append(try addedMethod(declaration, of: descriptor, in: environment))
            case .initializer:
                continue  // the parser refuses initializers in extensions
            }
        }
        for (name, value) in staticValues {
            let kept = SessionValue(value: value)
            members.staticProperties.append(StaticPropertyDescriptor(name, doc: "A static property this session added to \(descriptor.name).") {
                kept.value
            })
        }
        modelExtensions.add(members, to: descriptor)
    }

    /// The value of `static let name: Type = initializer`, evaluated now.
    private func staticValue(_ name: Identifier, type: TypeSyntax?, initializer: Expr?, in environment: Environment) throws -> Value {
        let resolved = try type.map(resolveType)
        let value = try initializer.map { try evaluate($0, in: environment, expecting: resolved) } ?? .none
        return try resolved.map { type in try at(name.range) { try ValueConversion.convert(value, to: type) } } ?? value
    }

    /// A `static func` added to a type, run with `self` the type.
    private func addedStaticMethod(_ declaration: FunctionDeclaration, of descriptor: TypeDescriptor, in environment: Environment) throws -> FunctionDescriptor {
        let function = ExtensionFunction(declaration: declaration, typeName: descriptor.name, environment: environment, link: link)
        return FunctionDescriptor(
            declaration.name.name, parameters: try methodParameters(declaration), returns: try declaration.returnType.map(resolveType),
            doc: "A static method this session added to \(descriptor.name)."
        ) { arguments in
            try function.run(on: .type(descriptor), with: arguments)
        }
    }

    /// An instance method added to a type, run with `self` the instance.
    private func addedMethod(_ declaration: FunctionDeclaration, of descriptor: TypeDescriptor, in environment: Environment) throws -> MethodDescriptor {
        let function = ExtensionFunction(declaration: declaration, typeName: descriptor.name, environment: environment, link: link)
        return MethodDescriptor(
            name: declaration.name.name, parameters: try methodParameters(declaration),
            returnType: try declaration.returnType.map(resolveType), doc: "A method this session added to \(descriptor.name).",
            isMutating: false
        ) { receiver, arguments in
            try function.run(on: Interpreter.receiverValue(receiver), with: arguments)
        }
    }

    /// Throws when `member` cannot be added to a type of the model: it names one of the type's own members, or it
    /// would change a value (`mutating`, a setter), or it is a static computed property or an `override`.
    private func checkAddable(_ member: ClassMember, to descriptor: TypeDescriptor) throws {
        let name = member.name
        if Interpreter.declaresMember(name.name, descriptor) {
            throw failure(
                .nameError, "invalid redeclaration of '\(name.name)': '\(descriptor.name)' already has a member of that name", at: name.range,
                hint: "give the one you add another name")
        }
        let isValue = descriptor.kind != .object
        switch member {
        case .method(let declaration, _, true, _):
            throw failure(
                .typeError, "an extension adds members; it cannot override '\(name.name)' of \(descriptor.name)", at: declaration.name.range,
                hint: "remove 'override' and give the method another name")
        case .method(_, _, _, true) where isValue:
            throw failure(
                .typeError, "a method added to \(descriptor.name) cannot be 'mutating'", at: name.range,
                hint: "return a changed copy instead: 'func \(name.name)(…) -> \(descriptor.name)'")
        case .computedProperty(_, _, _, let setter, let isStatic):
            if isStatic { throw staticComputedPropertyNotSupported(name) }
            if setter != nil, isValue {
                throw failure(
                    .typeError, "a property added to \(descriptor.name) cannot have a setter, since \(descriptor.name) is a value",
                    at: name.range, hint: "make it read-only, or add a method that returns a changed copy")
            }
        default:
            return
        }
    }

    /// True when `descriptor` (or a supertype) has an instance or static member called `name`.
    private static func declaresMember(_ name: String, _ descriptor: TypeDescriptor) -> Bool {
        descriptor.property(named: name) != nil || !descriptor.methods(named: name).isEmpty
            || descriptor.staticProperty(named: name) != nil || !descriptor.staticMethods(named: name).isEmpty
    }

    /// A computed property added to a type: its getter, and for a class its setter, run with `self` the instance.
    private func addedProperty(
        _ name: Identifier, type: ValueType, getter: Block, setter: Block?, of descriptor: TypeDescriptor, in environment: Environment
    ) throws -> PropertyDescriptor {
        let get = ExtensionFunction(
            declaration: FunctionDeclaration(name: name, parameters: [], returnType: nil, body: getter),
            typeName: descriptor.name, environment: environment, link: link)
        let set = setter.map { body in
            let newValue = FunctionParameter(label: nil, name: Identifier("newValue", range: name.range), type: nil, defaultValue: nil)
            return ExtensionFunction(
                declaration: FunctionDeclaration(name: name, parameters: [newValue], returnType: nil, body: body),
                typeName: descriptor.name, environment: environment, link: link)
        }
        return PropertyDescriptor(
            name: name.name, type: type, doc: "A computed property this session added to \(descriptor.name).",
            get: { root in
                try ValueConversion.convert(try get.run(on: Interpreter.receiverValue(root), with: []), to: type)
            },
            set: set.map(Interpreter.setter(type: type)))
    }

    /// The erased setter of an added property, which runs `set` with the new value converted to `type`.
    private static func setter(type: ValueType) -> (ExtensionFunction) -> @Sendable (inout Any, Value) throws -> Void {
        { set in
            { root, value in
                _ = try set.run(on: Interpreter.receiverValue(root), with: [try ValueConversion.convert(value, to: type)])
            }
        }
    }

    /// Runs a member an extension added, with `self` bound to `receiver`, in a scope inside the one the extension
    /// was declared in.
    func runExtensionMember(_ declaration: FunctionDeclaration, of typeName: String, on receiver: Value, in environment: Environment,
                            with arguments: [Value]) throws -> Value {
        let scope = Environment(enclosing: environment)
        scope.isMethodScope = true
        scope.declare(Variable(name: "self", isConstant: true, value: receiver))
        return try runMethod(declaration, of: typeName, in: scope, with: arguments)
    }
}

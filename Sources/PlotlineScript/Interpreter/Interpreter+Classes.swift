import PlotlineCore
import PlotlineValues

/// Classes declared in cells: the declaration makes a type (a descriptor the language uses as it uses the
/// model's), instances are `UserObject`s, methods run with `self` (and `super`) bound, and a class adopting
/// `PlotDataSource` feeds plots as Core Plot's data sources do.
extension Interpreter {
    /// The model's protocols a class may adopt, with the methods each needs.
    static let adoptableProtocols: [String: [String]] = [
        "PlotDataSource": ["numberOfRecords"],
        "Formatter": ["string"],
        "AxisDelegate": ["axis"],
        "Error": [],
    ]

    /// The declaration a missing method of a protocol needs, for the hint.
    static let requiredDeclarations: [String: String] = [
        "numberOfRecords": "func numberOfRecords(for plot: Plot) -> Int",
        "string": "func string(for value: Double) -> String?",
        "axis": "func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Bool",
    ]

    /// Declares the class: its name becomes a type in `environment` and in the session's registry.
    func declareClass(_ declaration: ClassDeclaration, in environment: Environment) throws {
        try checkNotAModelType(declaration.name, declaring: declaration.isStruct ? "struct" : "class")
        if declaration.isStruct { return try declareStruct(declaration, in: environment) }
        var superclass: UserClass?
        var protocols: [String] = []
        var declaredProtocols: [(UserProtocol, SourceRange)] = []
        for (index, name) in declaration.inherited.enumerated() {
            if Interpreter.adoptableProtocols[name.name] != nil {
                protocols.append(name.name)
            } else if let adopted = userProtocol(named: name.name, in: environment) {
                declaredProtocols.append((adopted, name.range))
            } else if index == 0, case .type(let descriptor)? = environment.lookup(name.name)?.value,
                      let parent = userClasses[ObjectIdentifier(descriptor)] {
                guard !parent.declaration.isStruct else {
                    throw failure(
                        .typeError, "class '\(declaration.name.name)' cannot inherit from '\(name.name)', a struct", at: name.range,
                        hint: "inherit from a class; structs cannot be inherited from")
                }
                superclass = parent
            } else if index == 0, registry.descriptor(named: name.name) != nil {
                throw failure(
                    .typeError, "class '\(declaration.name.name)' cannot inherit from '\(name.name)', a type of the model",
                    at: name.range,
                    hint: "add methods to every \(name.name) with 'extension \(name.name) { … }', or keep one in a property of your class")
            } else {
                let known = Array(Interpreter.adoptableProtocols.keys) + environment.visibleNames
                throw failure(
                    .nameError, "cannot find type '\(name.name)' in scope", at: name.range,
                    hint: Suggestion.closest(to: name.name, among: known).map { "did you mean '\($0)'?" })
            }
        }
        let userClass = UserClass(
            declaration: declaration, superclass: superclass, protocols: protocols, environment: environment, link: link)
        try checkConformance(userClass, at: declaration.name.range)
        // The descriptor comes first (its members are read on first use), so that member types may name the class.
        let members = UserClassMembers()
        userClass.descriptor = TypeDescriptor(
            name: userClass.name, doc: "A class declared in this session.", kind: .object,
            superType: userClass.superclass?.descriptor
        ) { built in built = members.members }
        try declareUserType(userClass, members: members, protocols: declaredProtocols, in: environment) {
            var built = try makeMembers(of: .userClass(UserClassReference(userClass: userClass)), from: declaration.members)
            built.initializers = [try makeInitializer(of: UserClassReference(userClass: userClass))]
            return built
        }
    }

    /// A class adopting a protocol declares its methods (an error points at `range`, the name of the declaration
    /// or extension that adopts it).
    func checkConformance(_ userClass: UserClass, at range: SourceRange) throws {
        for name in userClass.protocols {
            let missing = (Interpreter.adoptableProtocols[name] ?? []).filter { userClass.method(named: $0) == nil }
            if name == "PlotDataSource", userClass.method(named: "number") == nil, userClass.method(named: "numbers") == nil {
                throw failure(
                    .typeError, "type '\(userClass.name)' does not conform to protocol 'PlotDataSource'", at: range,
                    hint: "add func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double?")
            }
            if let first = missing.first {
                throw failure(
                    .typeError, "type '\(userClass.name)' does not conform to protocol '\(name)'", at: range,
                    hint: "add \(Interpreter.requiredDeclarations[first] ?? "func \(first)(…)")")
            }
        }
    }

    // MARK: - The descriptor

    /// `ClassName(…)`: a new instance, its stored properties set from their values, then its initializer run.
    private func makeInitializer(of reference: UserClassReference) throws -> FunctionDescriptor {
        let userClass = reference.userClass
        let declaration = userClass.initializer()
        let parameters = try declaration.map { try methodParameters($0.0) } ?? []
        return FunctionDescriptor(
            "init", parameters: parameters, returns: .model(userClass.descriptor), doc: "Makes a \(userClass.name)."
        ) { arguments in
            let userClass = reference.userClass
            let interpreter = try userClass.interpreter()
            let object = UserObject(userClass: userClass)
            object.storage = try interpreter.initialStorage(of: userClass)
            if let (initializer, owner) = userClass.initializer() {
                _ = try interpreter.invokeMethod(initializer, of: owner, on: .object(object), with: arguments)
            }
            try interpreter.checkInitialized(object.storage, of: userClass)
            object.isInitializing = false
            return .object(object)
        }
    }

    /// The receiver a method descriptor was given, as a value.
    static func receiverValue(_ receiver: Any) -> Value {
        if let reference = receiver as? SuperReference { return .object(reference.object) }
        if let object = receiver as? any ScriptObject { return .object(object) }
        if let value = receiver as? Value { return value }
        if let model = receiver as? any ModelValue { return .model(model) }
        return .none
    }

    // MARK: - Calling

    /// Runs a method (or initializer, getter, setter) of `owner` with `self` bound to `receiver` (and `super`
    /// to its superclass's members).
    func invokeMethod(_ declaration: FunctionDeclaration, of owner: UserClass, on receiver: Value, with arguments: [Value]) throws -> Value {
        let scope = Environment(enclosing: owner.environment)
        scope.isMethodScope = true
        scope.declare(Variable(name: "self", isConstant: true, value: receiver))
        if let parent = owner.superclass, case .object(let object) = receiver, let instance = object as? UserObject {
            scope.declare(Variable(name: "super", isConstant: true, value: .object(SuperReference(object: instance, parent: parent))))
        }
        return try runMethod(declaration, of: owner.name, in: scope, with: arguments)
    }

    /// `super.init(…)` in an initializer: the superclass's initializer run on the same object.
    func superInitializerCandidates(in environment: Environment) throws -> [CallCandidate]? {
        guard case .object(let reference as SuperReference)? = environment.lookup("super")?.value else { return nil }
        guard let (declaration, owner) = reference.parent.initializer() else {
            return [CallCandidate(signature: Signature(name: "init", parameters: [])) { _ in .none }]
        }
        let parameters = try methodParameters(declaration)
        return [CallCandidate(signature: Signature(name: "init", parameters: parameters)) { [self] arguments in
            try invokeMethod(declaration, of: owner, on: .object(reference.object), with: arguments)
        }]
    }

    /// What a name means where it is used: a variable, or, inside a method, a member of `self` (a property or
    /// method of the instance shadows the names around the class, as in Swift).
    enum NameMeaning {
        case variable(Variable)
        case selfMember
        case undefined
    }

    /// The meaning of `name` in `environment`.
    func meaning(of name: String, in environment: Environment) -> NameMeaning {
        let (variable, methodScope) = environment.lookupPastMethods(name)
        if let methodScope, let receiver = methodScope.localVariable("self")?.value, !receiver.isNil, isMember(name, of: receiver) {
            return .selfMember
        }
        return variable.map(NameMeaning.variable) ?? .undefined
    }

    /// True when `receiver` (a method's `self`: an instance, or in a static method the type) has a property or method
    /// called `name`, its type's own or one an extension added; for a type, a static one.
    private func isMember(_ name: String, of receiver: Value) -> Bool {
        if case .type(let descriptor) = receiver {
            return Members.hasProperty(name, of: receiver, extensions: modelExtensions)
                || !Members.staticMethods(name, of: descriptor, extensions: modelExtensions).isEmpty
        }
        return Members.hasProperty(name, of: receiver, extensions: modelExtensions)
            || !Members.methods(name, of: receiver, extensions: modelExtensions).isEmpty
    }

    /// The place of `self.name`.
    func selfMemberPlace(_ name: Identifier, in environment: Environment, forAssignment: Bool) throws -> Place {
        try makePlace(
            Expr(.member(Expr(.identifier("self"), range: name.range), name), range: name.range), in: environment,
            forAssignment: forAssignment)
    }
}

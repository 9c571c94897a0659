import PlotlineCore

/// Resolves pure key paths against a live session: names are looked up, properties read, and calls answered
/// by their declared result types without running them.
struct ChainResolver {
    /// The session whose globals names resolve in.
    let session: Session

    /// What `chain` denotes, or nil when a name is unknown or a member does not exist.
    func resolve(_ chain: ChainExpression) -> ResolvedSubject? {
        switch chain {
        case .name(let name):
            guard let value = session.value(named: name) else { return nil }
            return .value(value, name: name)
        case .call(let callee):
            guard let subject = resolve(callee), let result = subject.callResultDescriptor else { return nil }
            return .instance(result, name: chain.text)
        case .member(let base, let name):
            guard let subject = resolve(base) else { return nil }
            return member(name, of: subject, path: chain.text)
        }
    }

    /// The member `name` of a resolved subject.
    func member(_ name: String, of subject: ResolvedSubject, path: String) -> ResolvedSubject? {
        guard let receiver = subject.receiver else { return nil }
        switch receiver {
        case .value(.type(let descriptor)):
            return staticMember(name, of: descriptor)
        case .value(let value):
            return liveMember(name, of: value, path: path)
        case .instance(let descriptor):
            if let property = descriptor.property(named: name) { return .property(owner: descriptor, property, value: nil) }
            let methods = descriptor.methods(named: name)
            return methods.isEmpty ? nil : .methods(owner: descriptor, methods)
        }
    }

    private func liveMember(_ name: String, of value: Value, path: String) -> ResolvedSubject? {
        guard let table = Members.table(for: value) else { return nil }
        if let property = table.descriptor.property(named: name) {
            return .property(owner: table.descriptor, property, value: try? property.get(from: table.root))
        }
        if case .object(let object) = value, let dynamic = object.dynamicValue(forKey: name) {
            return .value(dynamic, name: path)
        }
        let methods = Members.methods(name, of: value)
        return methods.isEmpty ? nil : .methods(owner: table.descriptor, methods)
    }

    private func staticMember(_ name: String, of descriptor: TypeDescriptor) -> ResolvedSubject? {
        if let member = descriptor.staticProperty(named: name) {
            return .staticMember(owner: descriptor, member, value: member.value())
        }
        let functions = descriptor.staticMethods(named: name)
        if !functions.isEmpty { return .staticFunctions(owner: descriptor, functions) }
        if name == "init", !descriptor.initializers.isEmpty { return .value(.type(descriptor), name: descriptor.name) }
        return nil
    }

    /// The type a value of the variable or key path `chain` must have, for implicit members after `=`.
    func assignedType(of chain: ChainExpression) -> ValueType? {
        switch chain {
        case .name(let name):
            guard let variable = session.interpreter.globals.lookup(name) else { return nil }
            return variable.type ?? Interpreter.inferredType(of: variable.value)
        case .member(let base, let name):
            guard let receiver = resolve(base)?.receiver else { return nil }
            switch receiver {
            case .value(let value): return Members.propertyType(name, of: value)
            case .instance(let descriptor): return descriptor.property(named: name)?.type
            }
        case .call:
            return nil
        }
    }
}

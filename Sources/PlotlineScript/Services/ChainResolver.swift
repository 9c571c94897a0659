import PlotlineCore
import PlotlineValues

/// Resolves pure key paths against a live session: names are looked up, properties read, and calls answered
/// by their declared result types without running them.
struct ChainResolver {
    /// The session whose globals names resolve in.
    let session: Session
    /// Declarations of the cell being edited, for names it declares before it has run.
    var cell = CellDeclarations(tokens: [])
    /// True when a name the cell declares is taken from the declaration even if the session has a value for it
    /// (completion: the cell will rebind it); false to prefer the live value (inspection).
    var prefersCellDeclarations = true

    /// The members the session's cells added to types they did not declare.
    private var extensions: ModelExtensions { session.interpreter.modelExtensions }

    /// How deep declarations may refer to declarations (`let a = b.c`, `let b = XYGraph()`).
    private static let maximumIndirection = 8

    /// What `chain` denotes, or nil when a name is unknown or a member does not exist.
    func resolve(_ chain: ChainExpression) -> ResolvedSubject? {
        resolve(chain, indirection: 0)
    }

    private func resolve(_ chain: ChainExpression, indirection: Int) -> ResolvedSubject? {
        switch chain {
        case .name(let name):
            let live = session.value(named: name)
            if live == nil || prefersCellDeclarations, let declared = cell.latest(name),
               indirection < Self.maximumIndirection, let subject = declaredSubject(declared, indirection: indirection) {
                return subject
            }
            guard let live else { return nil }
            return .value(live, name: name)
        case .call(let callee):
            guard let subject = resolve(callee, indirection: indirection), let result = subject.callResultDescriptor else {
                return nil
            }
            return .instance(result, name: chain.text)
        case .member(let base, let name):
            guard let subject = resolve(base, indirection: indirection) else { return nil }
            return member(name, of: subject, path: chain.text)
        }
    }

    /// The instance a cell's own `let`/`var` will hold, known by its annotation or its initializer's type;
    /// never evaluated, since the cell has not run.
    private func declaredSubject(_ declaration: CellDeclarations.Declaration, indirection: Int) -> ResolvedSubject? {
        if let annotation = declaration.annotation, let type = session.interpreter.registry.valueType(named: annotation),
           let descriptor = ResolvedSubject.instanceDescriptor(of: type) {
            return .instance(descriptor, name: declaration.name)
        }
        guard let initializer = declaration.initializer,
              let subject = resolve(initializer, indirection: indirection + 1) else { return nil }
        switch subject.receiver {
        case .value(.type)?: return nil  // `let t = XYGraph` holds a type; not worth guessing
        case .value(let value)?:
            guard let descriptor = Members.table(for: value)?.descriptor else { return nil }
            return .instance(descriptor, name: declaration.name)
        case .instance(let descriptor)?: return .instance(descriptor, name: declaration.name)
        case nil: return nil
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
            if let property = Members.property(name, of: descriptor, extensions: extensions) {
                return .property(owner: descriptor, property, value: nil)
            }
            let methods = Members.methods(name, of: descriptor, extensions: extensions)
            return methods.isEmpty ? nil : .methods(owner: descriptor, methods)
        }
    }

    private func liveMember(_ name: String, of value: Value, path: String) -> ResolvedSubject? {
        guard let table = Members.table(for: value) else { return nil }
        if let property = Members.property(name, of: table.descriptor, extensions: extensions) {
            return .property(owner: table.descriptor, property, value: try? property.get(from: table.root))
        }
        if case .object(let object) = value, let dynamic = object.dynamicValue(forKey: name) {
            return .value(dynamic, name: path)
        }
        let methods = Members.methods(name, of: value, extensions: extensions)
        return methods.isEmpty ? nil : .methods(owner: table.descriptor, methods)
    }

    private func staticMember(_ name: String, of descriptor: TypeDescriptor) -> ResolvedSubject? {
        if let member = Members.staticProperty(name, of: descriptor, extensions: extensions) {
            return .staticMember(owner: descriptor, member, value: member.value())
        }
        let functions = Members.staticMethods(name, of: descriptor, extensions: extensions)
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
            case .value(let value): return Members.propertyType(name, of: value, extensions: extensions)
            case .instance(let descriptor): return Members.property(name, of: descriptor, extensions: extensions)?.type
            }
        case .call:
            return nil
        }
    }
}

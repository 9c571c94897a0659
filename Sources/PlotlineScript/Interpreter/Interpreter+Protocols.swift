import PlotlineCore
import PlotlineValues

/// Protocols declared in cells: a name usable as a type (a conforming value converts to it, `is` and `as?` test
/// it), requirements each adopting class, struct or enum must meet when it adopts the protocol (in its declaration
/// or an extension) unless an extension of the protocol gives a default implementation, and inheritance between
/// protocols.
extension Interpreter {
    /// Declares the protocol: its name becomes a type in `environment` and in the session's registry.
    func declareProtocol(_ declaration: ProtocolDeclaration, in environment: Environment) throws {
        try checkNotAModelType(declaration.name, declaring: "protocol")
        let inherited = try declaration.inherited.map { name in
            guard let parent = userProtocol(named: name.name, in: environment) else {
                throw failure(
                    .typeError, "a protocol inherits from protocols declared in a cell; '\(name.name)' is not one", at: name.range)
            }
            return parent
        }
        for requirement in declaration.requirements {
            if case .method(_, let parameters, let returnType, _) = requirement {
                _ = try parameters.map { try $0.type.map(resolveType) }
                _ = try returnType.map(resolveType)
            } else if case .property(_, let type, _, _) = requirement {
                _ = try resolveType(type)
            }
        }
        let summary = declaration.requirements.map(Interpreter.describe).joined(separator: "; ")
        let descriptor = TypeDescriptor(
            name: declaration.name.name, doc: "A protocol declared in this session\(summary.isEmpty ? "." : ": \(summary).")",
            kind: .protocol) { _ in }
        for parent in inherited { descriptor.adopt(parent.descriptor) }
        userProtocols[ObjectIdentifier(descriptor)] = UserProtocol(declaration: declaration, inherited: inherited, descriptor: descriptor)
        do {
            try declareType(declaration.name, descriptor: descriptor, in: environment) {}
        } catch {
            userProtocols[ObjectIdentifier(descriptor)] = nil
            throw error
        }
    }

    /// The protocol declared in a cell that `name` names in `environment`, if any.
    func userProtocol(named name: String, in environment: Environment) -> UserProtocol? {
        guard case .type(let descriptor)? = environment.lookup(name)?.value else { return nil }
        return userProtocols[ObjectIdentifier(descriptor)]
    }

    /// Makes `descriptor` (a class's, struct's or enum's) adopt `userProtocol` once it meets every requirement;
    /// otherwise the error names the first missing one, pointing at `range`.
    func adopt(_ userProtocol: UserProtocol, by descriptor: TypeDescriptor, adding added: TypeDescriptor.Members = .init(), at range: SourceRange) throws {
        try checkConformance(to: userProtocol, of: descriptor, adding: added, at: range)
        descriptor.adopt(userProtocol.descriptor)
    }

    /// Throws unless `descriptor`, with the members `added` (an extension's, not yet joined), meets every
    /// requirement of `userProtocol`.
    func checkConformance(to userProtocol: UserProtocol, of descriptor: TypeDescriptor, adding added: TypeDescriptor.Members, at range: SourceRange) throws {
        let defaults = modelExtensions.members(of: userProtocol.descriptor)
        for requirement in userProtocol.allRequirements
        where !Interpreter.meets(requirement, descriptor) && !Interpreter.meets(requirement, added)
            && !defaults.contains(where: { Interpreter.meets(requirement, $0) }) {
            throw failure(
                .typeError, "type '\(descriptor.name)' does not conform to protocol '\(userProtocol.name)'", at: range,
                hint: "add \(Interpreter.describe(requirement))")
        }
    }

    private static func meets(_ requirement: ProtocolDeclaration.Requirement, _ descriptor: TypeDescriptor) -> Bool {
        switch requirement {
        case .method(let name, _, _, false):
            return !descriptor.methods(named: name.name).isEmpty
        case .method(let name, _, _, true):
            return !descriptor.staticMethods(named: name.name).isEmpty
        case .property(let name, _, let isSettable, false):
            guard let property = descriptor.property(named: name.name) else { return false }
            return !isSettable || property.isSettable
        case .property(let name, _, _, true):
            return descriptor.staticProperty(named: name.name) != nil
        }
    }

    private static func meets(_ requirement: ProtocolDeclaration.Requirement, _ members: TypeDescriptor.Members) -> Bool {
        switch requirement {
        case .method(let name, _, _, false):
            return members.methods.contains { $0.name == name.name }
        case .method(let name, _, _, true):
            return members.staticMethods.contains { $0.name == name.name }
        case .property(let name, _, let isSettable, false):
            return members.properties.contains { $0.name == name.name && (!isSettable || $0.isSettable) }
        case .property(let name, _, _, true):
            return members.staticProperties.contains { $0.name == name.name }
        }
    }

    /// A requirement as it is written, for hints and help.
    private static func describe(_ requirement: ProtocolDeclaration.Requirement) -> String {
        switch requirement {
        case .method(let name, let parameters, let returnType, let isStatic):
            let list = parameters.map { parameter in
                let label = parameter.label ?? "_"
                let head = label == parameter.name.name ? label : "\(label) \(parameter.name.name)"
                return parameter.type.map { "\(head): \($0)" } ?? head
            }.joined(separator: ", ")
            let result = returnType.map { " -> \($0)" } ?? ""
            return "\(isStatic ? "static " : "")func \(name.name)(\(list))\(result)"
        case .property(let name, let type, let isSettable, let isStatic):
            return "\(isStatic ? "static " : "")var \(name.name): \(type) { get\(isSettable ? " set" : "") }"
        }
    }
}

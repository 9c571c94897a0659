import PlotlineCore
import PlotlineValues

/// `extension Name: Protocol { … }` of a class, struct or enum declared in a cell: its methods, computed properties
/// and static members join the type's (for instances made before as after), and the protocols it names are
/// adopted. Running an extension's cell again replaces what it added; a member the type itself declares cannot be
/// redeclared. An extension of a type of the model is the session's own (`Interpreter+ModelTypeExtensions`).
extension Interpreter {
    /// Adds the extension's members and protocols to the type it names.
    func extendType(_ declaration: ExtensionDeclaration, in environment: Environment) throws {
        let name = declaration.name
        guard case .type(let descriptor)? = environment.lookup(name.name)?.value else {
            throw failure(
                .nameError, "cannot find type '\(name.name)' in scope", at: name.range,
                hint: Suggestion.closest(to: name.name, among: environment.visibleNames).map { "did you mean '\($0)'?" })
        }
        if userProtocols[ObjectIdentifier(descriptor)] != nil {
            if let inherited = declaration.inherited.first {
                throw failure(
                    .typeError, "extension of protocol '\(name.name)' cannot have an inheritance clause", at: inherited.range,
                    hint: "write it in the protocol's declaration: 'protocol \(name.name): \(inherited.name)'")
            }
            return try extendModelType(descriptor, with: declaration, in: environment)
        }
        if let userClass = userClasses[ObjectIdentifier(descriptor)] {
            try extend(userClass, with: declaration)
        } else if let userEnum = userEnums[ObjectIdentifier(descriptor)] {
            try extend(userEnum, with: declaration)
        } else {
            try extendModelType(descriptor, with: declaration, in: environment)
        }
    }

    private func extend(_ userClass: UserClass, with declaration: ExtensionDeclaration) throws {
        try checkNoRedeclaration(declaration.members, declared: userClass.declaration.members.map(\.name.name), in: userClass.name)
        let kind = userClass.declaration.isStruct ? "struct" : "class"
        var adopted: [String] = []
        var declaredProtocols: [(UserProtocol, SourceRange)] = []
        for name in declaration.inherited {
            if let userProtocol = userProtocol(named: name.name, in: userClass.environment) ?? userProtocol(named: name.name, in: globals) {
                declaredProtocols.append((userProtocol, name.range))
                continue
            }
            guard Interpreter.adoptableProtocols[name.name] != nil else {
                throw failure(
                    .typeError, "an extension adopts protocols; '\(name.name)' is not one a \(kind) can adopt", at: name.range,
                    hint: "adopt a protocol declared in a cell, or one of \(Interpreter.adoptableProtocols.keys.sorted().joined(separator: ", "))")
            }
            if userClass.declaration.isStruct, name.name == "PlotDataSource" {
                throw failure(
                    .typeError, "a data source must be a class (a plot keeps a reference to it)", at: name.range,
                    hint: "declare '\(userClass.name)' as a class")
            }
            if !userClass.protocols.contains(name.name) { adopted.append(name.name) }
        }
        for member in declaration.members {
            if case .method(let method, _, true, _) = member, userClass.declaration.isStruct {
                throw failure(.typeError, "'override' can only be used in a class", at: method.name.range)
            }
        }
        let added = try makeMembers(of: .userClass(UserClassReference(userClass: userClass)), from: declaration.members)
        let previous = (members: userClass.extensionMembers, protocols: userClass.protocols)
        let names = Set(declaration.members.map(\.name.name))
        userClass.extensionMembers = userClass.extensionMembers.filter { !names.contains($0.name.name) } + declaration.members
        userClass.protocols += adopted
        do {
            try checkConformance(userClass, at: declaration.name.range)
            for (userProtocol, range) in declaredProtocols {
                try checkConformance(to: userProtocol, of: userClass.descriptor, adding: added, at: range)
            }
            try evaluateStaticProperties(declaration.members, in: userClass.environment) { userClass.staticValues[$0] = $1 }
        } catch {
            (userClass.extensionMembers, userClass.protocols) = previous
            throw error
        }
        userClass.descriptor.extend(with: added)
        for (userProtocol, _) in declaredProtocols { userClass.descriptor.adopt(userProtocol.descriptor) }
    }

    private func extend(_ userEnum: UserEnum, with declaration: ExtensionDeclaration) throws {
        let declared = userEnum.declaration.members.map(\.name.name) + userEnum.declaration.cases.map(\.name.name)
        try checkNoRedeclaration(declaration.members, declared: declared, in: userEnum.name)
        var declaredProtocols: [(UserProtocol, SourceRange)] = []
        for name in declaration.inherited where name.name != "Error" {
            guard let userProtocol = userProtocol(named: name.name, in: userEnum.environment) ?? userProtocol(named: name.name, in: globals) else {
                throw failure(
                    .typeError, "an extension of an enum may adopt Error or a protocol declared in a cell, not '\(name.name)'", at: name.range,
                    hint: "a raw type belongs in the enum's own declaration")
            }
            declaredProtocols.append((userProtocol, name.range))
        }
        let added = try makeMembers(of: .userEnum(UserEnumReference(userEnum: userEnum)), from: declaration.members)
        for (userProtocol, range) in declaredProtocols {
            try checkConformance(to: userProtocol, of: userEnum.descriptor, adding: added, at: range)
        }
        try evaluateStaticProperties(declaration.members, in: userEnum.environment) { userEnum.staticValues[$0] = $1 }
        let names = Set(declaration.members.map(\.name.name))
        userEnum.extensionMembers = userEnum.extensionMembers.filter { !names.contains($0.name.name) } + declaration.members
        if declaration.inherited.contains(where: { $0.name == "Error" }) { userEnum.isError = true }
        userEnum.descriptor.extend(with: added)
        for (userProtocol, _) in declaredProtocols { userEnum.descriptor.adopt(userProtocol.descriptor) }
    }

    /// An extension may not declare again what the type's own declaration has (as in Swift).
    private func checkNoRedeclaration(_ members: [ClassMember], declared: [String], in typeName: String) throws {
        for member in members where declared.contains(member.name.name) {
            throw failure(
                .nameError, "invalid redeclaration of '\(member.name.name)': '\(typeName)' declares it", at: member.name.range,
                hint: "change it where '\(typeName)' is declared, or give this one another name")
        }
    }
}

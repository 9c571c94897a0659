import PlotlineCore
import PlotlineValues

/// The text `help(x)`, `x?` and inspection show, built from the same descriptor tables the interpreter uses:
/// the name and type, the one-line doc, signatures, and (in detail) every property with its type, default or
/// current value, and doc, then the methods and static members.
struct HelpText {
    /// 0: name, type, value and doc line; 1: also the member lists.
    let detail: Int
    /// The members the session's cells added to types they did not declare, listed with the type's own.
    var extensions: ModelExtensions?

    /// Values shown in help are cut to this many characters.
    static let valueWidth = 72

    /// The text for a resolved subject.
    func text(for subject: ResolvedSubject) -> String {
        switch subject {
        case .value(let value, let name): return text(forValue: value, named: name)
        case .instance(let descriptor, let name):
            return section([("\(name): \(descriptor.name)", [descriptor.doc])]) + typeDetails(descriptor, values: nil)
        case .property(let owner, let property, let value): return text(for: property, of: owner, value: value)
        case .methods(let owner, let methods):
            return section(methods.map { ("\(owner.name).\($0.signature)", [$0.doc]) })
        case .staticFunctions(let owner, let functions):
            return section(functions.map { ("\(owner.name).\(Self.signature(of: $0))", [$0.doc]) })
        case .staticMember(let owner, let member, let value):
            return section([("\(owner.name).\(member.name): \(value.typeName) = \(Self.shortText(of: value))", [member.doc])])
        }
    }

    /// The text for a value: a type's documentation, a function's signature, or a value with its type.
    func text(forValue value: Value, named name: String) -> String {
        switch value {
        case .type(let descriptor):
            return typeText(descriptor)
        case .callable(let callable):
            return section(Self.overloads(of: callable).map { ($0.signature, [$0.doc]) })
        default:
            let descriptor = Members.table(for: value)?.descriptor
            let header = "\(name): \(value.typeName) = \(Self.shortText(of: value))"
            let doc = descriptor.map { [$0.doc] } ?? []
            return section([(header, doc)]) + (descriptor.map { typeDetails($0, values: value) } ?? "")
        }
    }

    /// A type's documentation: kind, supertype, doc line, then (in detail) initializers and members.
    func typeText(_ descriptor: TypeDescriptor) -> String {
        var header = "\(descriptor.name): \(descriptor.kind.keyword)"
        if let superType = descriptor.superType { header += ", inherits \(superType.name)" }
        var text = section([(header, [descriptor.doc])])
        let initializers = descriptor.initializers.map { ("\(descriptor.name)\(Self.parameterList($0.parameters))", [$0.doc]) }
        if !initializers.isEmpty { text += "\n" + section(initializers, title: "Initializers") }
        return text + typeDetails(descriptor, values: nil)
    }

    /// A property: owner, name, type, settable or not, default, doc and current value.
    func text(for property: PropertyDescriptor, of owner: TypeDescriptor, value: Value?) -> String {
        var facts = [property.isSettable ? "settable" : "read-only"]
        if let defaultDescription = property.defaultDescription { facts.append("default \(defaultDescription)") }
        var lines = [property.doc]
        if let value { lines.append("Current value: \(Self.shortText(of: value))") }
        return section([("\(owner.name).\(property.name): \(property.type) (\(facts.joined(separator: ", ")))", lines)])
    }

    // MARK: Member lists

    /// The properties (with current values of `values` when given), methods and static members, in detail only.
    private func typeDetails(_ descriptor: TypeDescriptor, values: Value?) -> String {
        guard detail > 0 else { return "" }
        var text = ""
        let table = values.flatMap(Members.table(for:))
        let added = extensions?.instanceMembers(of: descriptor)
        let properties = (descriptor.properties + (added?.properties ?? [])).map { property -> (String, [String]) in
            var line = "\(property.name): \(property.type)"
            if let table, let current = try? property.get(from: table.root) {
                line += " = \(Self.shortText(of: current))"
            } else if let defaultDescription = property.defaultDescription {
                line += " = \(defaultDescription)"
            }
            return (line, [property.doc])
        }
        if !properties.isEmpty { text += "\n" + section(properties, title: "Properties") }
        let methods = (descriptor.methods + (added?.methods ?? [])).map { ($0.signature, [$0.doc]) }
        if !methods.isEmpty { text += "\n" + section(methods, title: "Methods") }
        let addedStatics = extensions?.staticMembers(of: descriptor)
        let statics = (descriptor.staticProperties + (addedStatics?.properties ?? [])).map { (".\($0.name)", [$0.doc]) }
            + (descriptor.staticMethods + (addedStatics?.functions ?? [])).map { (".\(Self.signature(of: $0))", [$0.doc]) }
        if !statics.isEmpty {
            text += "\n" + section(statics, title: descriptor.kind == .enumeration ? "Cases" : "Static members")
        }
        return text
    }

    // MARK: Formatting

    /// Lines `title:` then each entry's head and its indented notes.
    private func section(_ entries: [(String, [String])], title: String? = nil) -> String {
        var lines: [String] = []
        if let title { lines.append("\(title):") }
        let indent = title == nil ? "" : "  "
        for (head, notes) in entries {
            lines.append(indent + head)
            for note in notes where !note.isEmpty { lines.append(indent + (title == nil ? "" : "    ") + note) }
        }
        return lines.joined(separator: "\n") + "\n"
    }


    /// `(label name: Type = default, ...)`.
    static func parameterList(_ parameters: [Parameter]) -> String {
        "(\(parameters.map(\.signature).joined(separator: ", ")))"
    }

    /// `name(...) -> Result`.
    static func signature(of function: FunctionDescriptor) -> String {
        function.signature + (function.returnType.map { " -> \($0)" } ?? "")
    }

    /// Each overload of a callable with its signature and doc.
    static func overloads(of callable: any Callable) -> [(signature: String, doc: String)] {
        if let set = callable as? OverloadSet { return set.overloads.flatMap(overloads(of:)) }
        let result = callable.returnType.map { " -> \($0)" } ?? ""
        let doc: String
        switch callable {
        case let builtin as BuiltinFunction: doc = builtin.doc
        case let native as NativeFunction: doc = native.doc
        case is ScriptFunction: doc = "A function defined in this session."
        default: doc = ""
        }
        return [(callable.signature + result, doc)]
    }

    /// A value's text on one line, cut to `valueWidth` characters.
    static func shortText(of value: Value) -> String {
        let text = displayText(of: value).split(whereSeparator: \.isNewline).joined(separator: " ")
        guard text.count > valueWidth else { return text }
        return String(text.prefix(valueWidth - 1)) + "…"
    }
}

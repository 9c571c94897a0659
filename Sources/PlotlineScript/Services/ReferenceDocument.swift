import Foundation
import PlotlineCore
import PlotlineValues

/// The language reference (`docs/reference.md`) as Markdown, generated from the tables `help` reads: the
/// builtin functions and constants of a fresh session, the `session` settings, key-value coding, and every
/// type with its initializers, properties, methods and static members, each with its one-line doc.
///
/// ```swift
/// let markdown = ReferenceDocument(session: Session(types: ModelTypes.all)).markdown
/// ```
public struct ReferenceDocument {
    /// The command that writes `docs/reference.md`, named in the document and in the test that checks it.
    public static let regenerateCommand = "make reference"

    private let session: Session

    /// A reference of what `session` can name. Give it a fresh session: names a cell defined would be listed.
    public init(session: Session) {
        self.session = session
    }

    /// The whole document.
    public var markdown: String {
        var parts = [introduction, contents, functionsSection, constantsSection, settingsSection, keyValueCodingSection]
        for group in typeGroups where !group.types.isEmpty {
            parts.append(typeGroupSection(group))
        }
        return parts.joined(separator: "\n")
    }

    // MARK: Sections

    private var introduction: String {
        """
        # Plotline language reference

        Every builtin function, constant, `session` setting and type the language names, with every initializer,
        property, method and static member. This file is generated from the same tables `help(x)` and `x?` read
        (`plotline reference`); do not edit it by hand. After changing a type's table, run `\(Self.regenerateCommand)`;
        a test fails while this file is out of date. The statements and expressions are described in
        [language.md](language.md), the object model in [object-model.md](object-model.md).

        """
    }

    private var contents: String {
        var lines = ["## Contents", ""]
        lines.append("- [Builtin functions](#builtin-functions)")
        lines.append("- [Constants](#constants)")
        lines.append("- [Session settings](#session-settings)")
        lines.append("- [Key-value coding](#key-value-coding)")
        for group in typeGroups where !group.types.isEmpty {
            let names = group.types.map { "[`\($0.name)`](#\(Self.anchor($0.name)))" }.joined(separator: ", ")
            lines.append("- [\(group.title)](#\(Self.anchor(group.title))): \(names)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var functionsSection: String {
        var lines = ["## Builtin functions", ""]
        lines.append("Functions every session has. A parameter written `_ name` takes no label; `Any...` takes any number of arguments.")
        lines.append("")
        let functions = builtinFunctions
        for callable in functions where callable.name.first?.isLetter ?? false {
            for overload in Self.overloads(of: callable) {
                lines.append("- `\(overload.signature)`" + Self.docSuffix(overload.doc))
            }
        }
        let operators = functions.filter { !($0.name.first?.isLetter ?? false) }.map { "`\($0.name)`" }
        if !operators.isEmpty {
            lines.append("")
            lines.append("The operators \(operators.joined(separator: " ")) are functions too, of two arguments: `xs.reduce(0, +)`, `xs.sorted(by: >)`.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The overloads of a builtin with their signatures, the variadic parameter marked `...`.
    private static func overloads(of callable: any Callable) -> [(signature: String, doc: String)] {
        guard let builtin = callable as? BuiltinFunction, let variadic = builtin.variadicIndex,
              let parameters = builtin.parameters else {
            return HelpText.overloads(of: callable).map { ($0.signature.escapingControlCharacters, $0.doc) }
        }
        let list = parameters.enumerated().map { index, parameter in
            parameter.signature + (index == variadic ? "..." : "")
        }
        let result = builtin.returnType.map { " -> \($0)" } ?? ""
        let signature = "\(builtin.name)(\(list.joined(separator: ", ")))\(result)"
        return [(signature.escapingControlCharacters, builtin.doc)]
    }

    private var constantsSection: String {
        var lines = ["## Constants", ""]
        for (name, value) in builtinConstants {
            lines.append("- `\(name): \(value.typeName) = \(HelpText.shortText(of: value))`")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var settingsSection: String {
        var lines = ["## Session settings", ""]
        lines.append("The global `session` holds the settings of the notebook session (`session.formats = [\"png\", \"svg\"]`).")
        lines.append("")
        lines += propertyTable(SessionSettings.descriptor.properties, owner: "session")
        return lines.joined(separator: "\n") + "\n"
    }

    private var keyValueCodingSection: String {
        var lines = ["## Key-value coding", ""]
        lines.append(BuiltinTypes.keyValueCoding.doc + " Key paths take the collection operators `@count`, `@sum`, `@avg`, `@min`, `@max` and `@distinctUnionOfObjects`.")
        lines.append("")
        for method in BuiltinTypes.keyValueCoding.methods {
            lines.append("- `\(Self.signature(of: method))`" + Self.docSuffix(method.doc))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func typeGroupSection(_ group: TypeGroup) -> String {
        var parts = ["## \(group.title)\n\n\(group.summary)\n"]
        for descriptor in group.types {
            parts.append(typeSection(descriptor))
        }
        return parts.joined(separator: "\n")
    }

    /// One type: kind and supertype, doc, then its own members.
    private func typeSection(_ descriptor: TypeDescriptor) -> String {
        var lines = ["### `\(descriptor.name)`", ""]
        var kind = "*\(descriptor.kind.keyword)"
        if let superType = descriptor.superType {
            kind += ", inherits [`\(superType.name)`](#\(Self.anchor(superType.name)))"
        }
        kind += "*"
        lines.append("\(kind). \(descriptor.doc)")
        if descriptor.changesThroughConstants {
            let aliases = TypeRegistry.corePlotAliases.filter { $0.value == descriptor.name }.map { "`\($0.key)`" }
            lines += ["", "A style object, as in Core Plot: a `let` holding one may change it, and a layer keeps a copy of the one it is "
                + "given." + (aliases.isEmpty ? "" : " Core Plot's name \(aliases.joined(separator: ", ")) makes one too.")]
        }
        let own = descriptor.ownMembers
        if !own.initializers.isEmpty {
            lines += ["", "Initializers:", ""]
            for initializer in own.initializers {
                lines.append("- `\(descriptor.name)\(HelpText.parameterList(initializer.parameters))`" + Self.docSuffix(initializer.doc))
            }
        }
        if !own.properties.isEmpty {
            lines += ["", "Properties:", ""]
            lines += propertyTable(own.properties, owner: nil)
        }
        if !own.methods.isEmpty {
            lines += ["", "Methods:", ""]
            for method in own.methods {
                lines.append("- `\(Self.signature(of: method))`" + Self.docSuffix(method.doc))
            }
        }
        let statics = own.staticProperties.map { "- `.\($0.name)`" + Self.docSuffix($0.doc) }
            + own.staticMethods.map { "- `.\(HelpText.signature(of: $0))`" + Self.docSuffix($0.doc) }
        if !statics.isEmpty {
            lines += ["", descriptor.kind == .enumeration ? "Cases:" : "Static members:", ""]
            lines += statics
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown table of properties: name, type, default, and doc (read-only ones say so).
    private func propertyTable(_ properties: [PropertyDescriptor], owner: String?) -> [String] {
        var lines = ["| Property | Type | Default | Description |", "| --- | --- | --- | --- |"]
        for property in properties {
            let name = owner.map { "\($0).\(property.name)" } ?? property.name
            let defaultText = property.defaultDescription.map { "`\(Self.cell($0))`" } ?? ""
            let doc = (property.isSettable ? "" : "Read-only. ") + property.doc
            lines.append("| `\(name)` | `\(Self.cell(property.type.description))` | \(defaultText) | \(Self.cell(doc)) |")
        }
        return lines
    }

    // MARK: What the session names

    /// The builtin functions by name, sorted.
    private var builtinFunctions: [any Callable] {
        session.globalNames.sorted().compactMap { name in
            guard case .callable(let callable)? = session.value(named: name) else { return nil }
            return callable
        }
    }

    /// The builtin values that are neither functions, types nor the settings object (`pi`).
    private var builtinConstants: [(String, Value)] {
        session.globalNames.sorted().compactMap { name in
            guard let value = session.value(named: name) else { return nil }
            switch value {
            case .callable, .type: return nil
            case .object(let object) where object === session.settings: return nil
            default: return (name, value)
            }
        }
    }

    /// A titled list of types.
    private struct TypeGroup {
        let title: String
        let summary: String
        let types: [TypeDescriptor]
    }

    /// The language's own types, then the model's classes, structures and enumerations in the model's order.
    private var typeGroups: [TypeGroup] {
        let registry = session.interpreter.registry
        let model = registry.modelTypes
        let modelNames = Set(model.map(\.name))
        var language = BuiltinTypes.all + [BuiltinTypes.range] + TypeRegistry.sharedModelTypes
        let named = session.globalNames.sorted().compactMap { name -> TypeDescriptor? in
            guard case .type(let descriptor)? = session.value(named: name) else { return nil }
            return descriptor
        }
        for descriptor in named where !modelNames.contains(descriptor.name) && !language.contains(where: { $0 === descriptor }) {
            language.append(descriptor)
        }
        return [
            TypeGroup(title: "Language types", summary: "Numbers, text, collections, ranges and dates: the values every program works with.",
                      types: language),
            TypeGroup(title: "Classes", summary: "Objects of the chart model, shared by reference: `let p = graph.allPlots[0]; p.title = \"x\"` changes the graph.",
                      types: model.filter { $0.kind == .object }),
            TypeGroup(title: "Structures", summary: "Values copied on assignment; a nested assignment (`plot.dataLineStyle.lineWidth = 3`) writes the copy back.",
                      types: model.filter { $0.kind == .value || $0.kind == .namespace }),
            TypeGroup(title: "Enumerations", summary: "Written as implicit members where the type is known (`.automatic`, `.dateTime`).",
                      types: model.filter { $0.kind == .enumeration }),
        ]
    }

    // MARK: Formatting

    private static func signature(of method: MethodDescriptor) -> String {
        method.signature
    }


    private static func docSuffix(_ doc: String) -> String {
        doc.isEmpty ? "" : ": " + doc
    }

    /// Text safe inside a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// GitHub's anchor for a heading: lower case, spaces to hyphens, punctuation dropped.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}

private extension String {
    /// The text with line breaks and tabs written as escapes, for one line of inline code.
    var escapingControlCharacters: String {
        replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}

/// An enumeration the language sees: its cases are static members (`.automatic`, `.negative`) and it prints as
/// an implicit member expression.
public protocol ScriptEnumeration: ModelValue, StaticallyDescribed, ValueConvertible, CaseIterable, RawRepresentable, Sendable
where RawValue == String {
    /// A one-line summary of a case, for `help`.
    static func documentation(of member: Self) -> String
}

extension ScriptEnumeration {
    /// `.caseName`, as the case is written in source.
    public var summary: String { ".\(rawValue)" }

    /// Builds the descriptor of an enumeration: one static member per case.
    ///
    /// `aliases` are other names for cases (Core Plot's, where they differ), listed after the cases; `methods` are
    /// the cases' own methods.
    package static func enumerationDescriptor(
        name: String, doc: String, aliases: KeyValuePairs<String, Self> = [:], methods: [MethodDescriptor] = []
    ) -> TypeDescriptor {
        enumerationDescriptor(name: name, doc: doc, aliasList: aliases.map { (name: $0.key, member: $0.value) }, methods: methods)
    }

    /// Builds the descriptor of an enumeration whose aliases are derived from another's (`PlotBinding` takes
    /// `PlotField`'s Core Plot names).
    package static func enumerationDescriptor(
        name: String, doc: String, aliasList: [(name: String, member: Self)], methods: [MethodDescriptor] = []
    ) -> TypeDescriptor {
        return TypeDescriptor(name: name, doc: doc, kind: .enumeration) { members in
            members.staticProperties = allCases.map { member in
                StaticPropertyDescriptor(member.rawValue, doc: documentation(of: member)) { .model(member) }
            } + aliasList.map { alias in
                StaticPropertyDescriptor(alias.name, doc: "Core Plot's name for .\(alias.member.rawValue).") { .model(alias.member) }
            }
            members.properties = [
                .readOnly("rawValue", \Self.rawValue, doc: "The case's name.")
            ]
            members.methods = methods
            members.initializers = [
                FunctionDescriptor(
                    "init", parameters: [Parameter("rawValue", String.self)], returns: .optional(.model(Self.descriptor)),
                    doc: "The case with this name, or nil."
                ) { arguments in
                    Self(rawValue: try arguments.argument(0, named: "rawValue")).map { .model($0) } ?? .none
                }
            ]
        }
    }
}

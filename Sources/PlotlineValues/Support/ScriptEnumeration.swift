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
    package static func enumerationDescriptor(name: String, doc: String) -> TypeDescriptor {
        TypeDescriptor(name: name, doc: doc, kind: .enumeration) { members in
            members.staticProperties = allCases.map { member in
                StaticPropertyDescriptor(member.rawValue, doc: documentation(of: member)) { .model(member) }
            }
            members.properties = [
                .readOnly("rawValue", \Self.rawValue, doc: "The case's name.")
            ]
        }
    }
}

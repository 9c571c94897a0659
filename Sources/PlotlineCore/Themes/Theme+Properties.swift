extension Theme: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Theme`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Theme", doc: "A named set of fills, borders, line and text styles and tick settings for a graph.",
        kind: .value
    ) { members in
        members.properties = [
            .readOnly("name", \Theme.name, doc: "The theme's name (\"Plain White\").")
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("named", "name", String.self)], returns: .model(descriptor),
                doc: "The built-in theme with a name (\"Plain White\" or \"plainWhite\")."
            ) { arguments in
                let name: String = try arguments.argument(0, named: "name")
                guard let theme = Theme(named: name) else {
                    let names = Theme.all.map(\.name)
                    throw ModelError(
                        .valueError, "there is no theme named '\(name)'",
                        hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                            ?? "the themes are " + names.map { "'\($0)'" }.joined(separator: ", "))
                }
                return theme.scriptValue
            }
        ]
        members.staticProperties = Theme.all.map { entry in
            StaticPropertyDescriptor(entry.name, doc: "The \"\(entry.theme.name)\" theme.") { entry.theme.scriptValue }
        }
    }

    /// `.plainWhite`.
    public var summary: String {
        Theme.all.first { $0.theme == self }.map { ".\($0.name)" } ?? "Theme(named: \"\(name)\")"
    }
}

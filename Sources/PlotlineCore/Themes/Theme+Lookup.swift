import Foundation
import PlotlineValues

extension Theme {
    /// Every built-in theme and then every one registered in the current session.
    public static var all: [(name: String, theme: Theme)] {
        guard let registry = ModelContext.current?.themes else { return builtIn }
        return builtIn + registry.names.compactMap { name in registry.theme(named: name).map { (name, $0) } }
    }

    /// The theme with a name: a built-in one by its member name or display name (`"plainWhite"`,
    /// `"Plain White"`), else one registered in the current session; nil when there is none.
    public init?(named name: String) {
        if let match = Theme.builtIn.first(where: { $0.name == name || $0.theme.name == name }) {
            self = match.theme
        } else if let registered = ModelContext.current?.themes.theme(named: name) {
            self = registered
        } else {
            return nil
        }
    }

    /// Registers a theme under a name in the current session so that `Theme(named:)` finds it there (a built-in
    /// name cannot be replaced).
    ///
    /// - Throws: `ValueError` for an empty name or a built-in one; `RuntimeError` outside any session.
    public static func register(_ theme: Theme, name: String) throws {
        guard let registry = ModelContext.current?.themes else {
            throw ModelError(.runtimeError, "themes are registered in a session, and no session is running")
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ModelError(.valueError, "a theme needs a name to be registered") }
        guard !builtIn.contains(where: { $0.name == trimmed || $0.theme.name == trimmed }) else {
            throw ModelError(.valueError, "'\(trimmed)' is a built-in theme and cannot be replaced", hint: "register it under another name")
        }
        var named = theme
        named.name = trimmed
        registry.register(named, as: trimmed)
    }
}

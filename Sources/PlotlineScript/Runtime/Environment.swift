/// A scope: the variables declared in it and the scope around it.
///
/// The top-level scope of a session lets a later cell bind a name afresh; any other scope rejects a second
/// declaration of a name, as Swift does inside a block.
public final class Environment {
    /// The enclosing scope, or nil for the outermost (builtins).
    public let enclosing: Environment?
    /// True for the session's top level, where declarations may rebind names.
    public let allowsRebinding: Bool
    private var variables: [String: Variable] = [:]

    /// Makes a scope inside `enclosing`.
    public init(enclosing: Environment?, allowsRebinding: Bool = false) {
        self.enclosing = enclosing
        self.allowsRebinding = allowsRebinding
    }

    /// The variable `name` refers to here, looking outwards.
    public func lookup(_ name: String) -> Variable? {
        var scope: Environment? = self
        while let current = scope {
            if let variable = current.variables[name] { return variable }
            scope = current.enclosing
        }
        return nil
    }

    /// The variable declared in this very scope, if any.
    public func localVariable(_ name: String) -> Variable? {
        variables[name]
    }

    /// Declares a variable; returns false when this scope already declares the name and may not rebind it.
    @discardableResult
    public func declare(_ variable: Variable) -> Bool {
        if variables[variable.name] != nil && !allowsRebinding { return false }
        variables[variable.name] = variable
        return true
    }

    /// Removes a name from this scope (used to undo a half-done declaration).
    public func remove(_ name: String) {
        variables.removeValue(forKey: name)
    }

    /// Every name visible from here, innermost first, for suggestions and completion.
    public var visibleNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        var scope: Environment? = self
        while let current = scope {
            for name in current.variables.keys.sorted() where seen.insert(name).inserted {
                names.append(name)
            }
            scope = current.enclosing
        }
        return names
    }
}

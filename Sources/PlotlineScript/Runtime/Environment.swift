/// A scope: the variables declared in it and the scope around it.
///
/// The top-level scope of a session lets a later cell bind a name afresh; any other scope rejects a second
/// declaration of a name, as Swift does inside a block.
///
/// Block scopes hold few names, so they keep them in a small array searched linearly (cheaper than hashing);
/// scopes with many names (the session's globals and builtins) also keep a dictionary index.
public final class Environment {
    /// The enclosing scope, or nil for the outermost (builtins).
    public let enclosing: Environment?
    /// True for the session's top level, where declarations may rebind names.
    public let allowsRebinding: Bool
    @exclusivity(unchecked) private var variables: [Variable] = []
    @exclusivity(unchecked) private var index: [String: Int]?

    /// Scopes with more names than this keep a dictionary index.
    private static let linearSearchLimit = 12

    /// Makes a scope inside `enclosing`.
    public init(enclosing: Environment?, allowsRebinding: Bool = false) {
        self.enclosing = enclosing
        self.allowsRebinding = allowsRebinding
    }

    /// True for the scope a method of a user class runs in (it declares `self`): names a method's own scopes do
    /// not declare are looked for among the members of `self` before the scopes around the class.
    var isMethodScope = false

    /// The variable `name` refers to here, looking outwards, and the first method scope passed before finding it
    /// (nil when none was: the name is the method's own, or the code is not in a method).
    func lookupPastMethods(_ name: String) -> (variable: Variable?, methodScope: Environment?) {
        var scope: Environment? = self
        var passed: Environment?
        while let current = scope {
            if let variable = current.localVariable(name) { return (variable, passed) }
            if current.isMethodScope && passed == nil { passed = current }
            scope = current.enclosing
        }
        return (nil, passed)
    }

    /// The variable `name` refers to here, looking outwards.
    public func lookup(_ name: String) -> Variable? {
        var scope: Environment? = self
        while let current = scope {
            if let variable = current.localVariable(name) { return variable }
            scope = current.enclosing
        }
        return nil
    }

    /// The variable declared in this very scope, if any.
    public func localVariable(_ name: String) -> Variable? {
        if let index {
            return index[name].map { variables[$0] }
        }
        for variable in variables where variable.name == name { return variable }
        return nil
    }

    /// Declares a variable; returns false when this scope already declares the name and may not rebind it.
    @discardableResult
    public func declare(_ variable: Variable) -> Bool {
        if let position = position(of: variable.name) {
            guard allowsRebinding else { return false }
            variables[position] = variable
            return true
        }
        variables.append(variable)
        if index != nil {
            index?[variable.name] = variables.count - 1
        } else if variables.count > Environment.linearSearchLimit {
            index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1.name, $0) })
        }
        return true
    }

    /// Removes a name from this scope (used to undo a half-done declaration).
    public func remove(_ name: String) {
        guard let position = position(of: name) else { return }
        variables.remove(at: position)
        if index != nil {
            index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1.name, $0) })
        }
    }

    /// Forgets every name, keeping the storage, so that a loop can reuse the scope of its last iteration
    /// when nothing captured it.
    func removeAll() {
        variables.removeAll(keepingCapacity: true)
        index = nil
    }

    /// The variables declared in this very scope, in the order they were declared (a debugger's scopes).
    var ownVariables: [Variable] { variables }

    /// Every name visible from here, innermost first, for suggestions and completion.
    public var visibleNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        var scope: Environment? = self
        while let current = scope {
            for name in current.variables.map(\.name).sorted() where seen.insert(name).inserted {
                names.append(name)
            }
            scope = current.enclosing
        }
        return names
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return variables.firstIndex { $0.name == name }
    }
}

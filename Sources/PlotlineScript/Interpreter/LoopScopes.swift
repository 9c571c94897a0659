/// The scopes of a loop's iterations: a fresh scope for each, reusing the previous iteration's scope when
/// nothing (a closure, a nested function) kept a reference to it, which is the common case.
struct LoopScopes {
    private let enclosing: Environment
    private var current: Environment?

    /// Makes the scopes of a loop inside `enclosing`.
    init(enclosing: Environment) {
        self.enclosing = enclosing
    }

    /// An empty scope for the next iteration.
    mutating func next() -> Environment {
        if current != nil, isKnownUniquelyReferenced(&current), let reusable = current {
            reusable.removeAll()
            return reusable
        }
        let fresh = Environment(enclosing: enclosing)
        current = fresh
        return fresh
    }
}

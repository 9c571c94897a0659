/// One `key: value` pair of a dictionary literal.
public struct DictionaryEntry: Equatable, Sendable {
    /// The key.
    public var key: Expr
    /// The value.
    public var value: Expr

    /// Makes an entry.
    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

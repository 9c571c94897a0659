/// One element of a tuple expression, `min: lowest` or `404`.
public struct TupleElement: Equatable, Sendable {
    /// The label, when written.
    public var label: Identifier?
    /// The value.
    public var value: Expr

    /// Makes an element.
    public init(label: Identifier?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// One argument of a call or subscript: an optional label and a value.
public struct Argument: Equatable, Sendable {
    /// The label, `x` in `f(x: 1)`, or nil.
    public var label: Identifier?
    /// The value.
    public var value: Expr
    /// True for a trailing closure written after the parentheses.
    public var isTrailingClosure: Bool

    /// Makes an argument.
    public init(label: Identifier?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }

    /// The range of the label and the value.
    public var range: SourceRange {
        label.map { $0.range.union(value.range) } ?? value.range
    }
}

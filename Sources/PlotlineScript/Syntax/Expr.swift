import PlotlineValues

/// An expression node: its kind and the source range it covers.
///
/// Evaluation switches over `kind` (no visitors); every node keeps its range for errors.
public struct Expr: Equatable, Sendable {
    /// The kinds of expression.
    public indirect enum Kind: Equatable, Sendable {
        /// An integer literal.
        case integer(Int)
        /// A floating-point literal.
        case double(Double)
        /// A string literal without interpolations.
        case string(String)
        /// A string literal with `\(interpolations)`.
        case interpolatedString([InterpolationSegment])
        /// `true` or `false`.
        case bool(Bool)
        /// `nil`.
        case `nil`
        /// A name: a variable, function, builtin or type.
        case identifier(String)
        /// A closure's anonymous parameter, `$0`.
        case anonymousParameter(Int)
        /// `.red`: a static member of the type the context expects.
        case implicitMember(Identifier)
        /// `base.name`.
        case member(Expr, Identifier)
        /// `callee(label: value, ...) { trailing closure }`; the range of `(...)` is kept for errors.
        case call(Expr, [Argument], argumentsRange: SourceRange)
        /// `base[index]`.
        case `subscript`(Expr, [Argument])
        /// A prefix operator.
        case unary(UnaryOperator, Expr)
        /// `x...`, the postfix operator that makes a range from `x` upwards (`PartialRangeFrom`).
        case rangeFrom(Expr)
        /// `\.latency.seconds` or `\Sample.latency`: a key path, used as the function from a value to that member.
        case keyPath([Identifier])
        /// An infix operator; the operator's own range is kept for errors.
        case binary(BinaryOperator, Expr, Expr, operatorRange: SourceRange)
        /// `condition ? then : else`.
        case ternary(Expr, Expr, Expr)
        /// `[a, b]`.
        case array([Expr])
        /// `(a, b)` or `(min: a, max: b)`.
        case tuple([TupleElement])
        /// `["x": 1]`.
        case dictionary([DictionaryEntry])
        /// `{ x in x * x }`.
        case closure(ClosureExpr)
        /// `value!`.
        case forceUnwrap(Expr)
        /// `value?` inside an optional chain: ends the chain with nil when the value is nil.
        case optionalBind(Expr)
        /// A postfix chain containing `?.` (`plot?.dataLineStyle.lineWidth`): nil when any link is nil.
        case optionalChain(Expr)
        /// `(expression)`, kept so that assignment and display know it was parenthesized.
        case parenthesized(Expr)
        /// `try expression`, `try?` or `try!`.
        case `try`(TryKind, Expr)
        /// `value is Type`, `value as? Type`, `value as! Type` or `value as Type`.
        case cast(CastKind, Expr, TypeSyntax)
    }

    /// What the expression is.
    public var kind: Kind
    /// Where it is written.
    public var range: SourceRange

    /// Makes an expression node.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

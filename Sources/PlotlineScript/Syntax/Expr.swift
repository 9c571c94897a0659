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
        /// An infix operator; the operator's own range is kept for errors.
        case binary(BinaryOperator, Expr, Expr, operatorRange: SourceRange)
        /// `condition ? then : else`.
        case ternary(Expr, Expr, Expr)
        /// `[a, b]`.
        case array([Expr])
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

/// One piece of an interpolated string.
public enum InterpolationSegment: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// `\(expression)`.
    case expression(Expr)
}

/// A closure literal: `{ x in x * x }`, `{ (a: Double, b: Double) -> Double in a + b }`, `{ $0 * 2 }`.
public struct ClosureExpr: Equatable, Sendable {
    /// The declared parameters (empty when the closure uses `$0`... or takes none).
    public var parameters: [ClosureParameter]
    /// The declared result type.
    public var returnType: TypeSyntax?
    /// The statements of the body.
    public var body: [Stmt]
    /// How many anonymous parameters the body uses (one more than the largest `$n`), 0 when none.
    public var anonymousParameterCount: Int
    /// True when the parameters were declared with `in` (so their number is checked).
    public var hasSignature: Bool

    /// Makes a closure node.
    public init(parameters: [ClosureParameter], returnType: TypeSyntax?, body: [Stmt], anonymousParameterCount: Int, hasSignature: Bool) {
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.anonymousParameterCount = anonymousParameterCount
        self.hasSignature = hasSignature
    }
}

/// A closure parameter, `x` or `x: Double` (`_` ignores the argument).
public struct ClosureParameter: Equatable, Sendable {
    /// The parameter's name (`_` to ignore).
    public var name: Identifier
    /// The declared type.
    public var type: TypeSyntax?

    /// Makes a closure parameter.
    public init(name: Identifier, type: TypeSyntax?) {
        self.name = name
        self.type = type
    }
}

/// A statement node: its kind and the source range it covers.
public struct Stmt: Equatable, Sendable {
    /// The kinds of statement.
    public indirect enum Kind: Equatable, Sendable {
        /// `let x = 1`, `var ls: LineStyle = LineStyle()`.
        case declaration(Declaration)
        /// `target = value`, or a compound assignment; the operator's range is kept for errors.
        case assignment(Expr, AssignmentOperator, Expr, operatorRange: SourceRange)
        /// An expression evaluated for its effect (or, last in a cell, shown).
        case expression(Expr)
        /// `if ... {} else if ... {} else {}`.
        case `if`(IfStatement)
        /// `for pattern in sequence where filter {}`.
        case `for`(ForStatement)
        /// `while conditions {}`.
        case `while`([Condition], Block)
        /// `repeat {} while condition`.
        case `repeat`(Block, Expr)
        /// `break`.
        case `break`
        /// `continue`.
        case `continue`
        /// `return` with an optional value.
        case `return`(Expr?)
        /// `func name(...) -> T {}`.
        case function(FunctionDeclaration)
    }

    /// What the statement is.
    public var kind: Kind
    /// Where it is written.
    public var range: SourceRange

    /// Makes a statement node.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The statements between `{` and `}`.
public struct Block: Equatable, Sendable {
    /// The statements.
    public var statements: [Stmt]
    /// The range from `{` to `}`.
    public var range: SourceRange

    /// Makes a block.
    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// `let` or `var` with a pattern, an optional type and an optional initial value.
public struct Declaration: Equatable, Sendable {
    /// True for `let`.
    public var isConstant: Bool
    /// What is bound.
    public var pattern: Pattern
    /// The declared type.
    public var type: TypeSyntax?
    /// The initial value.
    public var initializer: Expr?

    /// Makes a declaration.
    public init(isConstant: Bool, pattern: Pattern, type: TypeSyntax?, initializer: Expr?) {
        self.isConstant = isConstant
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
    }
}

/// One condition of `if` or `while`: a Boolean expression or an optional binding `let x = optional`.
public enum Condition: Equatable, Sendable {
    /// A Boolean expression.
    case expression(Expr)
    /// `let name = value` or `var name = value`, true when the value is not nil; `let name` alone rebinds
    /// a variable of the same name.
    case optionalBinding(isConstant: Bool, name: Identifier, value: Expr)
}

/// `if` with its `else if` branches and an optional `else`.
public struct IfStatement: Equatable, Sendable {
    /// Each branch's conditions and body, in order.
    public var branches: [(conditions: [Condition], body: Block)]
    /// The `else` body.
    public var elseBody: Block?

    /// Makes an `if` statement.
    public init(branches: [(conditions: [Condition], body: Block)], elseBody: Block?) {
        self.branches = branches
        self.elseBody = elseBody
    }

    /// Compares branches one by one.
    public static func == (lhs: IfStatement, rhs: IfStatement) -> Bool {
        lhs.elseBody == rhs.elseBody && lhs.branches.count == rhs.branches.count
            && zip(lhs.branches, rhs.branches).allSatisfy { $0.conditions == $1.conditions && $0.body == $1.body }
    }
}

/// `for pattern in sequence where filter { body }`.
public struct ForStatement: Equatable, Sendable {
    /// The loop variable(s).
    public var pattern: Pattern
    /// The sequence iterated.
    public var sequence: Expr
    /// The `where` filter.
    public var filter: Expr?
    /// The body.
    public var body: Block

    /// Makes a `for` statement.
    public init(pattern: Pattern, sequence: Expr, filter: Expr?, body: Block) {
        self.pattern = pattern
        self.sequence = sequence
        self.filter = filter
        self.body = body
    }
}

/// `func name(label name: Type = default) -> Result { body }`.
public struct FunctionDeclaration: Equatable, Sendable {
    /// The function's name.
    public var name: Identifier
    /// The parameters.
    public var parameters: [FunctionParameter]
    /// The declared result type.
    public var returnType: TypeSyntax?
    /// The body.
    public var body: Block

    /// Makes a function declaration.
    public init(name: Identifier, parameters: [FunctionParameter], returnType: TypeSyntax?, body: Block) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// One parameter of a function declaration.
public struct FunctionParameter: Equatable, Sendable {
    /// The argument label, or nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: Identifier
    /// The declared type.
    public var type: TypeSyntax?
    /// The default value, evaluated at each call that leaves the argument out.
    public var defaultValue: Expr?

    /// Makes a parameter.
    public init(label: String?, name: Identifier, type: TypeSyntax?, defaultValue: Expr?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

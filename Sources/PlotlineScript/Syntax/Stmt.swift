import PlotlineValues

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
        /// `guard conditions else { … }`: the names bound by the conditions stay in scope after it.
        case `guard`([Condition], Block)
        /// `switch subject { case …: … }`.
        case `switch`(SwitchStatement)
        /// `fallthrough`, into the next case of a `switch`.
        case `fallthrough`
        /// `do { … } catch { … }`.
        case `do`(DoStatement)
        /// `throw error`.
        case `throw`(Expr)
        /// `defer { … }`: runs when the enclosing block is left, however it is left.
        case `defer`(Block)
        /// `class Name: Superclass, Protocol { … }`.
        case `class`(ClassDeclaration)
        /// `enum Name: RawType { case … }`.
        case `enum`(EnumDeclaration)
        /// `extension Name: Protocol { … }`.
        case `extension`(ExtensionDeclaration)
        /// `protocol Name { requirements }`.
        case `protocol`(ProtocolDeclaration)
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

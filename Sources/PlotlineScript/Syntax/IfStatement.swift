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

/// One case of a `switch`: its patterns (none for `default`) and the statements it runs.
public struct SwitchCase: Equatable, Sendable {
    /// One pattern of a case with its own `where` condition: `case let x where x > 3, 0:` has two.
    public struct Item: Equatable, Sendable {
        /// The pattern.
        public var pattern: CasePattern
        /// The `where` condition, when written.
        public var condition: Expr?

        /// Makes an item.
        public init(pattern: CasePattern, condition: Expr?) {
            self.pattern = pattern
            self.condition = condition
        }
    }

    /// The patterns; empty for `default`.
    public var items: [Item]
    /// The statements, at least one.
    public var body: [Stmt]
    /// The label, `case …:` or `default:`.
    public var labelRange: SourceRange

    /// Makes a case.
    public init(items: [Item], body: [Stmt], labelRange: SourceRange) {
        self.items = items
        self.body = body
        self.labelRange = labelRange
    }

    /// True for `default:`.
    public var isDefault: Bool { items.isEmpty }
}

/// `switch subject { case … : … default: … }`.
public struct SwitchStatement: Equatable, Sendable {
    /// The value the cases are matched against.
    public var subject: Expr
    /// The cases in order; a `default` case has no items.
    public var cases: [SwitchCase]

    /// Makes a `switch` statement.
    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }

    /// True when one of the cases is `default`.
    public var hasDefault: Bool { cases.contains(where: \.isDefault) }
}

/// The prefix operators.
public enum UnaryOperator: String, Sendable {
    /// `-x`.
    case negate = "-"
    /// `+x`.
    case plus = "+"
    /// `!x`.
    case not = "!"
}

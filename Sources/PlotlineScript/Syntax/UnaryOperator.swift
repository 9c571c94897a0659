/// The prefix operators.
public enum UnaryOperator: String, Sendable {
    /// `-x`.
    case negate = "-"
    /// `+x`.
    case plus = "+"
    /// `!x`.
    case not = "!"
    /// `..<x`, a range up to `x` (`PartialRangeUpTo`).
    case upTo = "..<"
    /// `...x`, a range up to and through `x` (`PartialRangeThrough`).
    case through = "..."

    /// True for the operators that make one-sided ranges.
    var makesRange: Bool { self == .upTo || self == .through }
}

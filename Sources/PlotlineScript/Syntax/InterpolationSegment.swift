/// One piece of an interpolated string.
public enum InterpolationSegment: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// `\(expression)`.
    case expression(Expr)
}

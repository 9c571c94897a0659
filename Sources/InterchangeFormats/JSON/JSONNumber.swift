/// A number as JSON text spells it: an integer that fits 64 bits exactly, or any other number as a Double.
public enum JSONNumber: Sendable, Equatable {
    /// An integer written without a fraction or exponent that fits an `Int`.
    case int(Int)
    /// Every other number, correctly rounded.
    case double(Double)
}

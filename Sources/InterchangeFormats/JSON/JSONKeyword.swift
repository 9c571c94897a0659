/// JSON's three literal names.
public enum JSONKeyword: Sendable, Equatable {
    /// `true`.
    case `true`
    /// `false`.
    case `false`
    /// `null`.
    case null
}

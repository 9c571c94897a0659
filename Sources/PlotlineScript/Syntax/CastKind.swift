/// Which type-casting operator an expression uses.
public enum CastKind: Equatable, Sendable {
    /// `value is Type`: true when the value is one.
    case test
    /// `value as? Type`: the value when it is one, else nil.
    case conditional
    /// `value as! Type`: the value when it is one, else a runtime error.
    case forced
    /// `value as Type`: the value converted as an assignment would (`3 as Double`, `.red as Color`).
    case coercion

    /// The operator as written.
    public var spelling: String {
        switch self {
        case .test: return "is"
        case .conditional: return "as?"
        case .forced: return "as!"
        case .coercion: return "as"
        }
    }
}

/// `=` and the compound assignments `+= -= *= /= %=`.
public enum AssignmentOperator: String, Sendable {
    /// `=`.
    case assign = "="
    /// `+=`.
    case add = "+="
    /// `-=`.
    case subtract = "-="
    /// `*=`.
    case multiply = "*="
    /// `/=`.
    case divide = "/="
    /// `%=`.
    case remainder = "%="

    /// The assignment a punctuator spells, if any.
    public init?(_ punctuator: Punctuator) {
        self.init(rawValue: punctuator.rawValue)
    }

    /// The arithmetic a compound assignment performs, or nil for `=`.
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: return nil
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        }
    }
}

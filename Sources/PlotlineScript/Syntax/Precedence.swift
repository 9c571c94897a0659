/// Swift's precedence groups for the operators the language has, loosest first.
public enum Precedence: Int, Comparable, CaseIterable, Sendable {
    /// `?:`, right-associative.
    case ternary
    /// `||`, left-associative.
    case logicalDisjunction
    /// `&&`, left-associative.
    case logicalConjunction
    /// `== != < <= > >=`, non-associative.
    case comparison
    /// `??`, right-associative.
    case nilCoalescing
    /// `is`, `as`, `as?` and `as!`, left-associative.
    case casting
    /// `...` and `..<`, non-associative.
    case rangeFormation
    /// `+ -`, left-associative.
    case addition
    /// `* / %`, left-associative.
    case multiplication

    /// Orders groups from loosest to tightest.
    public static func < (lhs: Precedence, rhs: Precedence) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// How operators of the group chain.
    public var associativity: Associativity {
        switch self {
        case .ternary, .nilCoalescing: return .right
        case .comparison, .rangeFormation: return .none
        case .logicalDisjunction, .logicalConjunction, .casting, .addition, .multiplication: return .left
        }
    }

    /// The group's name as Swift's diagnostics spell it.
    public var groupName: String {
        switch self {
        case .ternary: return "TernaryPrecedence"
        case .logicalDisjunction: return "LogicalDisjunctionPrecedence"
        case .logicalConjunction: return "LogicalConjunctionPrecedence"
        case .comparison: return "ComparisonPrecedence"
        case .nilCoalescing: return "NilCoalescingPrecedence"
        case .casting: return "CastingPrecedence"
        case .rangeFormation: return "RangeFormationPrecedence"
        case .addition: return "AdditionPrecedence"
        case .multiplication: return "MultiplicationPrecedence"
        }
    }

    /// How operators of one precedence group chain.
    public enum Associativity: Sendable {
        /// `a - b - c` is `(a - b) - c`.
        case left
        /// `a ?? b ?? c` is `a ?? (b ?? c)`.
        case right
        /// `a < b < c` is an error.
        case none
    }
}

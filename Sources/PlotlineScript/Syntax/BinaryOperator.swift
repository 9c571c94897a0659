/// The infix operators, with Swift's precedence groups.
public enum BinaryOperator: String, CaseIterable, Sendable {
    /// `||`.
    case or = "||"
    /// `&&`.
    case and = "&&"
    /// `==`.
    case equal = "=="
    /// `!=`.
    case notEqual = "!="
    /// `===`: the same object.
    case identical = "==="
    /// `!==`: not the same object.
    case notIdentical = "!=="
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterEqual = ">="
    /// `??`.
    case nilCoalescing = "??"
    /// `...`.
    case closedRange = "..."
    /// `..<`.
    case halfOpenRange = "..<"
    /// `+`.
    case add = "+"
    /// `-`.
    case subtract = "-"
    /// `*`.
    case multiply = "*"
    /// `/`.
    case divide = "/"
    /// `%`.
    case remainder = "%"

    /// The operator a punctuator spells, if it is an infix operator.
    public init?(_ punctuator: Punctuator) {
        self.init(rawValue: punctuator.rawValue)
    }

    /// Swift's precedence group of the operator.
    public var precedence: Precedence {
        switch self {
        case .or: return .logicalDisjunction
        case .and: return .logicalConjunction
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater, .greaterEqual: return .comparison
        case .nilCoalescing: return .nilCoalescing
        case .closedRange, .halfOpenRange: return .rangeFormation
        case .add, .subtract: return .addition
        case .multiply, .divide, .remainder: return .multiplication
        }
    }
}

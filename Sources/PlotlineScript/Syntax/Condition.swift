/// One condition of `if` or `while`: a Boolean expression or an optional binding `let x = optional`.
public enum Condition: Equatable, Sendable {
    /// A Boolean expression.
    case expression(Expr)
    /// `let name = value` or `var name = value`, true when the value is not nil; `let name` alone rebinds
    /// a variable of the same name.
    case optionalBinding(isConstant: Bool, name: Identifier, value: Expr)
    /// `case pattern = value`, true when the value matches the pattern as a `switch` case would, binding its names.
    case casePattern(CasePattern, value: Expr)
}

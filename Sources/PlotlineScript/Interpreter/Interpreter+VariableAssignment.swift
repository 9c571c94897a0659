import PlotlineCore
import PlotlineValues

/// Assignment to a plain variable (`s += i`, `x = 1`), the commonest statement in loops, done without building
/// a `Place`; other targets go through places.
extension Interpreter {
    /// `name = value` or `name op= value`.
    func assignVariable(
        _ variable: Variable, _ valueExpression: Expr, with op: AssignmentOperator, target: Expr,
        operatorRange: SourceRange, in environment: Environment
    ) throws {
        let expected = Interpreter.needsContext(valueExpression) ? variable.type ?? Interpreter.inferredType(of: variable.value) : nil
        let value = try evaluate(valueExpression, in: environment, expecting: expected)
        guard let arithmetic = op.binaryOperator else {
            try store(value, in: variable, range: target.range, valueRange: valueExpression.range)
            return
        }
        if variable.isConstant { throw constantError(variable.name, .assignment, at: target.range) }
        guard var current = variable.value else {
            throw failure(.nameError, "variable '\(variable.name)' used before being initialized", at: target.range)
        }
        if op == .add, Arithmetic.appendsInPlace(current) {
            var addition = value
            if case .array? = variable.type?.unwrapped, let type = variable.type {
                addition = try at(valueExpression.range) { try ValueConversion.convert(value, to: type) }
            }
            // The variable lets go of its value while it grows, so the array or string is changed in place.
            variable.value = nil
            defer { variable.value = current }
            try at(operatorRange) { try Arithmetic.addInPlace(&current, addition) }
            return
        }
        let result = try at(operatorRange) { try Arithmetic.apply(arithmetic, current, value) }
        try store(result, in: variable, range: target.range, valueRange: valueExpression.range)
    }

    /// False for expressions whose value does not depend on the type the context expects (names, literals),
    /// so that the expected type need not be worked out.
    static func needsContext(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .integer, .double, .string, .bool, .anonymousParameter, .interpolatedString: return false
        default: return true
        }
    }

    /// Stores a value, converting it to the variable's declared type; a `let` may be assigned only once.
    func store(_ value: Value, in variable: Variable, range: SourceRange, valueRange: SourceRange?) throws {
        if variable.isConstant && variable.value != nil {
            throw constantError(variable.name, .assignment, at: range)
        }
        if let type = variable.type {
            variable.replaceValue(with: try at(valueRange ?? range) { try ValueConversion.convert(value, to: type) })
        } else {
            variable.replaceValue(with: value)
        }
    }

    /// `cannot assign to value: 'x' is a 'let' constant`, worded for the kind of change.
    func constantError(_ name: String, _ mutation: Place.Mutation, at range: SourceRange) -> ScriptError {
        let prefix: String
        switch mutation {
        case .assignment: prefix = "cannot assign to value"
        case .memberAssignment: prefix = "cannot assign to property"
        case .mutatingCall: prefix = "cannot use mutating member on immutable value"
        }
        if name == "self" {
            // Inside a struct's method that is not `mutating`.
            return ScriptError(.typeError, "\(prefix): 'self' is immutable", at: range, hint: "mark the method 'mutating' to change self")
        }
        return ScriptError(
            .typeError, "\(prefix): '\(name)' is a 'let' constant", at: range,
            hint: "change 'let' to 'var' to make it mutable")
    }
}

import Foundation
import PlotlineCore
import PlotlineValues

/// The operators of the language over values, with Swift's rules: Int arithmetic traps on overflow (here: an
/// error), mixed Int and Double promote to Double, `+` joins strings and arrays.
public enum Arithmetic {
    /// Applies a non-short-circuiting binary operator (everything but `&&`, `||` and `??`).
    public static func apply(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws -> Value {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, lhs, rhs)
        case .equal:
            return .bool(lhs == rhs)
        case .notEqual:
            return .bool(lhs != rhs)
        case .identical, .notIdentical:
            return .bool(try identical(lhs, rhs, op) == (op == .identical))
        case .less, .lessEqual, .greater, .greaterEqual:
            return .bool(try compare(op, lhs, rhs))
        case .closedRange, .halfOpenRange:
            return try makeRange(lhs, rhs, isClosed: op == .closedRange)
        case .and, .or:
            return .bool(try truth(lhs, for: op.rawValue) && truth(rhs, for: op.rawValue))
        case .nilCoalescing:
            return lhs.isNil ? rhs : lhs
        }
    }

    /// True when both are the same object, or both nil (`===`); values other than objects have no identity.
    private static func identical(_ lhs: Value, _ rhs: Value, _ op: BinaryOperator) throws -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)): return left === right
        case (.none, .none): return true
        case (.none, .object), (.object, .none): return false
        default:
            let value: Value
            if case .object = lhs { value = rhs } else if lhs.isNil { value = rhs } else { value = lhs }
            throw ModelError(
                .typeError, "'\(op.rawValue)' compares objects, not values of type '\(value.typeName)'",
                hint: "use '\(op == .identical ? "==" : "!=")' to compare values")
        }
    }

    /// True when `+=` on the value can append in place (arrays and strings).
    public static func appendsInPlace(_ value: Value) -> Bool {
        switch value {
        case .array, .string: return true
        default: return false
        }
    }

    /// `lhs += rhs`, appending in place to an array or string that is not shared.
    public static func addInPlace(_ lhs: inout Value, _ rhs: Value) throws {
        if case .array = lhs, case .array(let tail) = rhs {
            guard case .array(var elements) = lhs else { return }
            try SizeLimits.checkElements(elements.count + tail.count)
            let bytes = MemoryFootprint.growth(
                from: elements.count, to: elements.count + tail.count, itemBytes: MemoryFootprint.valueBytes,
                capacity: elements.capacity)
            try ExecutionGuard.reserve(bytes, for: "the array")
            lhs = .none
            elements += tail
            lhs = .array(elements)
        } else if case .string = lhs, case .string(let tail) = rhs {
            guard case .string(var text) = lhs else { return }
            try checkAppending(tail, to: text)
            lhs = .none
            text += tail
            lhs = .string(text)
        } else {
            lhs = try apply(.add, lhs, rhs)
        }
    }

    /// `-x`.
    public static func negate(_ value: Value) throws -> Value {
        switch value {
        case .int(let int):
            let (result, overflow) = Int(0).subtractingReportingOverflow(int)
            if overflow { throw ModelError(.valueError, "arithmetic overflow: -(\(int)) does not fit in 'Int'") }
            return .int(result)
        case .double(let double):
            return .double(-double)
        default:
            throw ModelError(.typeError, "unary operator '-' cannot be applied to an operand of type '\(value.typeName)'")
        }
    }

    /// `+x`.
    public static func plus(_ value: Value) throws -> Value {
        guard value.numericValue != nil else {
            throw ModelError(.typeError, "unary operator '+' cannot be applied to an operand of type '\(value.typeName)'")
        }
        return value
    }

    /// `!x`.
    public static func not(_ value: Value) throws -> Value {
        guard case .bool(let bool) = value else {
            throw ModelError(.typeError, "unary operator '!' cannot be applied to an operand of type '\(value.typeName)'")
        }
        return .bool(!bool)
    }

    /// A condition's truth; only Bool is accepted, as in Swift.
    public static func truth(_ value: Value, for context: String = "condition") throws -> Bool {
        switch value {
        case .bool(let bool):
            return bool
        case .int, .double:
            throw ModelError(
                .typeError, "type '\(value.typeName)' cannot be used as a boolean", hint: "test for '!= 0' instead")
        case .none:
            throw ModelError(.typeError, "'nil' cannot be used as a boolean", hint: "test for '!= nil' instead")
        default:
            throw ModelError(.typeError, "cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'")
        }
    }

    /// The order of two values for sorting, min and max: numbers by value, strings lexicographically.
    public static func isOrderedBefore(_ lhs: Value, _ rhs: Value) throws -> Bool {
        try compare(.less, lhs, rhs)
    }

    // MARK: - Numbers

    private static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            return .int(try integer(op, a, b))
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = lhs.numericValue, let b = rhs.numericValue else { break }
            return .double(real(op, a, b))
        case (.string(let a), .string(let b)) where op == .add:
            try checkLength(a, b)
            try ExecutionGuard.reserve(MemoryFootprint.string(utf8Count: a.utf8.count + b.utf8.count), for: "the string")
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == .add:
            try SizeLimits.checkElements(a.count + b.count)
            try ExecutionGuard.reserve(MemoryFootprint.array(count: a.count + b.count), for: "the array")
            return .array(a + b)
        default:
            if let result = try dateArithmetic(op, lhs, rhs) { return result }
        }
        var hint: String?
        if op == .add, case .string = lhs { hint = "use string interpolation: \"...\\(value)\"" }
        if op == .add, case .string = rhs { hint = "use string interpolation: \"\\(value)...\"" }
        throw ModelError(
            .typeError,
            "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'",
            hint: hint)
    }

    private static func checkLength(_ a: String, _ b: String) throws {
        try SizeLimits.checkStringBytes(a.utf8.count + b.utf8.count)
    }

    /// Checks that `tail` may be appended to `text` in place: the string limit, then the memory budget.
    static func checkAppending(_ tail: String, to text: String) throws {
        try checkLength(text, tail)
        let bytes = MemoryFootprint.growth(from: text.utf8.count, to: text.utf8.count + tail.utf8.count, itemBytes: 1)
        try ExecutionGuard.reserve(bytes, for: "the string")
    }

    private static func integer(_ op: BinaryOperator, _ a: Int, _ b: Int) throws -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide:
            guard b != 0 else { throw ModelError(.valueError, "division by zero") }
            result = a.dividedReportingOverflow(by: b)
        default:
            guard b != 0 else { throw ModelError(.valueError, "division by zero in remainder operation") }
            result = a.remainderReportingOverflow(dividingBy: b)
        }
        if result.overflow {
            throw ModelError(.valueError, "arithmetic overflow: \(a) \(op.rawValue) \(b) does not fit in 'Int'")
        }
        return result.partialValue
    }

    private static func real(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        default: return a.truncatingRemainder(dividingBy: b)
        }
    }

    // MARK: - Comparison and ranges

    private static func compare(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws -> Bool {
        if case .int(let a) = lhs, case .int(let b) = rhs { return ordered(op, a, b) }
        if let a = lhs.numericValue, let b = rhs.numericValue { return ordered(op, a, b) }
        if case .string(let a) = lhs, case .string(let b) = rhs { return ordered(op, a, b) }
        if case .model(let a as DateTime) = lhs, case .model(let b as DateTime) = rhs { return ordered(op, a, b) }
        throw ModelError(
            .typeError,
            "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'")
    }

    private static func ordered<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
        switch op {
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }

    /// `bound...` (`upTo` false), `..<bound` or `...bound`: a one-sided range of integers or of numbers.
    public static func oneSidedRange(_ bound: Value, upTo: Bool, isClosed: Bool) throws -> Value {
        let op = isClosed ? "..." : "..<"
        let scalar: ValueRange.Bounds.Scalar
        switch bound {
        case .int(let integer): scalar = .integer(integer)
        case .double(let double): scalar = .real(double)
        default:
            let fixity = upTo ? "prefix" : "postfix"
            throw ModelError(
                .typeError, "\(fixity) operator '\(op)' cannot be applied to an operand of type '\(bound.typeName)'",
                hint: "a one-sided range needs a number: \(upTo ? "\(op)5" : "5\(op)")")
        }
        guard let range = ValueRange.oneSided(scalar, upTo: upTo, isClosed: isClosed) else {
            throw ModelError(.valueError, "a range cannot have nan as its bound")
        }
        return .range(range)
    }

    private static func makeRange(_ lhs: Value, _ rhs: Value, isClosed: Bool) throws -> Value {
        let op = isClosed ? "..." : "..<"
        if case .int(let lower) = lhs, case .int(let upper) = rhs {
            guard lower <= upper else {
                throw ModelError(.valueError, "range requires lowerBound <= upperBound, but \(lower)\(op)\(upper) is reversed",
                                 hint: "use stride(from: \(lower), through: \(upper), by: -1) to count down")
            }
            return .range(ValueRange(bounds: .integer(lower, upper), isClosed: isClosed))
        }
        guard let lower = lhs.numericValue, let upper = rhs.numericValue else {
            throw ModelError(
                .typeError,
                "binary operator '\(op)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'")
        }
        guard lower <= upper, !lower.isNaN, !upper.isNaN else {
            throw ModelError(.valueError, "range requires lowerBound <= upperBound")
        }
        return .range(ValueRange(bounds: .real(lower, upper), isClosed: isClosed))
    }
}

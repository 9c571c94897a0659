import PlotlineCore
import PlotlineValues

/// Date arithmetic: `date + seconds`, `seconds + date`, `date - seconds` and `date - date` (seconds).
extension Arithmetic {
    /// The result of `lhs op rhs` when a date takes part, or nil when none does.
    static func dateArithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws -> Value? {
        switch (op, lhs, rhs) {
        case (.add, .model(let date as DateTime), _):
            guard let seconds = rhs.numericValue else { return nil }
            return try shifted(date, by: seconds)
        case (.add, _, .model(let date as DateTime)):
            guard let seconds = lhs.numericValue else { return nil }
            return try shifted(date, by: seconds)
        case (.subtract, .model(let later as DateTime), .model(let earlier as DateTime)):
            return .double(later.timeIntervalSince1970 - earlier.timeIntervalSince1970)
        case (.subtract, .model(let date as DateTime), _):
            guard let seconds = rhs.numericValue else { return nil }
            return try shifted(date, by: -seconds)
        default:
            return nil
        }
    }

    private static func shifted(_ date: DateTime, by seconds: Double) throws -> Value {
        let result = date.timeIntervalSince1970 + seconds
        guard result.isFinite else {
            throw ModelError(.valueError, "a date cannot be moved by \(Value.format(seconds)) seconds")
        }
        return DateTime(timeIntervalSince1970: result).scriptValue
    }
}

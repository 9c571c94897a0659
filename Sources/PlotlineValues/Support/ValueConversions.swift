/// Conversions the model's hand-written properties share.
package enum ValueConversions {
    /// The type `[Double?]`: numbers where nil (or NaN) marks a missing value.
    package static let optionalDoubles = ValueType.array(.optional(.double))

    /// Numbers from an array of numbers and nils (nil becomes NaN) or from an integer range.
    package static func doubles(from value: Value) throws -> [Double] {
        switch value {
        case .array(let elements):
            return try elements.enumerated().map { index, element in
                if element.isNil { return .nan }
                guard let number = element.numericValue else {
                    throw ModelError(
                        .typeError,
                        "cannot convert value of type '\(element.typeName)' to expected type 'Double?' (element \(index))")
                }
                return number
            }
        case .range(let range):
            guard let integers = range.integers else {
                if range.isOneSided {
                    throw ModelError(.typeError, "a '\(range.typeName)' cannot be listed; give it both bounds (0..<n)")
                }
                throw ModelError(.typeError, "a range of Double cannot be listed; use stride(from:to:by:)")
            }
            return integers.map(Double.init)
        default:
            throw ModelError.typeMismatch(expected: optionalDoubles, actual: value)
        }
    }

    /// Numbers as the language shows them: NaN becomes nil.
    package static func value(of doubles: [Double]) -> Value {
        .array(doubles.map { $0.isNaN ? .none : .double($0) })
    }

    /// A callable, or nil.
    package static func callable(from value: Value, expected: ValueType) throws -> (any Callable)? {
        switch value {
        case .none: return nil
        case .callable(let callable): return callable
        default: throw ModelError.typeMismatch(expected: expected, actual: value)
        }
    }

    /// A padding value that may be nil (automatic).
    package static func padding(from value: Value) throws -> Double? {
        try Double?.fromValue(value)
    }
}

import PlotlineCore

/// Iteration over the values a `for` loop and the sequence methods accept: arrays, integer ranges, strides,
/// strings (characters) and dictionaries (`[key, value]` pairs).
public enum ValueSequence {
    /// The most elements a sequence may be turned into an array of.
    public static let maximumElements = 10_000_000

    /// An iterator over the elements of `value`.
    ///
    /// - Throws: a `TypeError` when the value is not a sequence.
    public static func iterator(of value: Value) throws -> AnyIterator<Value> {
        switch value {
        case .array(let elements):
            return AnyIterator(elements.makeIterator())
        case .range(let range):
            guard let integers = range.integers else {
                throw ModelError(
                    .typeError, "for-in loop requires '\(range.typeName)' to conform to 'Sequence'",
                    hint: "step through real numbers with stride(from:to:by:)")
            }
            var iterator = integers.makeIterator()
            return AnyIterator { iterator.next().map(Value.int) }
        case .object(let stride as StrideSequence):
            return stride.makeIterator()
        case .string(let string):
            var iterator = string.makeIterator()
            return AnyIterator { iterator.next().map { .string(String($0)) } }
        case .dictionary(let entries):
            var iterator = entries.makeIterator()
            return AnyIterator { iterator.next().map { .array([$0.key, $0.value]) } }
        default:
            throw ModelError(.typeError, "for-in loop requires '\(value.typeName)' to conform to 'Sequence'")
        }
    }

    /// The number of elements, when it is known without iterating.
    public static func count(of value: Value) -> Int? {
        switch value {
        case .array(let elements): return elements.count
        case .range(let range): return range.count
        case .object(let stride as StrideSequence): return stride.count
        case .string(let string): return string.count
        case .dictionary(let entries): return entries.count
        default: return nil
        }
    }

    /// All the elements as an array.
    ///
    /// - Throws: a `ValueError` when there are more than `maximumElements`.
    public static func elements(of value: Value) throws -> [Value] {
        if case .array(let elements) = value { return elements }
        if let count = count(of: value), count > maximumElements {
            throw ModelError(
                .valueError, "a sequence of \(count) elements is too large to turn into an array",
                hint: "the limit is \(maximumElements) elements; iterate with 'for' instead")
        }
        return Array(try iterator(of: value))
    }
}

import PlotlineCore

/// Iteration over the values a `for` loop and the sequence methods accept: arrays, integer ranges, strides,
/// strings (characters), dictionaries (`[key, value]` pairs) and model objects that are `ScriptSequence`s
/// (feeds).
public enum ValueSequence {
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
        case .object(let sequence as any ScriptSequence):
            return try elementsIterator(of: sequence)
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
        case .object(let sequence as any ScriptSequence): return sequence.count
        case .string(let string): return string.count
        case .dictionary(let entries): return entries.count
        default: return nil
        }
    }

    /// True for the values `for` loops and sequence methods accept.
    public static func isSequence(_ value: Value) -> Bool {
        switch value {
        case .array, .range, .string, .dictionary: return true
        case .object(let object): return object is any ScriptSequence
        default: return false
        }
    }

    /// The elements of a model sequence read up front, so that reading errors surface before the loop starts.
    private static func elementsIterator(of sequence: any ScriptSequence) throws -> AnyIterator<Value> {
        let count = sequence.count
        try SizeLimits.checkElements(count, building: "the sequence")
        var elements: [Value] = []
        elements.reserveCapacity(count)
        for index in 0..<count { elements.append(try sequence.element(at: index)) }
        return AnyIterator(elements.makeIterator())
    }

    /// All the elements as an array.
    ///
    /// - Throws: a `ValueError` when there are more than `SizeLimits.maximumElements`.
    public static func elements(of value: Value) throws -> [Value] {
        if case .array(let elements) = value { return elements }
        if let count = count(of: value) { try SizeLimits.checkElements(count, building: "the sequence turned into an array") }
        return Array(try iterator(of: value))
    }
}

import PlotlineCore
import PlotlineValues

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
            if range.extent == .lowerOnly, case .integer = range.bounds {
                // A `for` loop steps through `a...` itself (Interpreter.executeFor); methods would never return.
                throw ModelError(
                    .typeError, "'\(range.typeName)' never ends, so '\(range.spelling)' cannot be listed or mapped",
                    hint: "give it an upper bound (\(range.resolved(count: 10).spelling)), or loop over it and 'break'")
            }
            guard let integers = range.integers else {
                throw ModelError(
                    .typeError, "for-in loop requires '\(range.typeName)' to conform to 'Sequence'",
                    hint: range.isOneSided
                        ? "give the range both bounds: 0..<n" : "step through real numbers with stride(from:to:by:)")
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
        var loop = LoopGuard()
        try loop.reserve(MemoryFootprint.array(count: count), for: "the records of the sequence")
        var elements: [Value] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            try loop.tick()
            elements.append(try sequence.element(at: index))
        }
        return AnyIterator(elements.makeIterator())
    }

    /// All the elements as an array (the array itself, for an array).
    ///
    /// - Throws: a `ValueError` when there are more than the cell's `SizeLimits.maximumElements`; a `MemoryError` when the
    ///   array would pass the session's memory budget; `Interrupted`.
    public static func elements(of value: Value) throws -> [Value] {
        if case .array(let elements) = value { return elements }
        let count = count(of: value)
        if let count {
            try SizeLimits.checkElements(count, building: "the sequence turned into an array")
            try ExecutionGuard.reserve(bytes(ofElements: value, count: count), for: "the array")
        }
        let iterator = try iterator(of: value)
        var elements: [Value] = []
        elements.reserveCapacity(count ?? 0)
        var loop = LoopGuard()
        while let element = iterator.next() {
            try loop.tick()
            elements.append(element)
        }
        return elements
    }

    /// The bytes of the array `elements(of:)` builds: a dictionary's elements are pairs, arrays of their own.
    static func bytes(ofElements value: Value, count: Int) -> Int {
        guard case .dictionary = value else { return MemoryFootprint.array(count: count) }
        return MemoryFootprint.product(count, MemoryFootprint.valueBytes + MemoryFootprint.array(count: 2), plus: 0)
    }
}

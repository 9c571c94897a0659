import PlotlineCore
import PlotlineValues

/// The methods every sequence has: arrays, ranges, strides, strings and dictionaries.
extension BuiltinTypes {
    /// `map filter reduce sorted min max sum contains ...`, shared by every sequence type.
    static var sequenceMethods: [MethodDescriptor] {
        [
            method("map", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The results of calling a closure on each element.") { receiver, arguments in
                try mapped(receiver) { try call(arguments[0], [$0], in: "map") }
            },
            method("compactMap", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The non-nil results of calling a closure on each element.") { receiver, arguments in
                var result = ArrayBuilder()
                try forEachElement(of: receiver) { element in
                    let transformed = try call(arguments[0], [element], in: "compactMap")
                    if !transformed.isNil { try result.append(transformed) }
                }
                return .array(result.elements)
            },
            method("flatMap", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The concatenated arrays a closure returns for each element.") { receiver, arguments in
                var result = ArrayBuilder()
                try forEachElement(of: receiver) { element in
                    try result.append(contentsOf: elements(call(arguments[0], [element], in: "flatMap")))
                }
                return .array(result.elements)
            },
            method("filter", [Parameter(nil, "isIncluded", type: .function([.any], .bool))], returns: .array(.any),
                   "The elements for which a closure returns true.") { receiver, arguments in
                var result = ArrayBuilder()
                try forEachElement(of: receiver) { element in
                    if try predicate(arguments[0], [element], in: "filter") { try result.append(element) }
                }
                return .array(result.elements)
            },
            method("reduce", [Parameter(nil, "initialResult", type: .any), Parameter(nil, "nextPartialResult", type: .function([.any, .any], .any))],
                   returns: .any, "Combines the elements with a closure, starting from an initial value.") { receiver, arguments in
                var result = arguments[0]
                try forEachElement(of: receiver) { element in
                    result = try call(arguments[1], [result, element], in: "reduce")
                }
                return result
            },
            method("forEach", [Parameter(nil, "body", type: .function([.any], .any))],
                   "Calls a closure on each element.") { receiver, arguments in
                try forEachElement(of: receiver) { element in _ = try call(arguments[0], [element], in: "forEach") }
                return .none
            },
            method("sorted", [], returns: .array(.any), "The elements in increasing order.") { receiver, _ in
                try sortedElements(receiver, by: Arithmetic.isOrderedBefore)
            },
            method("sorted", [Parameter("by", "areInIncreasingOrder", type: .function([.any, .any], .bool))], returns: .array(.any),
                   "The elements ordered by a closure that says whether its first argument comes first.") { receiver, arguments in
                try sortedElements(receiver) { try predicate(arguments[0], [$0, $1], in: "sorted") }
            },
            method("min", [], returns: .any, "The smallest element, or nil when there is none.") { receiver, _ in
                try extreme(elements(receiver), smallest: true)
            },
            method("max", [], returns: .any, "The largest element, or nil when there is none.") { receiver, _ in
                try extreme(elements(receiver), smallest: false)
            },
            method("sum", [], returns: .double, "The sum of the elements (an Int when all are Ints).") { receiver, _ in
                try CollectionOperator.sum.apply(to: elements(receiver))
            },
            method("contains", [Parameter(nil, "element", type: .any)], returns: .bool,
                   "True when an element equals the value.") { receiver, arguments in
                .bool(try firstIndex(in: receiver) { $0 == arguments[0] } != nil)
            },
            method("contains", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .bool,
                   "True when a closure returns true for some element.") { receiver, arguments in
                .bool(try firstIndex(in: receiver) { try predicate(arguments[0], [$0], in: "contains") } != nil)
            },
            method("allSatisfy", [Parameter(nil, "predicate", type: .function([.any], .bool))], returns: .bool,
                   "True when a closure returns true for every element.") { receiver, arguments in
                .bool(try firstIndex(in: receiver) { try !predicate(arguments[0], [$0], in: "allSatisfy") } == nil)
            },
            method("first", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .any,
                   "The first element for which a closure returns true, or nil.") { receiver, arguments in
                let all = try elements(receiver)
                return try firstIndex(in: .array(all)) { try predicate(arguments[0], [$0], in: "first") }.map { all[$0] } ?? .none
            },
            method("firstIndex", [Parameter("of", "element", type: .any)], returns: .optional(.int),
                   "The index of the first element equal to the value, or nil.") { receiver, arguments in
                try firstIndex(in: receiver) { $0 == arguments[0] }.map(Value.int) ?? .none
            },
            method("firstIndex", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .optional(.int),
                   "The index of the first element for which a closure returns true, or nil.") { receiver, arguments in
                try firstIndex(in: receiver) { try predicate(arguments[0], [$0], in: "firstIndex") }.map(Value.int) ?? .none
            },
            method("enumerated", [], returns: .array(.array(.any)), "Pairs [index, element], for `for (i, x) in a.enumerated()`.") { receiver, _ in
                let all = try elements(receiver)
                let pairBytes = MemoryFootprint.valueBytes + MemoryFootprint.array(count: 2)
                try ExecutionGuard.reserve(MemoryFootprint.product(all.count, pairBytes, plus: 0), for: "the array of pairs")
                var pairs: [Value] = []
                pairs.reserveCapacity(all.count)
                var loop = LoopGuard()
                for (offset, element) in all.enumerated() {
                    try loop.tick()
                    pairs.append(.array([.int(offset), element]))
                }
                return .array(pairs)
            },
            method("reversed", [], returns: .array(.any), "The elements in reverse order.") { receiver, _ in
                try copied(receiver, keeping: { $0 }) { $0.reversed() }
            },
            method("prefix", [Parameter(nil, "maxLength", type: .int)], returns: .array(.any),
                   "The first n elements.") { receiver, arguments in
                let length = max(0, try int(arguments[0]))
                return try copied(receiver, keeping: { min($0, length) }) { Array($0.prefix(length)) }
            },
            method("suffix", [Parameter(nil, "maxLength", type: .int)], returns: .array(.any),
                   "The last n elements.") { receiver, arguments in
                let length = max(0, try int(arguments[0]))
                return try copied(receiver, keeping: { min($0, length) }) { Array($0.suffix(length)) }
            },
            method("dropFirst", [Parameter(nil, "k", type: .int, default: .int(1))], returns: .array(.any),
                   "The elements after the first k.") { receiver, arguments in
                let k = max(0, try int(arguments[0]))
                return try copied(receiver, keeping: { max(0, $0 - k) }) { Array($0.dropFirst(k)) }
            },
            method("dropLast", [Parameter(nil, "k", type: .int, default: .int(1))], returns: .array(.any),
                   "The elements before the last k.") { receiver, arguments in
                let k = max(0, try int(arguments[0]))
                return try copied(receiver, keeping: { max(0, $0 - k) }) { Array($0.dropLast(k)) }
            },
            method("joined", [Parameter("separator", type: .string, default: .string(""))], returns: .string,
                   "The elements as text, joined by a separator.") { receiver, arguments in
                .string(try Value.joinedPrintText(elements(receiver), separator: string(arguments[0])))
            },
            method("shuffled", [], returns: .array(.any), "The elements in random order.") { receiver, _ in
                try copied(receiver, keeping: { $0 }) { $0.shuffled() }
            },
        ]
    }

    /// `count`, `isEmpty`, `first`, `last`, `underestimatedCount` for any sequence.
    static var sequenceProperties: [PropertyDescriptor] {
        [
            property("count", .int, "The number of elements.") { value in
                .int(try ValueSequence.count(of: value) ?? elements(value).count)
            },
            property("isEmpty", .bool, "True when there are no elements.") { value in
                .bool(try (ValueSequence.count(of: value) ?? elements(value).count) == 0)
            },
            property("first", .any, "The first element, or nil.") { value in
                try ValueSequence.iterator(of: value).next() ?? .none
            },
            property("last", .any, "The last element, or nil.") { value in
                try elements(value).last ?? .none
            },
        ]
    }

    static func extreme(_ values: [Value], smallest: Bool) throws -> Value {
        guard var best = values.first else { return .none }
        var loop = LoopGuard()
        for value in values.dropFirst() {
            try loop.tick()
            let better = smallest ? try Arithmetic.isOrderedBefore(value, best) : try Arithmetic.isOrderedBefore(best, value)
            if better { best = value }
        }
        return best
    }

    // MARK: - Loops that stop when interrupted and ask the memory budget first

    /// Calls `body` on each element of a sequence in order, stopping when the cell is interrupted.
    static func forEachElement(of sequence: Value, _ body: (Value) throws -> Void) throws {
        _ = try firstIndex(in: sequence) { element in
            try body(element)
            return false
        }
    }

    /// The index of the first element for which `matches` is true, or nil; stops when the cell is interrupted.
    static func firstIndex(in sequence: Value, where matches: (Value) throws -> Bool) throws -> Int? {
        var loop = LoopGuard()
        if case .array(let elements) = sequence {
            for (index, element) in elements.enumerated() {
                try loop.tick()
                if try matches(element) { return index }
            }
            return nil
        }
        let iterator = try ValueSequence.iterator(of: sequence)
        var index = 0
        while let element = iterator.next() {
            try loop.tick()
            if try matches(element) { return index }
            index += 1
        }
        return nil
    }

    /// The results of `transform` on each element, in an array sized (and paid for) up front.
    static func mapped(_ sequence: Value, _ transform: (Value) throws -> Value) throws -> Value {
        let count = ValueSequence.count(of: sequence) ?? 0
        try SizeLimits.checkElements(count, building: "the sequence turned into an array")
        try ExecutionGuard.reserve(MemoryFootprint.array(count: count), for: "the array")
        var result: [Value] = []
        result.reserveCapacity(count)
        try forEachElement(of: sequence) { element in result.append(try transform(element)) }
        return .array(result)
    }

    /// A new array made from the elements by `body` (a slice, the reverse, a shuffle), whose length `keeping`
    /// tells from the elements' count, asked of the memory budget first.
    static func copied(_ sequence: Value, keeping: (Int) -> Int, _ body: ([Value]) -> [Value]) throws -> Value {
        let all = try elements(sequence)
        try ExecutionGuard.reserve(MemoryFootprint.array(count: keeping(all.count)), for: "the array")
        return .array(body(all))
    }

    /// The elements sorted into a new array, looking at the interrupt request between comparisons.
    static func sortedElements(_ sequence: Value, by areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> Value {
        var all = try elements(sequence)
        if case .array = sequence {
            try ExecutionGuard.reserve(MemoryFootprint.array(count: all.count), for: "the sorted array")
        }
        var loop = LoopGuard()
        try all.sort { first, second in
            try loop.tick()
            return try areInIncreasingOrder(first, second)
        }
        return .array(all)
    }
}

import PlotlineCore

/// The methods every sequence has: arrays, ranges, strides, strings and dictionaries.
extension BuiltinTypes {
    /// `map filter reduce sorted min max sum contains ...`, shared by every sequence type.
    static var sequenceMethods: [MethodDescriptor] {
        [
            method("map", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The results of calling a closure on each element.") { receiver, arguments in
                .array(try elements(receiver).map { try call(arguments[0], [$0], in: "map") })
            },
            method("compactMap", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The non-nil results of calling a closure on each element.") { receiver, arguments in
                .array(try elements(receiver).map { try call(arguments[0], [$0], in: "compactMap") }.filter { !$0.isNil })
            },
            method("flatMap", [Parameter(nil, "transform", type: .function([.any], .any))], returns: .array(.any),
                   "The concatenated arrays a closure returns for each element.") { receiver, arguments in
                var result: [Value] = []
                for element in try elements(receiver) {
                    let part = try elements(call(arguments[0], [element], in: "flatMap"))
                    try SizeLimits.checkElements(result.count + part.count)
                    result += part
                }
                return .array(result)
            },
            method("filter", [Parameter(nil, "isIncluded", type: .function([.any], .bool))], returns: .array(.any),
                   "The elements for which a closure returns true.") { receiver, arguments in
                .array(try elements(receiver).filter { try predicate(arguments[0], [$0], in: "filter") })
            },
            method("reduce", [Parameter(nil, "initialResult", type: .any), Parameter(nil, "nextPartialResult", type: .function([.any, .any], .any))],
                   returns: .any, "Combines the elements with a closure, starting from an initial value.") { receiver, arguments in
                try elements(receiver).reduce(arguments[0]) { try call(arguments[1], [$0, $1], in: "reduce") }
            },
            method("forEach", [Parameter(nil, "body", type: .function([.any], .any))],
                   "Calls a closure on each element.") { receiver, arguments in
                for element in try elements(receiver) { _ = try call(arguments[0], [element], in: "forEach") }
                return .none
            },
            method("sorted", [], returns: .array(.any), "The elements in increasing order.") { receiver, _ in
                .array(try elements(receiver).sorted(by: Arithmetic.isOrderedBefore))
            },
            method("sorted", [Parameter("by", "areInIncreasingOrder", type: .function([.any, .any], .bool))], returns: .array(.any),
                   "The elements ordered by a closure that says whether its first argument comes first.") { receiver, arguments in
                .array(try elements(receiver).sorted { try predicate(arguments[0], [$0, $1], in: "sorted") })
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
                .bool(try elements(receiver).contains(arguments[0]))
            },
            method("contains", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .bool,
                   "True when a closure returns true for some element.") { receiver, arguments in
                .bool(try elements(receiver).contains { try predicate(arguments[0], [$0], in: "contains") })
            },
            method("allSatisfy", [Parameter(nil, "predicate", type: .function([.any], .bool))], returns: .bool,
                   "True when a closure returns true for every element.") { receiver, arguments in
                .bool(try elements(receiver).allSatisfy { try predicate(arguments[0], [$0], in: "allSatisfy") })
            },
            method("first", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .any,
                   "The first element for which a closure returns true, or nil.") { receiver, arguments in
                try elements(receiver).first { try predicate(arguments[0], [$0], in: "first") } ?? .none
            },
            method("firstIndex", [Parameter("of", "element", type: .any)], returns: .optional(.int),
                   "The index of the first element equal to the value, or nil.") { receiver, arguments in
                try elements(receiver).firstIndex(of: arguments[0]).map(Value.int) ?? .none
            },
            method("firstIndex", [Parameter("where", "predicate", type: .function([.any], .bool))], returns: .optional(.int),
                   "The index of the first element for which a closure returns true, or nil.") { receiver, arguments in
                try elements(receiver).firstIndex { try predicate(arguments[0], [$0], in: "firstIndex") }.map(Value.int) ?? .none
            },
            method("enumerated", [], returns: .array(.array(.any)), "Pairs [index, element], for `for (i, x) in a.enumerated()`.") { receiver, _ in
                .array(try elements(receiver).enumerated().map { .array([.int($0.offset), $0.element]) })
            },
            method("reversed", [], returns: .array(.any), "The elements in reverse order.") { receiver, _ in
                .array(try elements(receiver).reversed())
            },
            method("prefix", [Parameter(nil, "maxLength", type: .int)], returns: .array(.any),
                   "The first n elements.") { receiver, arguments in
                .array(Array(try elements(receiver).prefix(max(0, int(arguments[0])))))
            },
            method("suffix", [Parameter(nil, "maxLength", type: .int)], returns: .array(.any),
                   "The last n elements.") { receiver, arguments in
                .array(Array(try elements(receiver).suffix(max(0, int(arguments[0])))))
            },
            method("dropFirst", [Parameter(nil, "k", type: .int, default: .int(1))], returns: .array(.any),
                   "The elements after the first k.") { receiver, arguments in
                .array(Array(try elements(receiver).dropFirst(max(0, int(arguments[0])))))
            },
            method("dropLast", [Parameter(nil, "k", type: .int, default: .int(1))], returns: .array(.any),
                   "The elements before the last k.") { receiver, arguments in
                .array(Array(try elements(receiver).dropLast(max(0, int(arguments[0])))))
            },
            method("joined", [Parameter("separator", type: .string, default: .string(""))], returns: .string,
                   "The elements as text, joined by a separator.") { receiver, arguments in
                .string(try Value.joinedPrintText(elements(receiver), separator: string(arguments[0])))
            },
            method("shuffled", [], returns: .array(.any), "The elements in random order.") { receiver, _ in
                .array(try elements(receiver).shuffled())
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
        for value in values.dropFirst() {
            let better = smallest ? try Arithmetic.isOrderedBefore(value, best) : try Arithmetic.isOrderedBefore(best, value)
            if better { best = value }
        }
        return best
    }
}

import OrderedCollections
import PlotlineCore
import PlotlineValues

/// Arrays and dictionaries.
extension BuiltinTypes {
    /// `[Element]`: an ordered array, copied on assignment.
    public static let array = TypeDescriptor(
        name: "Array", doc: "An ordered collection of values, copied on assignment.", kind: .value
    ) { members in
        members.properties = sequenceProperties + [
            property("indices", .range, "The valid indices, 0..<count.") { value in
                guard case .array(let elements) = value else { throw internalError("indices", value) }
                return .range(ValueRange(bounds: .integer(0, elements.count), isClosed: false))
            },
        ]
        members.methods = arrayMutations + sequenceMethods
        members.initializers = [
            function("init", [Parameter(nil, "sequence", type: .any)], returns: .array(.any),
                     "An array of the elements of a sequence: Array(0..<5), Array(stride(from: 0, to: 1, by: 0.1)).") { arguments in
                .array(try elements(arguments[0]))
            },
            function("init", [Parameter("repeating", "repeatedValue", type: .any), Parameter("count", type: .int)],
                     returns: .array(.any), "An array holding one value several times.") { arguments in
                let count = try int(arguments[1])
                guard count >= 0 else { throw ModelError(.valueError, "count must not be negative, not \(count)") }
                try SizeLimits.checkElements(count)
                try ExecutionGuard.reserve(MemoryFootprint.array(count: count), for: "the array")
                return .array(Array(repeating: arguments[0], count: count))
            },
            function("init", [], returns: .array(.any), "An empty array.") { _ in .array([]) },
        ]
    }

    /// The mutating methods of arrays, which need a `var`.
    private static var arrayMutations: [MethodDescriptor] {
        [
            arrayMethod("append", [Parameter(nil, "newElement", type: .any)], "Adds an element at the end.") { elements, arguments in
                try checkGrowth(of: elements, adding: 1)
                elements.append(arguments[0])
                return .none
            },
            arrayMethod("append", [Parameter("contentsOf", "newElements", type: .any)], "Adds the elements of a sequence at the end.") { elements, arguments in
                let added = try BuiltinTypes.elements(arguments[0])
                try checkGrowth(of: elements, adding: added.count)
                elements.append(contentsOf: added)
                return .none
            },
            arrayMethod("insert", [Parameter(nil, "newElement", type: .any), Parameter("at", "index", type: .int)],
                        "Inserts an element at an index.") { elements, arguments in
                let index = try int(arguments[1])
                try checkIndex(index, in: elements.count, allowingEnd: true)
                try checkGrowth(of: elements, adding: 1)
                elements.insert(arguments[0], at: index)
                return .none
            },
            arrayMethod("remove", [Parameter("at", "index", type: .int)], returns: .any, "Removes and returns the element at an index.") { elements, arguments in
                let index = try int(arguments[0])
                try checkIndex(index, in: elements.count)
                return elements.remove(at: index)
            },
            arrayMethod("removeFirst", [], returns: .any, "Removes and returns the first element.") { elements, _ in
                guard !elements.isEmpty else { throw ModelError(.valueError, "cannot remove the first element of an empty array") }
                return elements.removeFirst()
            },
            arrayMethod("removeLast", [], returns: .any, "Removes and returns the last element.") { elements, _ in
                guard !elements.isEmpty else { throw ModelError(.valueError, "cannot remove the last element of an empty array") }
                return elements.removeLast()
            },
            arrayMethod("removeAll", [], "Removes every element.") { elements, _ in
                elements.removeAll()
                return .none
            },
            arrayMethod("sort", [], "Sorts the elements in place, in increasing order.") { elements, _ in
                try ExecutionGuard.reserve(MemoryFootprint.array(count: elements.count / 2), for: "sorting the array")
                var loop = LoopGuard()
                try elements.sort { first, second in
                    try loop.tick()
                    return try Arithmetic.isOrderedBefore(first, second)
                }
                return .none
            },
            arrayMethod("reverse", [], "Reverses the elements in place.") { elements, _ in
                elements.reverse()
                return .none
            },
        ]
    }

    /// Checks that `elements` may grow by `added`: the element limit, then the memory budget.
    private static func checkGrowth(of elements: [Value], adding added: Int) throws {
        let count = elements.count + added
        try SizeLimits.checkElements(count)
        let bytes = MemoryFootprint.growth(
            from: elements.count, to: count, itemBytes: MemoryFootprint.valueBytes, capacity: elements.capacity)
        try ExecutionGuard.reserve(bytes, for: "the array")
    }

    /// A mutating array method working on the elements in place (no copy when the array is not shared).
    private static func arrayMethod(
        _ name: String, _ parameters: [Parameter] = [], returns returnType: ValueType? = nil, _ doc: String,
        _ body: @escaping @Sendable (inout [Value], [Value]) throws -> Value
    ) -> MethodDescriptor {
        method(name, parameters, returns: returnType, mutating: true, doc) { value, arguments in
            guard case .array(var elements) = value else { throw internalError(name, value) }
            value = .none
            defer { value = .array(elements) }
            return try body(&elements, arguments)
        }
    }

    /// `[Key: Value]`: a dictionary keeping insertion order.
    public static let dictionary = TypeDescriptor(
        name: "Dictionary", doc: "Values by key, in insertion order, copied on assignment.", kind: .value
    ) { members in
        members.properties = sequenceProperties.filter { ["count", "isEmpty"].contains($0.name) } + [
            property("keys", .array(.any), "The keys, in insertion order.") { value in
                guard case .dictionary(let entries) = value else { throw internalError("keys", value) }
                try ExecutionGuard.reserve(MemoryFootprint.array(count: entries.count), for: "the array of keys")
                return .array(Array(entries.keys))
            },
            property("values", .array(.any), "The values, in insertion order.") { value in
                guard case .dictionary(let entries) = value else { throw internalError("values", value) }
                try ExecutionGuard.reserve(MemoryFootprint.array(count: entries.count), for: "the array of values")
                return .array(Array(entries.values))
            },
        ]
        members.methods = [
            dictionaryMethod("removeValue", [Parameter("forKey", "key", type: .any)], returns: .any,
                             "Removes a key and returns its value, or nil.") { entries, arguments in
                entries.removeValue(forKey: arguments[0]) ?? .none
            },
            dictionaryMethod("updateValue", [Parameter(nil, "value", type: .any), Parameter("forKey", "key", type: .any)],
                             returns: .any, "Sets a key's value and returns the old one, or nil.") { entries, arguments in
                try Subscripts.checkGrowth(of: entries, adding: arguments[1])
                return entries.updateValue(arguments[0], forKey: arguments[1]) ?? .none
            },
            dictionaryMethod("removeAll", [], "Removes every entry.") { entries, _ in
                entries.removeAll()
                return .none
            },
        ] + sequenceMethods.filter { ["map", "filter", "forEach", "sorted", "contains", "reduce"].contains($0.name) }
        members.initializers = [
            function("init", [], returns: .dictionary(key: .any, value: .any), "An empty dictionary.") { _ in .dictionary([:]) },
        ]
    }

    private static func dictionaryMethod(
        _ name: String, _ parameters: [Parameter] = [], returns returnType: ValueType? = nil, _ doc: String,
        _ body: @escaping @Sendable (inout OrderedDictionary<Value, Value>, [Value]) throws -> Value
    ) -> MethodDescriptor {
        method(name, parameters, returns: returnType, mutating: true, doc) { value, arguments in
            guard case .dictionary(var entries) = value else { throw internalError(name, value) }
            value = .none
            defer { value = .dictionary(entries) }
            return try body(&entries, arguments)
        }
    }
}

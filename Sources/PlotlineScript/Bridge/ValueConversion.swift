import PlotlineCore
import PlotlineValues

/// Conversions to a declared type (`let x: Double = 1`, a user function's typed parameter) and the quick
/// checks made before passing an argument to the model.
public enum ValueConversion {
    /// `value` as a value of `type`: Int widens to Double, an integral Double narrows to Int, elements of
    /// arrays and dictionaries convert one by one; model values must be of the type or a subtype.
    ///
    /// - Throws: a `TypeError` naming both types.
    public static func convert(_ value: Value, to type: ValueType) throws -> Value {
        switch (type, value) {
        case (.any, _):
            return value
        case (.double, _):
            return .double(try Double.fromValue(value))
        case (.int, _):
            return .int(try Int.fromValue(value))
        case (.bool, .bool), (.string, .string), (.range, .range), (.function, .callable):
            return value
        case (.optional, .none):
            return .none
        case (.optional(let wrapped), _):
            do {
                return try convert(value, to: wrapped)
            } catch var error as ModelError {
                error.message = ModelError.typeMismatch(expected: type, actual: value).message
                throw error
            }
        case (.array(let element), .array(let elements)):
            return .array(try convertElements(elements, to: element))
        case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
            try ExecutionGuard.reserve(MemoryFootprint.dictionary(count: entries.count), for: "the converted dictionary")
            var loop = LoopGuard()
            var converted = entries
            converted.removeAll()
            for (key, item) in entries {
                try loop.tick()
                converted[try convert(key, to: keyType)] = try convert(item, to: valueType)
            }
            return .dictionary(converted)
        case (.tuple(let types, let labels), .tuple(let tuple)) where tuple.elements.count == types.count:
            // Element by element; the type's labels name the elements (an unlabelled tuple takes them).
            var elements: [Value] = []
            for index in types.indices {
                if let label = labels[index], let own = tuple.labels[index], label != own {
                    throw ModelError.typeMismatch(expected: type, actual: value)
                }
                elements.append(try convert(tuple.elements[index], to: types[index]))
            }
            return .tuple(ValueTuple(elements, labels: types.indices.map { labels[$0] ?? tuple.labels[$0] }))
        case (.model(let descriptor), _):
            if let actual = value.typeDescriptor, actual.isSubtype(of: descriptor) { return value }
            if let builtin = TypeRegistry.builtinValueType(of: descriptor) { return try convert(value, to: builtin) }
            if let converted = try descriptor.convertWithModelRules(value) { return converted }
            throw ModelError.typeMismatch(expected: type, actual: value)
        default:
            throw ModelError.typeMismatch(expected: type, actual: value)
        }
    }

    /// The elements converted to `type`: the same array when every element already is of the type, else a new
    /// one (asked of the memory budget first).
    private static func convertElements(_ elements: [Value], to type: ValueType) throws -> [Value] {
        var loop = LoopGuard()
        var converted: [Value]?
        for (index, item) in elements.enumerated() {
            try loop.tick()
            let new: Value
            do {
                new = try convert(item, to: type)
            } catch var error as ModelError {
                error.message += " (element \(index))"
                throw error
            }
            if converted == nil, !isUnchanged(new, from: item) {
                try loop.reserve(MemoryFootprint.array(count: elements.count), for: "the converted array")
                converted = Array(elements[..<index])
                converted?.reserveCapacity(elements.count)
            }
            converted?.append(new)
        }
        return converted ?? elements
    }

    /// True when a conversion gave back the value it was given (so the array holding it need not be copied);
    /// cheap: collections compare by their storage.
    private static func isUnchanged(_ new: Value, from old: Value) -> Bool {
        switch (new, old) {
        case (.none, .none): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a.utf8.count == b.utf8.count && a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
        case (.object(let a), .object(let b)): return a === b
        default: return false
        }
    }

    /// False when `value` certainly cannot be passed where `type` is expected; model types are left to the
    /// model's own conversions (a range where a `PlotRange` is expected, `"#ff0000"` where a `Color` is).
    public static func isPlausible(_ value: Value, for type: ValueType) -> Bool {
        switch type {
        case .double: return value.numericValue != nil || isDate(value)
        case .int: return (try? Int.fromValue(value)) != nil
        case .bool: if case .bool = value { return true } else { return false }
        case .string: if case .string = value { return true } else { return false }
        case .function: if case .callable = value { return true } else { return false }
        case .optional(let wrapped): return value.isNil || isPlausible(value, for: wrapped)
        case .array: if case .array = value { return true } else { return value.typeDescriptor != nil }
        case .model(let descriptor) where descriptor.kind == .object:
            guard case .object(let object) = value else { return false }
            return object.typeDescriptor.isSubtype(of: descriptor)
        default: return true
        }
    }

    /// Numbers in the form a numeric parameter declares (`2` as `2.0` where a Double is expected), looking
    /// through optionals and arrays; anything else is left for the model's own conversions.
    public static func canonical(_ value: Value, for type: ValueType) -> Value {
        switch (type, value) {
        case (.double, .int(let int)): return .double(Double(int))
        case (.double, .model(let date as DateTime)): return .double(date.timeIntervalSince1970)
        case (.optional(let wrapped), _): return canonical(value, for: wrapped)
        case (.array(let element), .array(let elements)):
            guard case .double = element.unwrapped else { return value }
            guard elements.contains(where: { if case .double = $0 { return false } else { return true } }) else { return value }
            return .array(elements.map { canonical($0, for: element) })
        default: return value
        }
    }

    private static func isDate(_ value: Value) -> Bool {
        if case .model(_ as DateTime) = value { return true }
        return false
    }
}

import OrderedCollections
import PlotlineCore
import PlotlineValues

/// Subscripts of arrays (by index or range), dictionaries (by key) and subscriptable model objects (`feed[3]`).
public enum Subscripts {
    /// `base[index]`.
    public static func get(_ base: Value, _ index: SubscriptIndex) throws -> Value {
        switch (base, index.key) {
        case (.array(let elements), .int(let position)):
            try checkIndex(position, count: elements.count)
            return elements[position]
        case (.array(let elements), .range(let range)):
            let bounds = try slice(range, count: elements.count)
            try ExecutionGuard.reserve(MemoryFootprint.array(count: bounds.count), for: "the slice")
            return .array(Array(elements[bounds]))
        case (.dictionary(let entries), let key):
            return entries[key] ?? index.defaultValue ?? .none
        case (.object(let object as any ScriptSubscriptable), let key):
            return try object.subscriptValue(at: key)
        case (.none, _):
            throw ModelError(.valueError, "value is nil, so it cannot be subscripted", hint: "check for nil first")
        default:
            throw cannotSubscript(base, with: index.key)
        }
    }

    /// `base[index] = value`; assigning nil to a dictionary key removes it. The collection changes in place
    /// when `base` holds the only reference to it.
    public static func set(_ base: inout Value, _ index: SubscriptIndex, to value: Value) throws {
        if case .array = base, case .int(let position) = index.key {
            try setElement(of: &base, at: position, to: value)
        } else if case .dictionary = base {
            try setEntry(of: &base, key: index.key, to: value)
        } else if case .object(let object as any ScriptSubscriptable) = base {
            try object.setSubscriptValue(value, at: index.key)
        } else if case .array = base, case .range = index.key {
            throw ModelError(.typeError, "cannot assign through a range subscript", hint: "assign elements one by one")
        } else {
            throw cannotSubscript(base, with: index.key)
        }
    }

    private static func setElement(of base: inout Value, at position: Int, to value: Value) throws {
        guard case .array(var elements) = base else { return }
        try checkIndex(position, count: elements.count)
        base = .none
        elements[position] = value
        base = .array(elements)
    }

    private static func setEntry(of base: inout Value, key: Value, to value: Value) throws {
        guard case .dictionary(var entries) = base else { return }
        if !value.isNil { try checkGrowth(of: entries, adding: key) }
        base = .none
        if value.isNil { entries.removeValue(forKey: key) } else { entries[key] = value }
        base = .dictionary(entries)
    }

    /// Asks the memory budget for an entry `key` may add: the entry, or the copy of the table when a new key
    /// would make it move (when the count reaches a power of two; only then is the key looked up).
    static func checkGrowth(of entries: OrderedDictionary<Value, Value>, adding key: Value) throws {
        let count = entries.count
        var bytes = MemoryFootprint.growth(from: count, to: count + 1, itemBytes: MemoryFootprint.entryBytes)
        if bytes > MemoryFootprint.entryBytes, entries.index(forKey: key) != nil { bytes = 0 }
        try ExecutionGuard.reserve(bytes, for: "the dictionary")
    }

    private static func checkIndex(_ index: Int, count: Int) throws {
        guard index >= 0 && index < count else {
            throw ModelError(.valueError, "index \(index) is out of range for an array of \(count) elements",
                             hint: count == 0 ? "the array is empty" : "valid indices are 0...\(count - 1)")
        }
    }

    private static func slice(_ oneOrTwoSided: ValueRange, count: Int) throws -> Range<Int> {
        let range = oneOrTwoSided.resolved(count: count)
        guard case .integer(let lower, let upper) = range.bounds else {
            throw ModelError(.typeError, "an array slice needs an integer range, not '\(range.typeName)'")
        }
        let (closedEnd, overflow) = upper.addingReportingOverflow(1)
        let end = range.isClosed ? (overflow ? Int.max : closedEnd) : upper
        guard lower >= 0, end <= count, lower <= end else {
            throw ModelError(
                .valueError, "range \(oneOrTwoSided.spelling) is out of bounds for an array of \(count) elements",
                hint: count == 0 ? "the array is empty" : "valid indices are 0..<\(count)")
        }
        return lower..<end
    }

    private static func cannotSubscript(_ base: Value, with key: Value) -> ModelError {
        var hint: String?
        if case .string = base { hint = "strings are not indexed by integers; use Array(text)[i]" }
        return ModelError(
            .typeError, "cannot subscript a value of type '\(base.typeName)' with an argument of type '\(key.typeName)'",
            hint: hint)
    }
}

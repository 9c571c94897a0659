/// Cocoa's collection operators in key paths: `@count`, `@sum.total`, `@max.latency`, `@distinctUnionOfObjects.name`.
public enum CollectionOperator: String, CaseIterable, Sendable {
    /// The number of elements.
    case count = "@count"
    /// The sum of the values (nils skipped).
    case sum = "@sum"
    /// The mean of the values (nils skipped); nil when there are none.
    case avg = "@avg"
    /// The smallest value (nils skipped); nil when there are none.
    case min = "@min"
    /// The largest value (nils skipped); nil when there are none.
    case max = "@max"
    /// The distinct values in first-seen order.
    case distinctUnionOfObjects = "@distinctUnionOfObjects"

    /// Applies the operator to the values a key path produced for each element.
    public func apply(to values: [Value]) throws -> Value {
        switch self {
        case .count:
            return .int(values.count)
        case .sum:
            let numbers = try CollectionOperator.numbers(values, op: self)
            let total = numbers.reduce(0, +)
            if values.allSatisfy({ if case .int = $0 { return true } else { return $0.isNil } }), abs(total) < 9.0e15 {
                return .int(Int(total))
            }
            return .double(total)
        case .avg:
            let numbers = try CollectionOperator.numbers(values, op: self)
            return numbers.isEmpty ? .none : .double(numbers.reduce(0, +) / Double(numbers.count))
        case .min, .max:
            return try extreme(of: values)
        case .distinctUnionOfObjects:
            try ExecutionGuard.reserve(MemoryFootprint.dictionary(count: values.count), for: "the distinct values")
            var seen = Set<Value>()
            var loop = LoopGuard()
            return .array(try values.filter { value in
                try loop.tick()
                return seen.insert(value).inserted
            })
        }
    }

    private func extreme(of values: [Value]) throws -> Value {
        var best: Value?
        var loop = LoopGuard()
        for value in values where !value.isNil {
            try loop.tick()
            guard let current = best else {
                best = value
                continue
            }
            let ordered = try CollectionOperator.isOrdered(value, before: current, op: self)
            if (self == .min && ordered) || (self == .max && !ordered && value != current) {
                best = value
            }
        }
        return best ?? .none
    }

    private static func numbers(_ values: [Value], op: CollectionOperator) throws -> [Double] {
        try ExecutionGuard.reserve(MemoryFootprint.product(values.count, MemoryLayout<Double>.stride, plus: 0), for: "the numbers")
        var loop = LoopGuard()
        return try values.compactMap { value in
            try loop.tick()
            if value.isNil { return nil }
            guard let number = value.numericValue else {
                throw ModelError(.typeError, "\(op.rawValue) needs numbers, but found a value of type '\(value.typeName)'")
            }
            return number
        }
    }

    private static func isOrdered(_ lhs: Value, before rhs: Value, op: CollectionOperator) throws -> Bool {
        if let a = lhs.numericValue, let b = rhs.numericValue { return a < b }
        if case .string(let a) = lhs, case .string(let b) = rhs { return a < b }
        throw ModelError(.typeError, "\(op.rawValue) cannot compare '\(lhs.typeName)' with '\(rhs.typeName)'")
    }
}

/// A model object that behaves as a collection for key paths (a feed): collection operators apply to its
/// elements, and a plain key gives the array of each element's value.
public protocol KeyValueCollection: ScriptObject {
    /// The value of `keyPath` for each element, in order.
    func values(forElementKeyPath keyPath: String) throws -> [Value]

    /// Applies a collection operator; collections with columnar storage override this to skip boxing.
    func aggregate(_ op: CollectionOperator, keyPath: String?) throws -> Value
}

extension KeyValueCollection {
    /// Applies the operator to `values(forElementKeyPath:)`.
    public func aggregate(_ op: CollectionOperator, keyPath: String?) throws -> Value {
        try op.apply(to: values(forElementKeyPath: keyPath ?? ""))
    }
}

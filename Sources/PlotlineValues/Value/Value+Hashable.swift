extension Value: Equatable {
    /// Equality as the language's `==` sees it: numbers compare by value across Int and Double,
    /// objects and functions by identity, model values by their contents.
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double):
            return lhs.numericValue == rhs.numericValue
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.tuple(let a), .tuple(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a == b
        case (.range(let a), .range(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.model(let a), .model(let b)): return AnyHashable(a) == AnyHashable(b)
        case (.callable(let a), .callable(let b)): return a === b
        case (.type(let a), .type(let b)): return a === b
        default: return false
        }
    }
}

extension Value: Hashable {
    /// Hashes consistently with `==`: an integral Double hashes as the Int it equals.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .none:
            hasher.combine(0)
        case .bool(let bool):
            hasher.combine(bool)
        case .int(let int):
            hasher.combine(Double(int))
        case .double(let double):
            hasher.combine(double)
        case .string(let string):
            hasher.combine(string)
        case .array(let elements):
            hasher.combine(elements.count)
            for element in elements.prefix(Value.hashedElements) { element.hashShallowly(into: &hasher) }
        case .tuple(let tuple):
            hasher.combine(tuple.elements.count)
            for element in tuple.elements { element.hashShallowly(into: &hasher) }
        case .dictionary(let entries):
            hasher.combine(entries.count)
            for (key, value) in entries.elements.prefix(Value.hashedElements) {
                key.hashShallowly(into: &hasher)
                value.hashShallowly(into: &hasher)
            }
        case .range(let range):
            hasher.combine(range)
        case .object(let object):
            hasher.combine(ObjectIdentifier(object))
        case .model(let model):
            hasher.combine(AnyHashable(model))
        case .callable(let callable):
            hasher.combine(ObjectIdentifier(callable))
        case .type(let descriptor):
            hasher.combine(ObjectIdentifier(descriptor))
        }
    }
}

extension Value {
    /// How many elements of an array or dictionary take part in its hash: enough to tell collections apart,
    /// few enough that hashing a huge (or hugely shared) collection stays cheap.
    static let hashedElements = 8

    /// Hashes a value without descending into nested collections (their count stands for them), consistently
    /// with `==`.
    private func hashShallowly(into hasher: inout Hasher) {
        switch self {
        case .array(let elements):
            hasher.combine(1)
            hasher.combine(elements.count)
        case .dictionary(let entries):
            hasher.combine(2)
            hasher.combine(entries.count)
        default:
            hash(into: &hasher)
        }
    }
}

import OrderedCollections

/// A language value that every session may share: a literal, a collection of them, a range, a model value or a
/// type, never an object or a function (those are references to one session's mutable state). Parameter defaults
/// are kept this way, so that the descriptor tables are safe to share.
public indirect enum SharedValue: Sendable {
    /// `nil`.
    case none
    /// A Boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SharedValue])
    /// A dictionary, in key order.
    case dictionary([SharedEntry])
    /// A range.
    case range(ValueRange)
    /// A model value (style, geometry, enumeration case).
    case model(any ModelValue)
    /// A type.
    case type(TypeDescriptor)

    /// One entry of a shared dictionary.
    public struct SharedEntry: Sendable {
        /// The key.
        public let key: SharedValue
        /// The value.
        public let value: SharedValue
    }

    /// The value as a shared one, or nil when it holds an object or a function anywhere.
    public init?(_ value: Value) {
        switch value {
        case .none: self = .none
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .string(let string): self = .string(string)
        case .range(let range): self = .range(range)
        case .model(let model): self = .model(model)
        case .type(let type): self = .type(type)
        case .object, .callable, .tuple: return nil
        case .array(let elements):
            var shared: [SharedValue] = []
            for element in elements {
                guard let element = SharedValue(element) else { return nil }
                shared.append(element)
            }
            self = .array(shared)
        case .dictionary(let entries):
            var shared: [SharedEntry] = []
            for (key, value) in entries {
                guard let key = SharedValue(key), let value = SharedValue(value) else { return nil }
                shared.append(SharedEntry(key: key, value: value))
            }
            self = .dictionary(shared)
        }
    }

    /// The language value (a fresh copy).
    public var value: Value {
        switch self {
        case .none: return .none
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map(\.value))
        case .dictionary(let entries):
            var dictionary = OrderedDictionary<Value, Value>()
            for entry in entries { dictionary[entry.key.value] = entry.value.value }
            return .dictionary(dictionary)
        case .range(let range): return .range(range)
        case .model(let model): return .model(model)
        case .type(let type): return .type(type)
        }
    }
}

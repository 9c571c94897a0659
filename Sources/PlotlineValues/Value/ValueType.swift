/// The static type the model expects somewhere: a property's type, a parameter's type, a result's type.
///
/// It drives assignment checks, conversions, implicit members (`.red` where a `Color` is expected),
/// completion and `help`.
public indirect enum ValueType: Sendable {
    /// Any value.
    case any
    /// `Bool`.
    case bool
    /// `Int`; a Double with an integral value converts.
    case int
    /// `Double`; an Int converts.
    case double
    /// `String`.
    case string
    /// An array of elements of one type.
    case array(ValueType)
    /// A dictionary.
    case dictionary(key: ValueType, value: ValueType)
    /// A value that may be nil.
    case optional(ValueType)
    /// A range value `a...b`.
    case range
    /// A function with the given parameter and result types.
    case function([ValueType], ValueType)
    /// A model type (object, value or enumeration).
    case model(TypeDescriptor)
    /// A tuple of elements of these types, each with an optional label.
    case tuple([ValueType], labels: [String?])
}

extension ValueType: CustomStringConvertible {
    /// The Swift spelling: `Double`, `[Color]`, `PlotRange?`, `(Double) -> String`.
    public var description: String {
        switch self {
        case .any: return "Any"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .range: return "ClosedRange<Double>"
        case .function(let inputs, let output):
            return "(\(inputs.map(\.description).joined(separator: ", "))) -> \(output)"
        case .model(let descriptor): return descriptor.name
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.description }.joined(separator: ", ") + ")"
        }
    }
}

extension ValueType {
    /// The model type this type names, looking through optionals; used for implicit members.
    public var modelDescriptor: TypeDescriptor? {
        switch self {
        case .model(let descriptor): return descriptor
        case .optional(let wrapped): return wrapped.modelDescriptor
        default: return nil
        }
    }

    /// The type without an optional wrapper.
    public var unwrapped: ValueType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// True when nil is an acceptable value.
    public var acceptsNil: Bool {
        switch self {
        case .optional, .any: return true
        default: return false
        }
    }
}

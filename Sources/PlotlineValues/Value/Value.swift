import OrderedCollections

/// A dynamic value of the Plotline language: what a variable holds, a property returns or a function takes.
///
/// Model objects (graphs, plots, axes, feeds) are references (`.object`); styles, ranges and geometry are
/// values (`.model`), copied on assignment as Swift structs are.
public enum Value {
    /// The absence of a value, written `nil`.
    case none
    /// A Boolean, `true` or `false`.
    case bool(Bool)
    /// A 64-bit signed integer.
    case int(Int)
    /// A double-precision floating-point number.
    case double(Double)
    /// A Unicode string.
    case string(String)
    /// An ordered array of values.
    case array([Value])
    /// A tuple, `(min: 0.5, max: 9)`.
    case tuple(ValueTuple)
    /// A dictionary keeping its keys in insertion order.
    case dictionary(OrderedDictionary<Value, Value>)
    /// A range `a...b` or `a..<b`.
    case range(ValueRange)
    /// A model object, shared by reference.
    case object(any ScriptObject)
    /// A model value (style, geometry, range, enumeration case), copied on assignment.
    case model(any ModelValue)
    /// A function, closure, builtin or bound method.
    case callable(any Callable)
    /// A type, used for initializers and static members (`Color.red`, `XYGraph(...)`).
    case type(TypeDescriptor)
}

extension Value {
    /// The name of this value's type as the language spells it (`Int`, `[Double]`, `XYGraph`).
    public var typeName: String {
        switch self {
        case .none: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array(let elements): return "[\(Value.commonTypeName(of: elements))]"
        case .tuple(let tuple): return tuple.typeName
        case .dictionary(let entries):
            return "[\(Value.commonTypeName(of: Array(entries.keys))): \(Value.commonTypeName(of: Array(entries.values)))]"
        case .range(let range): return range.typeName
        case .object(let object): return object.typeDescriptor.name
        case .model(let model): return model.typeDescriptor.name
        case .callable(let callable): return callable.typeName
        case .type(let descriptor): return "\(descriptor.name).Type"
        }
    }

    /// The type descriptor of a model object or model value, or nil for the language's built-in kinds.
    public var typeDescriptor: TypeDescriptor? {
        switch self {
        case .object(let object): return object.typeDescriptor
        case .model(let model): return model.typeDescriptor
        default: return nil
        }
    }

    /// The number held by an `.int` or `.double`, as a Double.
    public var numericValue: Double? {
        switch self {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return nil
        }
    }

    /// True for `.none`.
    public var isNil: Bool {
        if case .none = self { return true }
        return false
    }

    /// True for values whose copies are independent (everything but objects, callables and types).
    public var hasValueSemantics: Bool {
        switch self {
        case .object, .callable, .type: return false
        default: return true
        }
    }

    /// The name `type(of:)` gives this value's type, as Swift prints it: `Array<Double>`,
    /// `Dictionary<String, Int>`, and `typeName` for the rest.
    public var printedTypeName: String {
        switch self {
        case .array(let elements):
            return "Array<\(Value.commonTypeName(of: elements, naming: \.printedTypeName))>"
        case .dictionary(let entries):
            let key = Value.commonTypeName(of: Array(entries.keys), naming: \.printedTypeName, otherwise: "AnyHashable")
            return "Dictionary<\(key), \(Value.commonTypeName(of: Array(entries.values), naming: \.printedTypeName))>"
        default:
            return typeName
        }
    }

    private static func commonTypeName(
        of values: [Value], naming name: (Value) -> String = \.typeName, otherwise: String = "Any"
    ) -> String {
        guard let first = values.first else { return otherwise }
        let firstName = name(first)
        if values.dropFirst().allSatisfy({ name($0) == firstName }) { return firstName }
        if values.allSatisfy({ $0.numericValue != nil }) { return "Double" }
        return otherwise
    }
}

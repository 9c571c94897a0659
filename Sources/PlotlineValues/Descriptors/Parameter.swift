/// One parameter of a method, initializer or function: `to space: PlotSpace? = nil`.
public struct Parameter: Sendable {
    /// The argument label callers write, or nil for `_` (an unlabelled argument).
    public let label: String?
    /// The parameter's name, shown in `help` and errors.
    public let name: String
    /// The expected type; implicit members and closures resolve against it.
    public let type: ValueType
    private let sharedDefault: SharedValue?

    /// Makes a parameter from a type. A default is a literal or a model value, never an object or a function
    /// (descriptor tables are shared by every session); one that is stops the program, as a table bug.
    public init(_ label: String?, _ name: String? = nil, type: ValueType, default defaultValue: Value? = nil) {
        self.label = label
        self.name = name ?? label ?? "value"
        self.type = type
        sharedDefault = defaultValue.map { value in
            guard let shared = SharedValue(value) else {
                preconditionFailure("the default of parameter '\(name ?? label ?? "value")' is an object or a function")
            }
            return shared
        }
    }

    /// The value used when the caller leaves the argument out (a fresh copy), or nil when it is required.
    public var defaultValue: Value? { sharedDefault?.value }

    /// Makes a parameter from a Swift type that converts.
    public init<T: ValueConvertible>(_ label: String?, _ name: String? = nil, _ swiftType: T.Type, default defaultValue: T? = nil) {
        self.init(label, name, type: T.valueType, default: defaultValue?.scriptValue)
    }

    /// Makes a parameter whose name is its label, from a Swift type that converts:
    /// `Parameter("width", Double.self, default: 640)`.
    public init<T: ValueConvertible>(_ label: String?, _ swiftType: T.Type, default defaultValue: T? = nil) {
        self.init(label, nil, type: T.valueType, default: defaultValue?.scriptValue)
    }

    /// True when the caller may leave the argument out.
    public var hasDefault: Bool { sharedDefault != nil }

    /// `label name: Type = default`, as Swift writes a parameter.
    public var signature: String {
        var text: String
        switch label {
        case nil: text = "_ \(name)"
        case let label? where label == name: text = label
        case let label?: text = "\(label) \(name)"
        }
        text += ": \(type)"
        if let defaultValue { text += " = \(defaultValue.literalDescription)" }
        return text
    }
}

extension Value {
    /// A short source-like spelling for defaults in signatures: `nil`, `1`, `"x"`, `.linear`, `[:]`, `ScatterPlot.self`.
    public var literalDescription: String {
        switch self {
        case .none: return "nil"
        case .bool(let bool): return String(bool)
        case .int(let int): return String(int)
        case .double(let double): return double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
        case .string(let string): return "\"\(string)\""
        case .array(let elements) where elements.isEmpty: return "[]"
        case .dictionary(let entries) where entries.isEmpty: return "[:]"
        case .type(let descriptor): return "\(descriptor.name).self"
        case .model(let model): return model.summary
        default: return typeName
        }
    }
}

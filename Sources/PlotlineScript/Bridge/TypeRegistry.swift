import PlotlineCore
import PlotlineValues

/// The types a session can name: the built-in kinds and the model's types, by name.
public final class TypeRegistry {
    /// Every named type, model types overriding built-ins of the same name.
    public private(set) var descriptors: [String: TypeDescriptor] = [:]
    /// The model types, in the order given.
    public let modelTypes: [TypeDescriptor]

    /// Makes a registry of the built-in types and `modelTypes`.
    public init(modelTypes: [TypeDescriptor]) {
        self.modelTypes = modelTypes
        for descriptor in BuiltinTypes.all + TypeRegistry.sharedModelTypes { descriptors[descriptor.name] = descriptor }
        for descriptor in modelTypes { descriptors[descriptor.name] = descriptor }
        for (alias, name) in TypeRegistry.corePlotAliases {
            if descriptors[alias] == nil, let descriptor = descriptors[name] { descriptors[alias] = descriptor }
        }
    }

    /// Core Plot's names for types the language has under another name: its mutable style classes are the
    /// style types themselves (which a `let` may change).
    public static let corePlotAliases: KeyValuePairs<String, String> = [
        "MutableLineStyle": "LineStyle", "MutableTextStyle": "TextStyle", "MutableShadow": "Shadow",
    ]

    /// The model types of the shared scripting contract every session has, whatever model it is given: `Date` and
    /// the error types (`Error`, `DataError` …).
    public static var sharedModelTypes: [TypeDescriptor] { [DateTime.descriptor] + CaughtError.descriptors }

    /// Adds a type declared in a cell (a class), replacing an earlier one of the same name.
    func declare(_ descriptor: TypeDescriptor) {
        descriptors[descriptor.name] = descriptor
    }

    /// Forgets a type declared in a cell (whose declaration failed).
    func remove(_ name: String) {
        descriptors[name] = nil
    }

    /// True when `name` is one of the model's or the language's own types (which a cell may not declare again).
    func isBuiltIn(_ name: String) -> Bool {
        BuiltinTypes.all.contains { $0.name == name } || TypeRegistry.sharedModelTypes.contains { $0.name == name }
            || modelTypes.contains { $0.name == name }
    }

    /// The type named `name`.
    public func descriptor(named name: String) -> TypeDescriptor? {
        descriptors[name]
    }

    /// Every type name, sorted.
    public var names: [String] { descriptors.keys.sorted() }

    /// The value type a simple type name stands for in an annotation.
    public func valueType(named name: String) -> ValueType? {
        switch name {
        case "Any", "AnyObject": return .any
        case "Int": return .int
        case "Double", "Float", "CGFloat": return .double
        case "Bool": return .bool
        case "String", "Character": return .string
        case "Void": return .optional(.any)
        default: break
        }
        if let descriptor = descriptors[name] {
            return TypeRegistry.builtinValueType(of: descriptor) ?? .model(descriptor)
        }
        return nil
    }

    /// The value type of a built-in descriptor (`Int` → `.int`), nil for model types.
    public static func builtinValueType(of descriptor: TypeDescriptor) -> ValueType? {
        switch descriptor {
        case let d where d === BuiltinTypes.int: return .int
        case let d where d === BuiltinTypes.double: return .double
        case let d where d === BuiltinTypes.bool: return .bool
        case let d where d === BuiltinTypes.string: return .string
        case let d where d === BuiltinTypes.array: return .array(.any)
        case let d where d === BuiltinTypes.dictionary: return .dictionary(key: .any, value: .any)
        case let d where d === BuiltinTypes.range: return .range
        default: return nil
        }
    }

    /// The descriptor whose static members an expected type offers as implicit members: the model type, or the
    /// built-in type (`.pi` where a Double is expected).
    public static func implicitMemberScope(for type: ValueType?) -> TypeDescriptor? {
        guard let type else { return nil }
        if let descriptor = type.modelDescriptor { return descriptor }
        switch type.unwrapped {
        case .int: return BuiltinTypes.int
        case .double: return BuiltinTypes.double
        case .bool: return BuiltinTypes.bool
        case .string: return BuiltinTypes.string
        case .array: return BuiltinTypes.array
        case .dictionary: return BuiltinTypes.dictionary
        default: return nil
        }
    }

    /// A type with a static member called `name`, for "did you mean 'Color.red'?".
    public func typeWithStaticMember(_ name: String) -> TypeDescriptor? {
        (modelTypes + TypeRegistry.sharedModelTypes).first { $0.staticProperty(named: name) != nil || !$0.staticMethods(named: name).isEmpty }
    }
}

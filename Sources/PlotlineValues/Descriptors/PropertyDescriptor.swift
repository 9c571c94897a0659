/// One property of a model type: its name, type, default, one-line doc, getter and (optional) setter.
///
/// The root is passed as `Any` so that one table type serves classes and structs alike; the typed builders
/// below check it.
public struct PropertyDescriptor: Sendable {
    /// The property's name (`majorIntervalLength`).
    public let name: String
    /// The property's type; assignment converts to it and implicit members resolve against it.
    public let type: ValueType
    /// A one-line summary for `help`.
    public let doc: String
    /// The default as `help` shows it, when it has one worth showing.
    public let defaultDescription: String?
    /// The Swift type the accessors were built for, when a typed builder made them.
    public let rootType: Any.Type?
    private let getter: @Sendable (Any) throws -> Value
    private let setter: (@Sendable (inout Any, Value) throws -> Void)?

    /// Makes a property from erased accessors; prefer the typed builders.
    public init(
        name: String,
        type: ValueType,
        doc: String,
        defaultDescription: String? = nil,
        rootType: Any.Type? = nil,
        get: @escaping @Sendable (Any) throws -> Value,
        set: (@Sendable (inout Any, Value) throws -> Void)?
    ) {
        self.name = name
        self.type = type
        self.doc = doc
        self.defaultDescription = defaultDescription
        self.rootType = rootType
        self.getter = get
        self.setter = set
    }

    /// True when the property can be assigned.
    public var isSettable: Bool { setter != nil }

    /// Reads the property of `root`.
    public func get(from root: Any) throws -> Value {
        try getter(root)
    }

    /// Writes the property of `root`, converting `value` to the property's type.
    ///
    /// - Throws: `PropertyError` for a read-only property, `TypeError` when the value does not convert.
    public func set(_ value: Value, on root: inout Any, typeName: String) throws {
        guard let setter else {
            throw ModelError(.propertyError, "cannot assign to property: '\(name)' of \(typeName) is read-only")
        }
        do {
            try setter(&root, value)
        } catch var error as ModelError where error.kind == .typeError {
            if !error.message.contains("assigning to") {
                error.message += " in assignment to '\(name)'"
            }
            throw error
        }
    }
}

extension PropertyDescriptor {
    /// A settable property backed by a key path whose type converts.
    public static func property<Root, T: ValueConvertible>(
        _ name: String,
        _ keyPath: WritableKeyPath<Root, T> & Sendable,
        doc: String,
        default defaultDescription: String? = nil
    ) -> PropertyDescriptor {
        PropertyDescriptor(
            name: name,
            type: T.valueType,
            doc: doc,
            defaultDescription: defaultDescription,
            rootType: Root.self,
            get: { root in try cast(root, to: Root.self)[keyPath: keyPath].scriptValue },
            set: { root, value in
                var typed = try cast(root, to: Root.self)
                typed[keyPath: keyPath] = try T.fromValue(value)
                root = typed
            }
        )
    }

    /// A read-only property backed by a key path.
    public static func readOnly<Root, T: ValueConvertible>(
        _ name: String,
        _ keyPath: KeyPath<Root, T> & Sendable,
        doc: String
    ) -> PropertyDescriptor {
        PropertyDescriptor(
            name: name,
            type: T.valueType,
            doc: doc,
            rootType: Root.self,
            get: { root in try cast(root, to: Root.self)[keyPath: keyPath].scriptValue },
            set: nil
        )
    }

    /// A property with hand-written accessors, for conversions a key path cannot express.
    public static func computed<Root>(
        _ name: String,
        type: ValueType,
        doc: String,
        default defaultDescription: String? = nil,
        get: @escaping @Sendable (Root) throws -> Value,
        set: (@Sendable (inout Root, Value) throws -> Void)? = nil
    ) -> PropertyDescriptor {
        var erasedSetter: (@Sendable (inout Any, Value) throws -> Void)?
        if let set {
            erasedSetter = { root, value in
                var typed = try cast(root, to: Root.self)
                try set(&typed, value)
                root = typed
            }
        }
        return PropertyDescriptor(
            name: name,
            type: type,
            doc: doc,
            defaultDescription: defaultDescription,
            rootType: Root.self,
            get: { root in try get(cast(root, to: Root.self)) },
            set: erasedSetter
        )
    }
}

/// Casts an erased root to the type a descriptor was built for; a mismatch is a bug in a table, reported as such.
func cast<Root>(_ root: Any, to type: Root.Type) throws -> Root {
    guard let typed = root as? Root else {
        throw ModelError(.runtimeError, "internal: a \(Root.self) member was used on a \(Swift.type(of: root))")
    }
    return typed
}

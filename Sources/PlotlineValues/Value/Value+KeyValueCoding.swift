/// Key-value coding over every value of the language: `value(forKeyPath:)` and `setValue(_:forKeyPath:)`
/// with Cocoa's semantics (a key on an array maps over its elements; collection operators aggregate).
extension Value {
    /// The property descriptor `key` names on this value's type, if any.
    public func propertyDescriptor(forKey key: String) -> PropertyDescriptor? {
        typeDescriptor?.property(named: key)
    }

    /// The value of one key.
    ///
    /// - Throws: `PropertyError` naming the closest property when the key is unknown.
    public func value(forKey key: String) throws -> Value {
        switch self {
        case .object(let object):
            if let property = object.typeDescriptor.property(named: key) {
                return try property.get(from: object)
            }
            if let dynamic = object.dynamicValue(forKey: key) { return dynamic }
            throw ModelError.unknownProperty(
                key, on: object.typeDescriptor.name,
                candidates: object.typeDescriptor.instanceMemberNames + object.dynamicKeys)
        case .model(let model):
            if let property = model.typeDescriptor.property(named: key) {
                return try property.get(from: model)
            }
            throw ModelError.unknownProperty(
                key, on: model.typeDescriptor.name, candidates: model.typeDescriptor.instanceMemberNames)
        case .dictionary(let entries):
            return entries[.string(key)] ?? .none
        case .array(let elements):
            return .array(try Value.mapElements(elements) { try $0.value(forKey: key) })
        default:
            throw ModelError(.propertyError, "value of type '\(typeName)' has no property '\(key)'")
        }
    }

    /// `transform` of each element, in a new array asked of the running cell's memory budget first, looking at
    /// the interrupt request as it goes.
    static func mapElements(_ elements: [Value], _ transform: (Value) throws -> Value) throws -> [Value] {
        try ExecutionGuard.reserve(MemoryFootprint.array(count: elements.count), for: "the array")
        var loop = LoopGuard()
        return try elements.map { element in
            try loop.tick()
            return try transform(element)
        }
    }

    /// The value at a dotted key path, with collection operators (`arrangedObjects.total`, `@max.total`).
    public func value(forKeyPath keyPath: String) throws -> Value {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keys.contains(where: \.isEmpty) else {
            throw ModelError(.valueError, "key path '\(keyPath)' has an empty component")
        }
        return try value(forKeys: keys[...])
    }

    private func value(forKeys keys: ArraySlice<String>) throws -> Value {
        guard let first = keys.first else { return self }
        if case .object(let object as any KeyPathResolving) = self, let resolved = try object.value(forKeyPathKeys: keys) {
            return resolved
        }
        let rest = keys.dropFirst()
        if first.hasPrefix("@") {
            guard let op = CollectionOperator(rawValue: first) else {
                throw ModelError(
                    .valueError, "unknown collection operator '\(first)'",
                    hint: Suggestion.closest(to: first, among: CollectionOperator.allCases.map(\.rawValue))
                        .map { "did you mean '\($0)'?" })
            }
            return try applying(op, keyPath: rest.isEmpty ? nil : rest.joined(separator: "."))
        }
        return try value(forKey: first).value(forKeys: rest)
    }

    private func applying(_ op: CollectionOperator, keyPath: String?) throws -> Value {
        switch self {
        case .object(let object as any KeyValueCollection):
            return try object.aggregate(op, keyPath: keyPath)
        case .array(let elements):
            let values = try keyPath.map { path in try Value.mapElements(elements) { try $0.value(forKeyPath: path) } } ?? elements
            return try op.apply(to: values)
        default:
            throw ModelError(
                .typeError, "collection operator '\(op.rawValue)' needs an array or a feed, not '\(typeName)'")
        }
    }

    /// Sets one key, converting the value to the property's type; a value type is replaced by its changed copy.
    public mutating func setValue(_ newValue: Value, forKey key: String) throws {
        switch self {
        case .object(let object):
            guard let property = object.typeDescriptor.property(named: key) else {
                throw ModelError.unknownProperty(
                    key, on: object.typeDescriptor.name, candidates: object.typeDescriptor.instanceMemberNames)
            }
            var root: Any = object
            try property.set(newValue, on: &root, typeName: object.typeDescriptor.name)
        case .model(let model):
            guard let property = model.typeDescriptor.property(named: key) else {
                throw ModelError.unknownProperty(
                    key, on: model.typeDescriptor.name, candidates: model.typeDescriptor.instanceMemberNames)
            }
            var root: Any = model
            try property.set(newValue, on: &root, typeName: model.typeDescriptor.name)
            guard let updated = root as? any ModelValue else {
                throw ModelError(.runtimeError, "internal: setting '\(key)' produced a value that is not a model value")
            }
            self = .model(updated)
        case .dictionary(var entries):
            entries[.string(key)] = newValue
            self = .dictionary(entries)
        default:
            throw ModelError(.propertyError, "value of type '\(typeName)' has no property '\(key)'")
        }
    }

    /// Sets the value at a dotted key path. Each value type along the path is copied, changed and written back,
    /// so `plot.dataLineStyle.lineWidth = 3` changes the plot.
    public mutating func setValue(_ newValue: Value, forKeyPath keyPath: String) throws {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keys.isEmpty, !keys.contains(where: \.isEmpty) else {
            throw ModelError(.valueError, "key path '\(keyPath)' has an empty component")
        }
        try setValue(newValue, forKeys: keys[...])
    }

    private mutating func setValue(_ newValue: Value, forKeys keys: ArraySlice<String>) throws {
        guard let first = keys.first else { return }
        let rest = keys.dropFirst()
        if rest.isEmpty {
            try setValue(newValue, forKey: first)
            return
        }
        var child = try value(forKey: first)
        try child.setValue(newValue, forKeys: rest)
        if child.hasValueSemantics {
            try setValue(child, forKey: first)
        }
    }
}

/// Conversions to a model type with the model's own rules: a range where a `PlotRange` is expected,
/// `"#rrggbb"` where a `Color` is, whatever the type's `ValueConvertible.fromValue` accepts.
///
/// The language applies them wherever a model type is expected (annotations, arguments, properties, array
/// elements, dictionary values). The Swift type is found among the root types of the type's own typed members
/// (`.property(_:_:doc:)`, `.valueMethod`...), or registered with `convertsWith(_:)`.
extension TypeDescriptor {
    /// Declares the Swift type whose `fromValue` converts values to this type.
    public func convertsWith<T: ValueConvertible>(_ type: T.Type) {
        convertible.withLock { $0 = .some(type) }
    }

    /// The Swift type that converts values to this type, if one is known.
    public var valueConvertibleType: (any ValueConvertible.Type)? {
        if let known = convertible.withLock({ $0 }) { return known }
        let inferred = inferConvertibleType()
        return convertible.withLock { current in
            if let current { return current }
            current = .some(inferred)
            return inferred
        }
    }

    /// `value` converted with the model's rules, or nil when this type has no Swift conversion.
    ///
    /// - Throws: the model's `TypeError` or `ValueError` when the value does not convert.
    public func convertWithModelRules(_ value: Value) throws -> Value? {
        guard let type = valueConvertibleType else { return nil }
        return try type.fromValue(value).scriptValue
    }

    /// The first root type of an own member that is `ValueConvertible` and names this very descriptor.
    private func inferConvertibleType() -> (any ValueConvertible.Type)? {
        let members = ownMembers
        let roots = members.properties.map(\.rootType) + members.methods.map(\.rootType)
        for case let root? in roots {
            guard let convertible = root as? any ValueConvertible.Type,
                  case .model(let descriptor) = convertible.valueType, descriptor === self else { continue }
            return convertible
        }
        return nil
    }
}

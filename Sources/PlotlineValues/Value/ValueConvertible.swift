/// A Swift type that converts to and from the language's `Value`, with the conversions the language allows:
/// an Int where a Double is expected, a range where a `PlotRange` is, `"#rrggbb"` where a `Color` is.
///
/// A `SendableMetatype`: the descriptor tables every session shares hold these types and call their static
/// conversions from any session's thread, so no conformance may be tied to an actor.
public protocol ValueConvertible: SendableMetatype {
    /// The type as the language names it, for checks, completion and `help`.
    static var valueType: ValueType { get }

    /// Converts a value, or throws a `ModelError` of kind `.typeError` naming the expected type.
    static func fromValue(_ value: Value) throws -> Self

    /// This Swift value as a language value.
    var scriptValue: Value { get }
}

extension Double: ValueConvertible {
    /// `Double`.
    public static var valueType: ValueType { .double }

    /// Accepts Int and Double, and a Date as its seconds since 1970.
    public static func fromValue(_ value: Value) throws -> Double {
        if let number = value.numericValue { return number }
        if case .model(let date as DateTime) = value { return date.timeIntervalSince1970 }
        throw ModelError.typeMismatch(expected: .double, actual: value)
    }

    /// `.double(self)`.
    public var scriptValue: Value { .double(self) }
}

extension Int: ValueConvertible {
    /// `Int`.
    public static var valueType: ValueType { .int }

    /// Accepts an Int, or a Double with an integral value.
    public static func fromValue(_ value: Value) throws -> Int {
        switch value {
        case .int(let int):
            return int
        case .double(let double) where double.rounded() == double && abs(double) < 9.0e15:
            return Int(double)
        default:
            throw ModelError.typeMismatch(expected: .int, actual: value)
        }
    }

    /// `.int(self)`.
    public var scriptValue: Value { .int(self) }
}

extension Bool: ValueConvertible {
    /// `Bool`.
    public static var valueType: ValueType { .bool }

    /// Accepts only a Bool.
    public static func fromValue(_ value: Value) throws -> Bool {
        guard case .bool(let bool) = value else { throw ModelError.typeMismatch(expected: .bool, actual: value) }
        return bool
    }

    /// `.bool(self)`.
    public var scriptValue: Value { .bool(self) }
}

extension String: ValueConvertible {
    /// `String`.
    public static var valueType: ValueType { .string }

    /// Accepts only a String.
    public static func fromValue(_ value: Value) throws -> String {
        guard case .string(let string) = value else {
            throw ModelError.typeMismatch(expected: .string, actual: value)
        }
        return string
    }

    /// `.string(self)`.
    public var scriptValue: Value { .string(self) }
}

extension Optional: ValueConvertible where Wrapped: ValueConvertible {
    /// `Wrapped?`.
    public static var valueType: ValueType { .optional(Wrapped.valueType) }

    /// nil, or a value the wrapped type accepts.
    public static func fromValue(_ value: Value) throws -> Wrapped? {
        if case .none = value { return nil }
        do {
            return try Wrapped.fromValue(value)
        } catch var error as ModelError where error.kind == .typeError {
            error.message = ModelError.typeMismatch(expected: valueType, actual: value).message
            throw error
        }
    }

    /// `.none`, or the wrapped value.
    public var scriptValue: Value { map(\.scriptValue) ?? .none }
}

extension Array: ValueConvertible where Element: ValueConvertible {
    /// `[Element]`.
    public static var valueType: ValueType { .array(Element.valueType) }

    /// An array whose elements the element type accepts; the failing index is named.
    public static func fromValue(_ value: Value) throws -> [Element] {
        guard case .array(let elements) = value else {
            throw ModelError.typeMismatch(expected: valueType, actual: value)
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element.fromValue(element))
            } catch var error as ModelError {
                error.message += " (element \(index))"
                throw error
            }
        }
        return result
    }

    /// `.array` of the converted elements.
    public var scriptValue: Value { .array(map(\.scriptValue)) }
}

extension Value: ValueConvertible {
    /// `Any`.
    public static var valueType: ValueType { .any }

    /// Any value as it is.
    public static func fromValue(_ value: Value) throws -> Value { value }

    /// Itself.
    public var scriptValue: Value { self }
}

/// A type that names its descriptor statically, so the language can refer to it before any instance exists.
///
/// Classes implement `descriptor` as a `class var` and override it in subclasses.
public protocol StaticallyDescribed {
    /// The type's descriptor.
    static var descriptor: TypeDescriptor { get }
}

extension ScriptObject where Self: StaticallyDescribed {
    /// The model type of this class.
    public static var valueType: ValueType { .model(descriptor) }

    /// An object of this class or a subclass.
    public static func fromValue(_ value: Value) throws -> Self {
        guard case .object(let object) = value, let typed = object as? Self else {
            throw ModelError.typeMismatch(expected: valueType, actual: value)
        }
        return typed
    }

    /// `.object(self)`.
    public var scriptValue: Value { .object(self) }

    /// The descriptor of this object's dynamic class.
    public var typeDescriptor: TypeDescriptor { type(of: self).descriptor }
}

extension ModelValue where Self: StaticallyDescribed {
    /// The model type of this value.
    public static var valueType: ValueType { .model(descriptor) }

    /// A value of exactly this type; types that accept more (a range for a `PlotRange`) implement their own
    /// `fromValue` and call this for the plain case.
    public static func convertModel(_ value: Value) throws -> Self {
        guard case .model(let model) = value, let typed = model as? Self else {
            throw ModelError.typeMismatch(expected: valueType, actual: value)
        }
        return typed
    }

    /// A value of exactly this type.
    public static func fromValue(_ value: Value) throws -> Self { try convertModel(value) }

    /// The descriptor of this value's type.
    public var typeDescriptor: TypeDescriptor { Self.descriptor }

    /// `.model(self)`.
    public var scriptValue: Value { .model(self) }
}

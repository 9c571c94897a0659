/// A model object the language can see: it is shared by reference and described by a `TypeDescriptor`.
///
/// Conforming classes declare `class var typeDescriptor` and override it in subclasses, so that an object's
/// descriptor is always its dynamic type's.
public protocol ScriptObject: AnyObject {
    /// The descriptor of this object's dynamic type.
    var typeDescriptor: TypeDescriptor { get }

    /// A value for a key the type's property table does not list (feed records, dictionaries of fields), or nil.
    func dynamicValue(forKey key: String) -> Value?

    /// The keys `dynamicValue(forKey:)` answers, for completion and inspection.
    var dynamicKeys: [String] { get }

    /// A one-line description of this object for `text/plain` output and inspection.
    var summary: String { get }
}

extension ScriptObject {
    /// No dynamic keys by default.
    public func dynamicValue(forKey key: String) -> Value? { nil }

    /// No dynamic keys by default.
    public var dynamicKeys: [String] { [] }

    /// The type name by default.
    public var summary: String { "<\(typeDescriptor.name)>" }
}

/// A model value the language can see: a struct or enumeration copied on assignment (Color, LineStyle, PlotRange).
public protocol ModelValue: Hashable, Sendable {
    /// The descriptor of this value's type.
    var typeDescriptor: TypeDescriptor { get }

    /// A short description for `text/plain` output and inspection (`Color(red: 1, green: 0, blue: 0, alpha: 1)`).
    var summary: String { get }
}

extension ModelValue {
    /// The type name by default.
    public var summary: String { typeDescriptor.name }
}

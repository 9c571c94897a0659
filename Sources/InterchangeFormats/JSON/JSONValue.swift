/// A JSON value as Jupyter messages carry it: the content, metadata and MIME bundles of every message.
///
/// Objects keep their keys in insertion order so that messages serialize deterministically.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits in 64 bits.
    case int(Int)
    /// Any other number; must be finite (Jupyter rejects NaN and Infinity).
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in insertion order.
    case object(JSONObject)
}

/// A JSON object with ordered keys and dictionary-like access.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The members in order.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An empty object.
    public init() { members = [] }

    /// An object from ordered members.
    public init(_ members: [(key: String, value: JSONValue)]) { self.members = members }

    /// An object from a literal, keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { (key: $0.0, value: $0.1) }
    }

    /// The value for `key`, or nil; setting nil removes the key.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key: key, value: newValue))
            }
        }
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// True when there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// Compares members in order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONValue {
    /// The string held by `.string`, or nil.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The Bool held by `.bool`, or nil.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The integer held by `.int` (or an integral `.double`), or nil.
    public var intValue: Int? {
        switch self {
        case .int(let int): return int
        case .double(let double) where double.rounded() == double && abs(double) < 9.0e15: return Int(double)
        default: return nil
        }
    }

    /// The number held by `.double` or `.int`, or nil.
    public var doubleValue: Double? {
        switch self {
        case .double(let double): return double
        case .int(let int): return Double(int)
        default: return nil
        }
    }

    /// The object held by `.object`, or nil.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The array held by `.array`, or nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A float literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal, keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
    }
    /// `nil` as `null`.
    public init(nilLiteral: ()) { self = .null }
}

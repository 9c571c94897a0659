import PlotlineValues

/// One cell of a record on its way into a feed, as a source produced it.
///
/// Sources keep what they know: JSON and the language give typed values; a CSV cell is untyped `.text`, read as a
/// number, a date or a string according to its column.
public enum FieldValue: Hashable, Sendable {
    /// A missing value (`nil`, `null`, an empty CSV cell).
    case missing
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// Text that is a string in its source (a JSON string, a language string); an ISO 8601 date-time is read as a
    /// date where its column holds dates or has no kind yet.
    case string(String)
    /// Untyped text (a CSV cell): a number, a date or a string according to its column.
    case text(String)
    /// A point in time, in seconds since 1970-01-01T00:00:00Z.
    case date(Double)
    /// A Boolean (JSON's `true`, a CSV column of `yes`/`no`); stored as 1 and 0 in a column that reads as Bools.
    case bool(Bool)
}

extension FieldValue {
    /// The cell for a language value: numbers, strings, booleans, dates and nil.
    ///
    /// - Throws: a `TypeError` for arrays, dictionaries and objects, which feeds do not hold.
    public init(_ value: Value) throws {
        if let seconds = FeedDates.seconds(from: value) {
            self = .date(seconds)
            return
        }
        switch value {
        case .none: self = .missing
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .bool(let bool): self = .bool(bool)
        case .string(let string): self = .string(string)
        default:
            throw ModelError(
                .typeError, "a feed field cannot hold a value of type '\(value.typeName)'",
                hint: "fields hold numbers, strings, dates and nil")
        }
    }

    /// True for `.missing`.
    public var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// A short description for error messages: `"abc" (a String)`, `12 (an Int)`.
    var quotedDescription: String {
        switch self {
        case .missing: return "nil"
        case .int(let int): return "\(int) (an Int)"
        case .double(let double): return "\(formatNumber(double)) (a Double)"
        case .string(let text), .text(let text): return "\"\(text.prefix(40))\" (a String)"
        case .date(let seconds): return "\(ISODateText.string(fromSeconds: seconds)) (a Date)"
        case .bool(let bool): return "\(bool) (a Bool)"
        }
    }
}

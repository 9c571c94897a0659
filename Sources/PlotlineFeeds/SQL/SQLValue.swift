import PlotlineValues

/// A value as a database gives it or takes it as a parameter: SQL's NULL, an integer, a floating-point number or
/// text. Keys are kept in this form, so a refresh binds exactly what the database returned.
public enum SQLValue: Hashable, Sendable {
    /// NULL.
    case null
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// Text.
    case text(String)
}

extension SQLValue {
    /// The parameter for a language value: numbers, strings, booleans (as 1 and 0), dates (as ISO 8601 text in
    /// UTC) and nil.
    ///
    /// - Throws: a `TypeError` for arrays, dictionaries and objects.
    public init(parameter value: Value) throws {
        if let seconds = FeedDates.seconds(from: value) {
            self = .text(ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: false))
            return
        }
        switch value {
        case .none: self = .null
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .bool(let bool): self = .int(bool ? 1 : 0)
        case .string(let string): self = .text(string)
        default:
            throw ModelError(
                .typeError, "a query parameter cannot be a value of type '\(value.typeName)'",
                hint: "parameters are numbers, strings, dates and nil")
        }
    }

    /// The feed cell of a value from a column whose declared type is `declaredType`: a number or text as it is,
    /// a number in a DATE, TIME or TIMESTAMP column as seconds since 1970, NULL as a missing value. Text stays a
    /// string, which a feed reads as a date when it is ISO 8601 in a column of dates.
    public func fieldValue(declaredType: String?) -> FieldValue {
        switch self {
        case .null: return .missing
        case .int(let int): return SQLValue.isTimeType(declaredType) ? .date(Double(int)) : .int(int)
        case .double(let double): return SQLValue.isTimeType(declaredType) ? .date(double) : .double(double)
        case .text(let text): return .string(text)
        }
    }

    /// True for a declared type naming a date or a time (`DATE`, `DATETIME`, `TIMESTAMP`, `timestamptz`).
    static func isTimeType(_ declaredType: String?) -> Bool {
        guard let upper = declaredType?.uppercased() else { return false }
        return upper.contains("DATE") || upper.contains("TIME")
    }
}

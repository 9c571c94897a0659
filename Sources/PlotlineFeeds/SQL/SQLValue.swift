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
        // The same conversion a feed's cell makes of a language value.
        let cell: FieldValue
        do {
            cell = try FieldValue(value)
        } catch {
            throw ModelError(
                .typeError, "a query parameter cannot be a value of type '\(value.typeName)'",
                hint: "parameters are numbers, strings, dates and nil")
        }
        switch cell {
        case .missing: self = .null
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .string(let text), .text(let text): self = .text(text)
        case .date(let seconds): self = .text(ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: false))
        case .bool(let bool): self = .int(bool ? 1 : 0)
        }
    }

    /// The feed cell of a value from a column whose declared type is `declaredType`: a number or text as it is,
    /// NULL as a missing value; in a DATE, TIME or TIMESTAMP column a number as seconds since 1970 and text in ISO
    /// 8601 or PostgreSQL's ISO style (`2026-11-26 10:00:00+00`) as a date. Other text stays a string, which a
    /// feed still reads as a date when it is ISO 8601 in a column of dates.
    public func fieldValue(declaredType: String?) -> FieldValue {
        switch self {
        case .null: return .missing
        case .int(let int): return SQLValue.isTimeType(declaredType) ? .date(Double(int)) : .int(int)
        case .double(let double): return SQLValue.isTimeType(declaredType) ? .date(double) : .double(double)
        case .text(let text):
            guard SQLValue.isTimeType(declaredType), let seconds = SQLValue.seconds(fromSQLTime: text) else {
                return .string(text)
            }
            return .date(seconds)
        }
    }

    /// The seconds since 1970 of a date or time stamp in ISO 8601 or PostgreSQL's ISO style: a space for the `T`,
    /// an offset of hours alone (`+00`); nil for anything else.
    static func seconds(fromSQLTime text: String) -> Double? {
        var normalized = text
        if normalized.count > 10, normalized[normalized.index(normalized.startIndex, offsetBy: 10)] == " " {
            let separator = normalized.index(normalized.startIndex, offsetBy: 10)
            normalized.replaceSubrange(separator...separator, with: "T")
        }
        return ISODateText.seconds(from: normalized)
    }

    /// True for a declared type naming a date or a time (`DATE`, `DATETIME`, `TIMESTAMP`, `timestamptz`).
    static func isTimeType(_ declaredType: String?) -> Bool {
        guard let upper = declaredType?.uppercased() else { return false }
        return upper.contains("DATE") || upper.contains("TIME")
    }
}

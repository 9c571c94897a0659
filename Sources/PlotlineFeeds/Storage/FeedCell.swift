import PlotlineValues

/// A value converted for storage in a column of a known kind.
enum FeedCell: Equatable {
    /// No value.
    case missing
    /// A number or a date (seconds since 1970); `isIntegral` is true for integers.
    case number(Double, isIntegral: Bool)
    /// A Boolean, in a number column (stored as 1 or 0).
    case boolean(Bool)
    /// Text, in a string column.
    case text(String)
}

extension FeedCell {
    /// The cell for `value` in a column of `kind`, and the column's kind afterwards (an undetermined column takes
    /// the kind of its first value).
    ///
    /// - Throws: a `TypeError` naming the field when the value does not fit the column.
    static func converting(_ value: FieldValue, for kind: FieldKind, field: String) throws -> (FeedCell, FieldKind) {
        switch kind {
        case .undetermined:
            let inferred = inferredKind(of: value)
            if inferred == .undetermined { return (.missing, .undetermined) }
            return try converting(value, for: inferred, field: field)
        case .number:
            return (try number(value, field: field), .number)
        case .date:
            return (try date(value, field: field), .date)
        case .string:
            return (text(value), .string)
        }
    }

    /// The kind a lone value suggests: numbers and Booleans are numbers, text in ISO 8601 or a common date form
    /// (`DateFormat.common`) is a date, number text (CSV) is a number.
    static func inferredKind(of value: FieldValue) -> FieldKind {
        switch value {
        case .missing: return .undetermined
        case .int, .double, .bool: return .number
        case .date: return .date
        case .string(let string): return DateFormat.firstCommon(reading: string) == nil ? .string : .date
        case .text(let text):
            if NumberScanner.number(in: text) != nil { return .number }
            return DateFormat.firstCommon(reading: text) == nil ? .string : .date
        }
    }

    /// The text a value has in a string column: strings as they are, numbers as the language writes them, dates
    /// in ISO 8601.
    static func text(_ value: FieldValue) -> FeedCell {
        switch value {
        case .missing: return .missing
        case .int(let int): return .text(String(int))
        case .double(let double): return .text(formatNumber(double))
        case .string(let string), .text(let string): return .text(string)
        case .date(let seconds): return .text(ISODateText.string(fromSeconds: seconds))
        case .bool(let bool): return .text(String(bool))
        }
    }

    private static func number(_ value: FieldValue, field: String) throws -> FeedCell {
        switch value {
        case .missing:
            return .missing
        case .int(let int):
            return .number(Double(int), isIntegral: abs(Double(int)) <= NumberScanner.exactIntegerLimit)
        case .double(let double):
            return .number(double.isNaN ? .nan : double, isIntegral: false)
        case .bool(let bool):
            return .boolean(bool)
        case .text(let text):
            guard let number = NumberScanner.number(in: text) else { throw mismatch(value, field: field, kind: .number) }
            return .number(number.value, isIntegral: number.isIntegral)
        case .string, .date:
            throw mismatch(value, field: field, kind: .number)
        }
    }

    private static func date(_ value: FieldValue, field: String) throws -> FeedCell {
        switch value {
        case .missing:
            return .missing
        case .date(let seconds):
            return .number(seconds, isIntegral: false)
        case .int(let int):
            return .number(Double(int), isIntegral: false)
        case .double(let double):
            return .number(double.isNaN ? .nan : double, isIntegral: false)
        case .string(let text), .text(let text):
            guard let (_, seconds) = DateFormat.firstCommon(reading: text) else {
                throw mismatch(value, field: field, kind: .date)
            }
            return .number(seconds, isIntegral: false)
        case .bool:
            throw mismatch(value, field: field, kind: .date)
        }
    }

    private static func mismatch(_ value: FieldValue, field: String, kind: FieldKind) -> ModelError {
        let hint: String
        switch kind {
        case .date: hint = "give '\(field)' dates such as \"2024-03-01T12:30:00Z\" or Date(\"Jan 1 2000\"), seconds since 1970, or nil"
        default: hint = "give '\(field)' numbers or nil"
        }
        return ModelError(
            .typeError, "field '\(field)' holds \(kind.rawValue)s, so it cannot store \(value.quotedDescription)",
            hint: hint)
    }
}

import OrderedCollections
import PlotlineValues

/// Conversions of the language's arguments to the feed's Swift types.
enum FeedArguments {
    /// The type of a record argument, `[String: Any]`.
    static let recordType = ValueType.dictionary(key: .string, value: .any)
    /// The type of a filter, `((FeedRecord) -> Bool)?`.
    static let filterType = ValueType.optional(.function([FeedRecordProxy.valueType], .bool))

    /// The records of an array of dictionaries; a bad element is named by its index.
    static func records(from value: Value) throws -> [FeedRecord] {
        guard case .array(let elements) = value else {
            throw ModelError(.typeError, "expected an array of records such as [[\"x\": 1], [\"x\": 2]], not a value of type '\(value.typeName)'")
        }
        return try elements.enumerated().map { index, element in
            do {
                return try FeedRecord(element)
            } catch var error as ModelError {
                error.message += " (element \(index))"
                throw error
            }
        }
    }

    /// The columns of a dictionary of arrays (or integer ranges): `["x": 0..<10, "y": ys]`.
    static func columns(from value: Value) throws -> OrderedDictionary<String, [FieldValue]> {
        guard case .dictionary(let entries) = value else {
            throw ModelError(.typeError, "expected a dictionary of columns such as [\"x\": [1, 2], \"y\": [3, 4]], not a value of type '\(value.typeName)'")
        }
        var columns = OrderedDictionary<String, [FieldValue]>()
        for (key, column) in entries {
            guard case .string(let name) = key else {
                throw ModelError(.typeError, "column names must be Strings, not '\(key.typeName)'")
            }
            columns[name] = try values(of: column, named: name)
        }
        return columns
    }

    /// The type of `types:`, `[String: ColumnType]`.
    static let columnTypesType = ValueType.dictionary(key: .string, value: ColumnType.valueType)

    /// Column types by field name, from `["day": .date("dd.MM.yyyy"), "id": .text]`.
    static func columnTypes(from value: Value) throws -> [String: ColumnType] {
        guard case .dictionary(let entries) = value else {
            throw ModelError(.typeError, "types: takes a dictionary such as [\"day\": .date(\"dd.MM.yyyy\"), \"id\": .text], not a value of type '\(value.typeName)'")
        }
        var types: [String: ColumnType] = [:]
        for (key, type) in entries {
            guard case .string(let name) = key else {
                throw ModelError(.typeError, "column names in types: must be Strings, not '\(key.typeName)'")
            }
            types[name] = try ColumnType.fromValue(type)
        }
        return types
    }

    /// The column types of a feed as the language sees them: a dictionary in field order, nil for a column that
    /// holds nothing but nil.
    static func columnTypesValue(of feed: Feed) -> Value {
        var entries = OrderedDictionary<Value, Value>()
        for field in feed.fields { entries[.string(field)] = feed.columnType(ofField: field)?.scriptValue ?? .none }
        return .dictionary(entries)
    }

    /// A filter from a closure or nil.
    static func filter(from value: Value) throws -> FeedFilter? {
        switch value {
        case .none: return nil
        case .callable(let callable): return .script(callable)
        default: throw ModelError.typeMismatch(expected: filterType, actual: value)
        }
    }

    private static func values(of column: Value, named name: String) throws -> [FieldValue] {
        switch column {
        case .array(let elements):
            return try elements.enumerated().map { index, element in
                do {
                    return try FieldValue(element)
                } catch var error as ModelError {
                    error.message += " (column '\(name)', element \(index))"
                    throw error
                }
            }
        case .range(let range):
            guard let integers = range.integers else {
                throw ModelError(
                    .typeError, range.isOneSided
                        ? "column '\(name)' needs a range with both bounds (0..<n), not a '\(range.typeName)'"
                        : "column '\(name)' needs an integer range; use stride(from:to:by:) for real numbers")
            }
            return integers.map { FieldValue.int($0) }
        default:
            throw ModelError(.typeError, "column '\(name)' must be an array of values, not a value of type '\(column.typeName)'")
        }
    }
}

import OrderedCollections
import PlotlineValues

/// A record on its way into a feed: named field values in their source's order, and where it came from.
public struct FeedRecord: Equatable, Sendable {
    /// The fields, in the order the source gave them; a field the feed does not have yet becomes a new column.
    public var fields: OrderedDictionary<String, FieldValue>
    /// Where the record was read (`"latency.csv:14"`), for error messages; nil for records made in code.
    public var origin: String?

    /// Makes a record.
    public init(_ fields: OrderedDictionary<String, FieldValue>, origin: String? = nil) {
        self.fields = fields
        self.origin = origin
    }

    /// The value of a field, or nil when the record does not have it.
    public subscript(field: String) -> FieldValue? {
        get { fields[field] }
        set { fields[field] = newValue }
    }
}

extension FeedRecord {
    /// The record a language dictionary spells: `["t": 1, "latency": 230, "host": "a"]`. (`Value` is spelled
    /// with its module here because the dictionary-literal conformance names its element type `Value` too.)
    ///
    /// - Throws: a `TypeError` when the value is not a dictionary with String keys and field values.
    public init(_ value: PlotlineValues.Value) throws {
        guard case .dictionary(let entries) = value else {
            throw ModelError(
                .typeError, "a feed record must be a dictionary such as [\"x\": 1, \"y\": 2], not a value of type '\(value.typeName)'")
        }
        var fields = OrderedDictionary<String, FieldValue>()
        for (key, item) in entries {
            guard case .string(let name) = key else {
                throw ModelError(.typeError, "a feed record's keys must be field names (Strings), not '\(key.typeName)'")
            }
            do {
                fields[name] = try FieldValue(item)
            } catch var error as ModelError {
                error.message += " (field '\(name)')"
                throw error
            }
        }
        self.init(fields)
    }
}

import OrderedCollections

/// The rows a query returned, with its columns' names and declared types.
public struct SQLResult: Sendable, Equatable {
    /// The column names, in the query's order.
    public var columns: [String]
    /// Each column's declared type (`INTEGER`, `TIMESTAMP`), nil where the database gives none.
    public var declaredTypes: [String?]
    /// The rows, each with one value per column.
    public var rows: [[SQLValue]]
    /// For a statement that changes rows (INSERT, UPDATE, DELETE), how many it changed; nil for queries.
    public var changedRowCount: Int?

    /// Makes a result.
    public init(columns: [String], declaredTypes: [String?]? = nil, rows: [[SQLValue]]) {
        self.columns = columns
        self.declaredTypes = declaredTypes ?? Array(repeating: nil, count: columns.count)
        self.rows = rows
    }

    /// The rows as feed records, typed by their columns (see `SQLValue.fieldValue(declaredType:)`).
    public var records: [FeedRecord] {
        rows.map { row in
            var fields = OrderedDictionary<String, FieldValue>(minimumCapacity: columns.count)
            for (index, value) in row.enumerated() where index < columns.count {
                fields[columns[index]] = value.fieldValue(declaredType: declaredTypes[index])
            }
            return FeedRecord(fields)
        }
    }
}

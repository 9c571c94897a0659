import OrderedCollections
import PlotlineValues

/// Builds a table from whole records or whole columns at once, inferring each column's kind from all its
/// values (see `FieldKind`).
enum RecordTable {
    /// The table of records; fields are ordered by first appearance, and a record without a field reads nil.
    ///
    /// - Throws: a `MemoryError` when the columns would pass the session's memory budget; `Interrupted`.
    static func table(from records: [FeedRecord]) throws -> FeedTable {
        var names: [String] = []
        var indexByName: [String: Int] = [:]
        var values: [[FieldValue]] = []
        var loop = LoopGuard()
        for (row, record) in records.enumerated() {
            try loop.tick()
            try loop.reserve(MemoryFootprint.feedRecords(1, fields: record.fields.count), for: "the feed")
            for (name, value) in record.fields {
                let index: Int
                if let existing = indexByName[name] {
                    index = existing
                } else {
                    index = names.count
                    indexByName[name] = index
                    names.append(name)
                    values.append(Array(repeating: .missing, count: row))
                }
                values[index].append(value)
            }
            for index in values.indices where values[index].count == row { values[index].append(.missing) }
        }
        return FeedTable(columns: zip(names, values).map { ColumnInference.column(named: $0, values: $1) })
    }

    /// The table of named columns.
    ///
    /// - Throws: a `ValueError` when the columns differ in length.
    static func table(from columns: OrderedDictionary<String, [FieldValue]>) throws -> FeedTable {
        let rows = columns.elements.first?.value.count ?? 0
        try ExecutionGuard.reserve(MemoryFootprint.feedRecords(rows, fields: columns.count), for: "the feed")
        if let first = columns.elements.first,
           let other = columns.elements.first(where: { $0.value.count != first.value.count })
        {
            throw ModelError(
                .valueError,
                "every column needs as many values as the others, but '\(other.key)' has \(other.value.count) and '\(first.key)' has \(first.value.count)")
        }
        return FeedTable(columns: columns.map { ColumnInference.column(named: $0.key, values: $0.value) })
    }
}

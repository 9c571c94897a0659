import PlotlineValues

/// Converts records for a table, one at a time and all or nothing per record: a record that does not fit (a
/// string where a column holds numbers) leaves the preparer as it was, so a batch can stop or skip it.
///
/// A column with no kind takes the kind of the first value it gets; new fields become new columns, nil in the
/// rows before.
struct RecordPreparer {
    private var rows: PreparedRows
    private var fieldIndex: [String: Int]

    /// A preparer for records going into `table`.
    init(table: FeedTable) {
        let fields = table.fields
        rows = PreparedRows(
            fields: fields, kinds: table.kinds, existingIntegral: table.columns.map(\.isIntegral),
            existingBoolean: table.columns.map(\.isBoolean),
            existingFieldCount: fields.count,
            columns: Array(repeating: [], count: fields.count), origins: [])
        fieldIndex = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1, $0) })
    }

    /// The rows prepared so far.
    var prepared: PreparedRows { rows }

    /// Converts and adds one record.
    ///
    /// - Throws: a `TypeError` naming the field when a value does not fit its column; nothing is added then.
    mutating func add(_ record: FeedRecord) throws {
        var kinds = rows.kinds
        var newFields: [String] = []
        var cells = [FeedCell](repeating: .missing, count: rows.fields.count)
        for (name, value) in record.fields {
            let index: Int
            if let existing = fieldIndex[name] ?? newFields.firstIndex(of: name).map({ rows.fields.count + $0 }) {
                index = existing
            } else {
                newFields.append(name)
                kinds.append(.undetermined)
                cells.append(.missing)
                index = cells.count - 1
            }
            do {
                let (cell, kind) = try FeedCell.converting(value, for: kinds[index], field: name)
                cells[index] = cell
                kinds[index] = kind
            } catch var error as ModelError {
                if let origin = record.origin { error.message = "\(origin): \(error.message)" }
                throw error
            }
        }
        commit(cells, kinds: kinds, newFields: newFields, origin: record.origin)
    }

    private mutating func commit(_ cells: [FeedCell], kinds: [FieldKind], newFields: [String], origin: String?) {
        for name in newFields {
            fieldIndex[name] = rows.fields.count
            rows.fields.append(name)
            rows.columns.append(Array(repeating: .missing, count: rows.count))
        }
        rows.kinds = kinds
        for (index, cell) in cells.enumerated() { rows.columns[index].append(cell) }
        rows.origins.append(origin)
    }
}

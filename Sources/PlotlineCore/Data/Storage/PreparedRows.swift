/// Records converted for a table and not yet stored: cells by column for the table's fields and any new ones,
/// with the kinds the columns will have. Everything that can fail has happened by the time rows are prepared.
struct PreparedRows {
    /// The table's fields followed by the new fields these rows bring.
    var fields: [String]
    /// The kind of each field after the rows are stored.
    var kinds: [FieldKind]
    /// How many of `fields` the table already has.
    var existingFieldCount: Int
    /// The cells, one array per field, each `count` long.
    var columns: [[FeedCell]]
    /// Where each row came from, for messages about it.
    var origins: [String?]

    /// The number of rows.
    var count: Int { origins.count }

    /// The fields the table does not have yet.
    var newFields: ArraySlice<String> { fields[existingFieldCount...] }

    /// The language value of a prepared cell, for filters that look at records before they are stored.
    func value(row: Int, field: Int) -> Value {
        switch columns[field][row] {
        case .missing: return .none
        case .text(let text): return .string(text)
        case .number(let number, let integral):
            if kinds[field] == .date { return FeedDates.value(fromSeconds: number) }
            return integral ? .int(Int(number)) : .double(number)
        }
    }

    /// Drops the first `k` rows (ones a window would drop at once).
    mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        for index in columns.indices { columns[index].removeFirst(k) }
        origins.removeFirst(k)
    }
}

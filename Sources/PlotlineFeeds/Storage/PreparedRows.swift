import PlotlineValues

/// Records converted for a table and not yet stored: cells by column for the table's fields and any new ones,
/// with the kinds the columns will have. Everything that can fail has happened by the time rows are prepared.
struct PreparedRows {
    /// The table's fields followed by the new fields these rows bring.
    var fields: [String]
    /// The kind of each field after the rows are stored.
    var kinds: [FieldKind]
    /// For each field the table already has, whether its column reads as integers now.
    var existingIntegral: [Bool]
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

    /// The language values of a prepared row, as the stored record will read (`integerFields` from
    /// `integerFields()`), for filters that look at records before they are stored.
    func values(row: Int, integerFields: [Bool]) -> [Value] {
        fields.indices.map { field in
            switch columns[field][row] {
            case .missing: return .none
            case .text(let text): return .string(text)
            case .number(let number, _):
                if kinds[field] == .date { return FeedDates.value(fromSeconds: number) }
                return integerFields[field] ? .int(Int(number)) : .double(number)
            }
        }
    }

    /// For each field, whether its column will read as integers once these rows are stored.
    func integerFields() -> [Bool] {
        fields.indices.map(readsAsIntegers)
    }

    /// True when a field's column will read as integers once these rows are stored (as the stored records will
    /// read then).
    func readsAsIntegers(_ field: Int) -> Bool {
        let existing = field < existingIntegral.count ? existingIntegral[field] : true
        return existing && columns[field].allSatisfy { cell in
            if case .number(_, let integral) = cell { return integral }
            return true
        }
    }

    /// Drops the first `k` rows (ones a window would drop at once).
    mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        for index in columns.indices { columns[index].removeFirst(k) }
        origins.removeFirst(k)
    }
}

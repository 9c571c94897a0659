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
    /// For each field the table already has, whether its column reads as Booleans now.
    var existingBoolean: [Bool]
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

    /// How a number field will read once these rows are stored: as Bools, as Ints, or as Doubles.
    struct NumberForm {
        /// Every number is an integer.
        var isIntegral: Bool
        /// Every value is a Boolean.
        var isBoolean: Bool
    }

    /// The language values of a prepared row, as the stored record will read (`forms` from `numberForms()`), for
    /// filters that look at records before they are stored.
    func values(row: Int, forms: [NumberForm]) -> [Value] {
        fields.indices.map { field in
            switch columns[field][row] {
            case .missing: return .none
            case .text(let text): return .string(text)
            case .boolean(let bool): return forms[field].isBoolean ? .bool(bool) : .int(bool ? 1 : 0)
            case .number(let number, _):
                if kinds[field] == .date { return FeedDates.value(fromSeconds: number) }
                return forms[field].isIntegral ? .int(Int(number)) : .double(number)
            }
        }
    }

    /// For each field, how its column will read once these rows are stored (as the stored records will read then).
    func numberForms() -> [NumberForm] {
        fields.indices.map { field in
            let integral = field < existingIntegral.count ? existingIntegral[field] : true
            let boolean = field < existingBoolean.count ? existingBoolean[field] : true
            var form = NumberForm(isIntegral: integral, isBoolean: boolean)
            for cell in columns[field] {
                switch cell {
                case .number(_, let isIntegral):
                    form.isBoolean = false
                    form.isIntegral = form.isIntegral && isIntegral
                case .missing, .text, .boolean:
                    break
                }
            }
            return form
        }
    }

    /// Drops the first `k` rows (ones a window would drop at once).
    mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        for index in columns.indices { columns[index].removeFirst(k) }
        origins.removeFirst(k)
    }
}

/// The content of a feed: equally long columns, one per field, in field order.
struct FeedTable {
    private(set) var columns: [FeedColumn] = []
    private var indexByName: [String: Int] = [:]
    /// The number of records.
    private(set) var count = 0

    /// An empty table with no fields.
    init() {}

    /// A table over columns of equal length (the loaders check the lengths and the names' uniqueness).
    init(columns: [FeedColumn]) {
        self.columns = columns
        count = columns.first?.count ?? 0
        indexByName = Dictionary(columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The field names in order.
    var fields: [String] { columns.map(\.name) }

    /// The kind of each field, in order.
    var kinds: [FieldKind] { columns.map(\.kind) }

    /// The bytes the columns hold.
    var byteCount: Int { columns.reduce(0) { $0 + $1.byteCount } }

    /// The position of a field, or nil.
    func columnIndex(named name: String) -> Int? {
        indexByName[name]
    }

    /// The column of a field, or nil.
    func column(named name: String) -> FeedColumn? {
        indexByName[name].map { columns[$0] }
    }

    /// Every field's value at a row, as typed field values.
    func record(at row: Int) -> [FieldValue] {
        columns.map { $0.fieldValue(at: row) }
    }

    /// Stores prepared rows before `row`, adding their new fields and giving undetermined columns their kinds.
    mutating func insert(_ rows: PreparedRows, at row: Int) {
        adoptSchema(of: rows)
        for index in columns.indices {
            if row == count {
                columns[index].append(rows.columns[index])
            } else {
                columns[index].insert(rows.columns[index], at: row)
            }
        }
        count += rows.count
    }

    /// Replaces the record at a row with the single prepared row.
    mutating func replace(at row: Int, with rows: PreparedRows) {
        adoptSchema(of: rows)
        for index in columns.indices {
            columns[index].replace(at: row, with: rows.columns[index][0])
        }
    }

    /// Removes the records in a range of rows.
    mutating func removeRows(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        for index in columns.indices { columns[index].removeSubrange(range) }
        count -= range.count
    }

    /// Removes every record, keeping the fields and their kinds.
    mutating func removeAllRecords() {
        for index in columns.indices { columns[index].removeAll() }
        count = 0
    }

    /// Releases spare capacity (after a load).
    mutating func shrinkToFit() {
        for index in columns.indices { columns[index].shrinkToFit() }
    }

    private mutating func adoptSchema(of rows: PreparedRows) {
        for (index, kind) in rows.kinds.enumerated() where index < columns.count {
            columns[index].adopt(kind)
        }
        for (offset, name) in rows.newFields.enumerated() {
            var column = FeedColumn(name: name, count: count)
            column.adopt(rows.kinds[rows.existingFieldCount + offset])
            indexByName[name] = columns.count
            columns.append(column)
        }
    }
}

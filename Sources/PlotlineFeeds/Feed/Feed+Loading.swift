import OrderedCollections

/// Making and reloading a feed from files and values. A load either fully succeeds or leaves the feed as it
/// was: the new content is parsed into new columns and swapped in at the end. The sort descriptors, filter and
/// window stay; observers get a reset.
extension Feed {
    /// A feed loaded from a CSV file (see `load(csv:delimiter:)`).
    public convenience init(csv path: String, delimiter: String = ",") throws {
        self.init()
        try load(csv: path, delimiter: delimiter)
    }

    /// A feed loaded from a JSON file holding an array of objects.
    public convenience init(json path: String) throws {
        self.init()
        try load(json: path)
    }

    /// A feed loaded from an NDJSON file (one object per line).
    public convenience init(ndjson path: String) throws {
        self.init()
        try load(ndjson: path)
    }

    /// A feed of records.
    public convenience init(records: [FeedRecord]) throws {
        self.init()
        try load(records: records)
    }

    /// A feed of named columns of equal length.
    public convenience init(columns: OrderedDictionary<String, [FieldValue]>) throws {
        self.init()
        try load(columns: columns)
    }

    /// Replaces the content with a CSV file's: a header line naming the fields, then one record per line;
    /// RFC 4180 quoting (delimiters, doubled quotes and line breaks inside quotes), LF or CRLF line breaks, an
    /// optional UTF-8 byte-order mark; an empty cell is nil. The delimiter is `","`, `";"`, `"\t"`, `"|"` or
    /// another single character.
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column of the
    ///   first malformed record.
    public func load(csv path: String, delimiter: String = ",") throws {
        let byte = try DataFile.delimiter(from: delimiter)
        let table = try DataFile.withContents(of: path) { try CSVReader.table(from: $0, source: path, delimiter: byte) }
        try replaceContent(with: table, source: path)
    }

    /// Replaces the content with CSV text (inline data); `source` names it in messages.
    public func load(csvText text: String, source: String = "csv", delimiter: String = ",") throws {
        let byte = try DataFile.delimiter(from: delimiter)
        let bytes = Array(text.utf8)
        let table = try bytes.withUnsafeBufferPointer { try CSVReader.table(from: $0, source: source, delimiter: byte) }
        try replaceContent(with: table, source: nil)
    }

    /// Replaces the content with a JSON file's array of objects (numbers, strings, booleans as 1 and 0, null).
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column.
    public func load(json path: String) throws {
        let records = try DataFile.withContents(of: path) { try JSONRecordReader.records(fromJSON: $0, source: path) }
        try replaceContent(with: try RecordTable.table(from: records), source: path)
    }

    /// Replaces the content with an NDJSON file's records (one object per line; blank lines are skipped).
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column.
    public func load(ndjson path: String) throws {
        let records = try DataFile.withContents(of: path) { try JSONRecordReader.records(fromNDJSON: $0, source: path) }
        try replaceContent(with: try RecordTable.table(from: records), source: path)
    }

    /// Replaces the content with records; fields are ordered by first appearance.
    public func load(records: [FeedRecord]) throws {
        try replaceContent(with: try RecordTable.table(from: records), source: nil)
    }

    /// Replaces the content with named columns of equal length.
    ///
    /// - Throws: a `ValueError` when the columns differ in length.
    public func load(columns: OrderedDictionary<String, [FieldValue]>) throws {
        try replaceContent(with: try RecordTable.table(from: columns), source: nil)
    }

    /// Swaps in new content, keeping the newest `window` records and arranging them anew.
    func replaceContent(with newTable: FeedTable, source: String?) throws {
        try checkMutable()
        var content = newTable
        if let window, content.count > window { content.removeRows(0..<(content.count - window)) }
        content.shrinkToFit()
        let included = try filter.map { test in
            try evaluatingFilter {
                try (0..<content.count).map { row in
                    let values = content.columns.map { $0.value(at: row) }
                    return try test.includes(FeedRecordProxy(fields: content.fields, values: values))
                }
            }
        }
        let newArrangement = try Feed.arrangement(of: content, included: included, sortedBy: sortDescriptors)
        table = content
        arrangement = newArrangement
        identities.reset(count: content.count)
        sourceName = source
        publish(.reset)
    }
}

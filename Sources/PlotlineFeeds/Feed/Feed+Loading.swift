import OrderedCollections

/// Making and reloading a feed from files and values. A load either fully succeeds or leaves the feed as it
/// was: the new content is parsed into new columns and swapped in at the end. The sort descriptors, filter and
/// window stay; observers get a reset.
extension Feed {
    /// A feed loaded from a CSV file (see `load(csv:delimiter:header:types:missing:)`).
    public convenience init(
        csv path: String, delimiter: String? = nil, header: Bool? = nil, types: [String: ColumnType] = [:],
        missing: [String] = []
    ) throws {
        self.init()
        try load(csv: path, delimiter: delimiter, header: header, types: types, missing: missing)
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

    /// Replaces the content with a CSV file's, read with no options as the file is written: the delimiter (`,`
    /// `;` tab `|`), a header or none, lines before the table, UTF-8, UTF-16 or Latin-1 text, gzip, and each column's
    /// type confirmed over all its values (integers, numbers with any decimal separator and grouping, Booleans,
    /// dates in ISO 8601 or a common form, text); `NA`, `null`, `-` and empty cells are nil. RFC 4180 quoting.
    /// `delimiter`, `header`, `types` and `missing` (more texts meaning nil) override what the values suggest.
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column of the
    ///   first malformed record or of a value that does not fit a given type; a `ValueError` for a bad option.
    public func load(
        csv path: String, delimiter: String? = nil, header: Bool? = nil, types: [String: ColumnType] = [:],
        missing: [String] = []
    ) throws {
        let options = try CSVOptions(delimiter: delimiter.map(DataFile.delimiter(from:)), hasHeader: header, types: types, missing: missing)
        try load(csvFrom: try DataInput.file(path), options: options, source: path)
    }

    /// Replaces the content with CSV text (inline data); `source` names it in messages.
    public func load(
        csvText text: String, source: String = "csv", delimiter: String? = nil, header: Bool? = nil,
        types: [String: ColumnType] = [:], missing: [String] = []
    ) throws {
        let options = try CSVOptions(delimiter: delimiter.map(DataFile.delimiter(from:)), hasHeader: header, types: types, missing: missing)
        try load(csvFrom: DataInput.bytes(Array(text.utf8), displayName: source), options: options, source: nil)
    }

    private func load(csvFrom input: DataInput, options: CSVOptions, source: String?) throws {
        let result = try CSVReader.table(from: input, options: options)
        try replaceContent(with: result.table, source: source)
        sourceFormat = DataFileFormat(csv: result, compressed: input.isCompressed)
    }

    /// Replaces the content with a JSON file's array of objects (numbers, strings, booleans as 1 and 0, null).
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column.
    public func load(json path: String) throws {
        let input = try DataInput.file(path)
        let records = try DataFile.withContents(of: input) { try JSONRecordReader.records(fromJSON: $0, source: path) }
        try replaceContent(with: try RecordTable.table(from: records), source: path)
        sourceFormat = DataFileFormat(kind: .json, compressed: input.isCompressed)
    }

    /// Replaces the content with an NDJSON file's records (one object per line; blank lines are skipped).
    ///
    /// - Throws: an `IOError` when the file cannot be read; a `DataError` with the file, line and column.
    public func load(ndjson path: String) throws {
        let input = try DataInput.file(path)
        let records = try DataFile.withContents(of: input) { try JSONRecordReader.records(fromNDJSON: $0, source: path) }
        try replaceContent(with: try RecordTable.table(from: records), source: path)
        sourceFormat = DataFileFormat(kind: .ndjson, compressed: input.isCompressed)
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
        sourceFormat = nil
        publish(.reset)
    }
}

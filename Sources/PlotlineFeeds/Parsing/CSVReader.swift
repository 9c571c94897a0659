import PlotlineValues

/// Reads a whole CSV file into feed columns: the first record names the fields, every other record must have
/// as many fields, and each column's kind is inferred from all its cells (see `FieldKind`).
enum CSVReader {
    /// The byte-order mark some editors put at the start of UTF-8 files.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The columns of CSV bytes.
    ///
    /// - Throws: a `DataError` naming `source`, the line and the column for every malformed record.
    static func table(from bytes: UnsafeBufferPointer<UInt8>, source: String, delimiter: UInt8) throws -> FeedTable {
        do {
            return try read(bytes, delimiter: delimiter)
        } catch let error as DataSyntaxError {
            throw error.modelError(source: source, bytes: bytes)
        }
    }

    /// Where the data starts: after a byte-order mark, if there is one.
    static func dataStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) throws -> FeedTable {
        var tokenizer = CSVTokenizer(delimiter: delimiter, position: dataStart(of: bytes))
        var fields: [CSVField] = []
        guard try tokenizer.nextRecord(in: bytes, isFinal: true, into: &fields) else {
            throw DataSyntaxError(
                offset: 0, line: 1, lineStart: 0, message: "the file is empty; expected a header line naming the fields",
                hint: "write the field names on the first line, such as: t,latency")
        }
        let names = try header(fields, in: bytes)
        let dataStart = (tokenizer.position, tokenizer.line)
        let expected = try lineCount(bytes, from: tokenizer.position)
        var loop = LoopGuard()
        try loop.reserve(MemoryFootprint.feedRecords(expected, fields: names.count), for: "the feed")
        var builders = names.map { CSVColumnBuilder(name: $0, expectedCount: expected) }
        var count = 0
        while try tokenizer.nextRecord(in: bytes, isFinal: true, into: &fields) {
            try loop.tick()
            try check(fields, count: names.count, tokenizer: tokenizer)
            for index in builders.indices { builders[index].add(fields[index], in: bytes) }
            count += 1
        }
        try collectMixedText(&builders, in: bytes, from: dataStart, delimiter: delimiter)
        return FeedTable(columns: builders.map { $0.column(count: count) })
    }

    /// The field names of the header record: trimmed, unique, `field3` for an empty third name.
    static func header(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>) throws -> [String] {
        var names: [String] = []
        for (index, field) in fields.enumerated() {
            var name = field.text(in: bytes).trimmingSpaces
            if name.isEmpty { name = "field\(index + 1)" }
            if let previous = names.firstIndex(of: name) {
                throw DataSyntaxError(
                    offset: field.offset, line: field.line, lineStart: field.lineStart,
                    message: "duplicate field name '\(name)' in the header (field \(previous + 1) has it too)",
                    hint: "give every column a different name")
            }
            names.append(name)
        }
        return names
    }

    /// Checks that a record has one field per header name.
    static func check(_ fields: [CSVField], count expected: Int, tokenizer: CSVTokenizer) throws {
        guard fields.count != expected else { return }
        let noun = expected == 1 ? "field" : "fields"
        if fields.count > expected {
            let extra = fields[expected]
            throw DataSyntaxError(
                offset: extra.offset, line: extra.line, lineStart: extra.lineStart,
                message: "expected \(expected) \(noun), found \(fields.count)",
                hint: "quote fields that contain the delimiter, such as \"1,5\"")
        }
        let end = tokenizer.recordEnd
        throw DataSyntaxError(
            offset: end.offset, line: end.line, lineStart: end.lineStart,
            message: "expected \(expected) \(noun), found \(fields.count)",
            hint: "leave a missing value empty, but keep its delimiter")
    }

    /// Reads the text of columns that turned out to mix kinds, in a second pass over the records.
    private static func collectMixedText(
        _ builders: inout [CSVColumnBuilder], in bytes: UnsafeBufferPointer<UInt8>, from start: (Int, Int),
        delimiter: UInt8
    ) throws {
        let mixed = builders.indices.filter { builders[$0].state == .mixed }
        guard !mixed.isEmpty else { return }
        for index in mixed { builders[index].beginTextPass() }
        var tokenizer = CSVTokenizer(delimiter: delimiter, position: start.0, line: start.1)
        var fields: [CSVField] = []
        var loop = LoopGuard()
        while try tokenizer.nextRecord(in: bytes, isFinal: true, into: &fields) {
            try loop.tick()
            for index in mixed { builders[index].addText(fields[index], in: bytes) }
        }
    }

    /// An upper bound on the records after `offset` (its line breaks, plus one), to size the columns once.
    private static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) throws -> Int {
        var count = 1
        var index = offset
        var loop = LoopGuard()
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                count += 1
                try loop.tick()
            }
            index += 1
        }
        return count
    }
}

import PlotlineValues

/// Reads feed records from JSON: a file holding an array of objects, NDJSON (one object per line), or one live
/// message (an object or an array of objects, as a ZeroMQ publisher sends them).
public enum JSONRecordReader {
    /// The records of a JSON array of objects.
    ///
    /// - Throws: a `DataError` naming `source`, the line and the column.
    public static func records(fromJSON bytes: UnsafeBufferPointer<UInt8>, source: String) throws -> [FeedRecord] {
        do {
            var scanner = JSONRecordScanner(bytes: bytes, position: TextEncoding.textStart(of: bytes))
            guard scanner.peek() == UInt8(ascii: "[") else {
                throw scanner.error(
                    "expected an array of records ('['), found \(scanner.found())",
                    hint: "a JSON feed is an array of objects, such as [{\"t\": 1, \"y\": 2}]; use Feed(ndjson:) for one object per line")
            }
            _ = scanner.consume(UInt8(ascii: "["))
            var records: [FeedRecord] = []
            var loop = LoopGuard()
            if !scanner.consume(UInt8(ascii: "]")) {
                repeat {
                    _ = scanner.peek()
                    let record = try scanner.record(origin: "\(source):\(scanner.line)")
                    try reserve(record, in: &loop)
                    records.append(record)
                } while scanner.consume(UInt8(ascii: ","))
                try scanner.expect(UInt8(ascii: "]"), "',' or ']' after a record")
            }
            guard scanner.isAtEnd() else { throw scanner.error("unexpected \(scanner.found()) after the array of records") }
            return records
        } catch let error as DataSyntaxError {
            throw error.modelError(source: source, bytes: bytes)
        }
    }

    /// The records of NDJSON text: one object per line; blank lines are skipped.
    ///
    /// - Throws: a `DataError` naming `source`, the line and the column.
    public static func records(fromNDJSON bytes: UnsafeBufferPointer<UInt8>, source: String) throws -> [FeedRecord] {
        var records: [FeedRecord] = []
        var start = TextEncoding.textStart(of: bytes)
        var line = 1
        var loop = LoopGuard()
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let record = try record(fromLine: bytes, range: start..<end, line: line, source: source) {
                try reserve(record, in: &loop)
                records.append(record)
            }
            start = end + 1
            line += 1
        }
        return records
    }

    /// The record on one NDJSON line (`range` of `bytes`, without its line break), or nil for a blank line.
    ///
    /// - Throws: a `DataError` naming `source`, the line and the column.
    public static func record(
        fromLine bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line: Int, source: String
    ) throws -> FeedRecord? {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        do {
            var scanner = JSONRecordScanner(bytes: text, position: 0, line: line)
            if scanner.isAtEnd() { return nil }
            let record = try scanner.record(origin: "\(source):\(line)")
            guard scanner.isAtEnd() else {
                throw scanner.error("unexpected \(scanner.found()) after the record", hint: "write one JSON object per line")
            }
            return record
        } catch let error as DataSyntaxError {
            throw error.modelError(source: source, bytes: text)
        }
    }

    /// Counts a record read and asks the running cell's memory budget for it (its fields, and its place in the
    /// array of records).
    ///
    /// - Throws: a `MemoryError`; `Interrupted`.
    private static func reserve(_ record: FeedRecord, in loop: inout LoopGuard) throws {
        try loop.tick()
        let bytes = MemoryFootprint.dictionary(count: record.fields.count) + MemoryLayout<FeedRecord>.stride
        try loop.reserve(bytes, for: "the records read")
    }

    /// The records of one live message: a JSON object, or an array of objects.
    ///
    /// - Throws: a `DataError` naming `source` (an endpoint, say) with the column of the problem.
    public static func records(fromMessage bytes: UnsafeBufferPointer<UInt8>, source: String) throws -> [FeedRecord] {
        var scanner = JSONRecordScanner(bytes: bytes)
        if scanner.peek() == UInt8(ascii: "[") { return try records(fromJSON: bytes, source: source) }
        return try record(fromLine: bytes, range: 0..<bytes.count, line: 1, source: source).map { [$0] } ?? []
    }
}

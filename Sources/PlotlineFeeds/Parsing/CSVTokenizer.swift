/// Splits CSV bytes into records of fields (RFC 4180): a delimiter between fields, a line break (LF, CRLF or CR)
/// between records, quoted fields that hold delimiters, doubled quotes and line breaks. Empty lines are skipped.
///
/// It works on the whole text of a file (`isFinal`: the end of the bytes ends the last record) or on bytes that
/// are still arriving (a followed file: a record is only read once its line break has arrived).
struct CSVTokenizer {
    /// The byte between fields.
    let delimiter: UInt8
    /// Where the next record starts.
    private(set) var position: Int
    /// The 1-based line at `position`.
    private(set) var line: Int
    /// The byte offset where the line at `position` starts.
    private(set) var lineStart: Int
    /// Where the last record read ended (before its line break), for messages about missing fields.
    private(set) var recordEnd = (offset: 0, line: 1, lineStart: 0)

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A tokenizer starting at a byte offset (after a byte-order mark, say) on a line.
    init(delimiter: UInt8, position: Int = 0, line: Int = 1) {
        self.delimiter = delimiter
        self.position = position
        self.line = line
        self.lineStart = position
    }

    /// Moves the tokenizer back by `count` bytes that a caller dropped from the front of its buffer.
    mutating func rebase(droppingPrefix count: Int) {
        position -= count
        lineStart -= count
    }

    /// Reads the next record's fields into `fields`; false when no complete record is left (the bytes ended, or,
    /// unless `isFinal`, the record's line break has not arrived yet).
    ///
    /// - Throws: a `DataSyntaxError` for a quoted field that never ends (only when `isFinal`) or text after a
    ///   closing quote.
    mutating func nextRecord(in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into fields: inout [CSVField]) throws -> Bool {
        while true {
            fields.removeAll(keepingCapacity: true)
            guard position < bytes.count else { return false }
            if let next = lineBreakEnd(at: position, in: bytes, isFinal: isFinal) {
                guard next >= 0 else { return false }
                startLine(at: next)
                continue
            }
            var cursor = Cursor(position: position, line: line, lineStart: lineStart)
            guard try readFields(in: bytes, isFinal: isFinal, cursor: &cursor, into: &fields) else { return false }
            recordEnd = (cursor.position, cursor.line, cursor.lineStart)
            if cursor.position < bytes.count {
                guard let next = lineBreakEnd(at: cursor.position, in: bytes, isFinal: isFinal), next >= 0 else {
                    return false
                }
                cursor.position = next
                cursor.line += 1
                cursor.lineStart = next
            }
            position = cursor.position
            line = cursor.line
            lineStart = cursor.lineStart
            return true
        }
    }

    /// A read position with its line.
    private struct Cursor {
        var position: Int
        var line: Int
        var lineStart: Int
    }

    /// Reads fields up to a line break or the end; false when more bytes are needed.
    private func readFields(
        in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, cursor: inout Cursor, into fields: inout [CSVField]
    ) throws -> Bool {
        while true {
            let field: CSVField
            if cursor.position < bytes.count && bytes[cursor.position] == CSVTokenizer.quote {
                guard let quoted = try readQuoted(in: bytes, isFinal: isFinal, cursor: &cursor) else { return false }
                field = quoted
            } else {
                field = readUnquoted(in: bytes, cursor: &cursor)
            }
            fields.append(field)
            guard cursor.position < bytes.count else { return isFinal }
            let byte = bytes[cursor.position]
            if byte == delimiter {
                cursor.position += 1
                continue
            }
            if byte == CSVTokenizer.lineFeed || byte == CSVTokenizer.carriageReturn { return true }
            throw DataSyntaxError(
                offset: cursor.position, line: cursor.line, lineStart: cursor.lineStart,
                message: "unexpected \(DataSyntaxError.describe(byte)) after the closing quote of a field",
                hint: "a quoted field ends at its closing quote; write a quote inside it as two quotes (\"\")")
        }
    }

    private func readUnquoted(in bytes: UnsafeBufferPointer<UInt8>, cursor: inout Cursor) -> CSVField {
        let start = cursor.position
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == delimiter || byte == CSVTokenizer.lineFeed || byte == CSVTokenizer.carriageReturn { break }
            index += 1
        }
        cursor.position = index
        return CSVField(
            start: start, end: index, isQuoted: false, hasDoubledQuotes: false, line: cursor.line,
            lineStart: cursor.lineStart, offset: start)
    }

    /// Reads a quoted field from its opening quote; nil when more bytes are needed.
    private func readQuoted(in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, cursor: inout Cursor) throws -> CSVField? {
        let opening = cursor
        var index = cursor.position + 1
        var hasDoubledQuotes = false
        while true {
            guard index < bytes.count else {
                guard isFinal else { return nil }
                throw DataSyntaxError(
                    offset: opening.position, line: opening.line, lineStart: opening.lineStart,
                    message: "unterminated quoted field; the data ends at line \(cursor.line) before its closing quote",
                    hint: "add the closing quote (\"), and write quotes inside the field as two quotes (\"\")")
            }
            let byte = bytes[index]
            if byte == CSVTokenizer.quote {
                if index + 1 < bytes.count && bytes[index + 1] == CSVTokenizer.quote {
                    hasDoubledQuotes = true
                    index += 2
                    continue
                }
                if index + 1 == bytes.count && !isFinal { return nil }
                break
            }
            if byte == CSVTokenizer.lineFeed
                || (byte == CSVTokenizer.carriageReturn && !(index + 1 < bytes.count && bytes[index + 1] == CSVTokenizer.lineFeed))
            {
                cursor.line += 1
                cursor.lineStart = index + 1
            }
            index += 1
        }
        cursor.position = index + 1
        return CSVField(
            start: opening.position + 1, end: index, isQuoted: true, hasDoubledQuotes: hasDoubledQuotes,
            line: opening.line, lineStart: opening.lineStart, offset: opening.position)
    }

    /// The offset after a line break at `offset`, nil when there is none there, or -1 when a CR ends the bytes
    /// and a following LF may still arrive.
    private func lineBreakEnd(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Int? {
        let byte = bytes[offset]
        if byte == CSVTokenizer.lineFeed { return offset + 1 }
        guard byte == CSVTokenizer.carriageReturn else { return nil }
        if offset + 1 < bytes.count { return bytes[offset + 1] == CSVTokenizer.lineFeed ? offset + 2 : offset + 1 }
        return isFinal ? offset + 1 : -1
    }

    private mutating func startLine(at offset: Int) {
        position = offset
        line += 1
        lineStart = offset
    }
}

extension CSVTokenizer {
    /// Moves past the rest of the current line (after a bad record in a followed file); false when its line
    /// break has not arrived yet (the bytes so far are passed over, and skipping goes on with the next ones).
    mutating func skipLine(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position < bytes.count, let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
            position = bytes.count
            lineStart = position
            return false
        }
        position = newline + 1
        line += 1
        lineStart = position
        return true
    }
}

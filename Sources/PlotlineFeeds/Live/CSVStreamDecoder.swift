/// Reads a growing CSV file: its first record is the header, every later one a record of untyped cells
/// (`FieldValue.text`) that the feed's columns read as numbers, dates or strings.
struct CSVStreamDecoder: StreamRecordDecoder {
    private let source: String
    private let delimiter: UInt8
    private var buffer: [UInt8] = []
    private var tokenizer: CSVTokenizer
    private var header: [String]?
    private var isAtFileStart = true
    private var skipsCurrentLine = false

    /// A decoder for a file named `source` in messages.
    init(source: String, delimiter: UInt8) {
        self.source = source
        self.delimiter = delimiter
        tokenizer = CSVTokenizer(delimiter: delimiter)
    }

    /// The field names, once the header has arrived.
    var fields: [String]? { header }

    mutating func restart() {
        buffer = []
        tokenizer = CSVTokenizer(delimiter: delimiter)
        header = nil
        isAtFileStart = true
        skipsCurrentLine = false
    }

    mutating func decode(_ bytes: [UInt8]) -> DecodedChunk {
        buffer.append(contentsOf: bytes)
        if isAtFileStart {
            if buffer.count < CSVReader.byteOrderMark.count && CSVReader.byteOrderMark.starts(with: buffer) {
                return DecodedChunk()
            }
            isAtFileStart = false
            if buffer.starts(with: CSVReader.byteOrderMark) { buffer.removeFirst(CSVReader.byteOrderMark.count) }
        }
        var chunk = DecodedChunk()
        do {
            let pending = buffer
            pending.withUnsafeBufferPointer { bytes in readRecords(in: bytes, into: &chunk) }
        }
        buffer.removeFirst(tokenizer.position)
        tokenizer.rebase(droppingPrefix: tokenizer.position)
        return chunk
    }

    private mutating func readRecords(in bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) {
        var fields: [CSVField] = []
        while true {
            if skipsCurrentLine {
                guard tokenizer.skipLine(in: bytes) else { return }
                skipsCurrentLine = false
            }
            let complete: Bool
            do {
                complete = try tokenizer.nextRecord(in: bytes, isFinal: false, into: &fields)
            } catch {
                report(error, in: bytes, into: &chunk)
                skipsCurrentLine = true
                continue
            }
            guard complete else {
                guard bytes.count - tokenizer.position > maximumStreamRecordLength else { return }
                chunk.errors.append(
                    "\(source):\(tokenizer.line): a record longer than \(maximumStreamRecordLength) bytes (an unterminated quote?) was skipped")
                skipsCurrentLine = true
                continue
            }
            do {
                try accept(fields, in: bytes, into: &chunk)
            } catch {
                report(error, in: bytes, into: &chunk)
            }
        }
    }

    private func report(_ error: Error, in bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) {
        if let error = error as? DataSyntaxError {
            chunk.errors.append(error.modelError(source: source, bytes: bytes).message)
        } else {
            chunk.errors.append("\(source): \(error)")
        }
    }

    private mutating func accept(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) throws {
        guard let header else {
            header = try CSVReader.header(fields, in: bytes)
            return
        }
        try CSVReader.check(fields, count: header.count, tokenizer: tokenizer)
        var record = FeedRecord([:], origin: "\(source):\(fields.first?.line ?? tokenizer.line)")
        for (name, field) in zip(header, fields) {
            record[name] = field.isBlank(in: bytes) ? .missing : .text(field.text(in: bytes))
        }
        chunk.records.append(record)
    }
}

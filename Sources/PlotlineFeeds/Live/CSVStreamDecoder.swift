import PlotlineValues

/// Reads a growing CSV file as `Feed(csv:)` reads a whole one, a line at a time: the first complete lines decide
/// the dialect, the header and each column's type (`CSVSniffer`; a column with no value yet takes the type of its
/// first one); every later record is parsed in those types into typed values. A record whose value does not fit
/// its column's type is reported with its line and skipped, and the feed stays as it was.
struct CSVStreamDecoder: StreamRecordDecoder {
    private let source: String
    private let options: CSVOptions
    private let missing: MissingValues
    private var recoder = TextRecoder()
    private var buffer: [UInt8] = []
    private var reading: Reading?
    private var skipsCurrentLine = false

    /// What the first lines decided, and where the decoder is in the file.
    private struct Reading {
        var tokenizer: CSVTokenizer
        var names: [String]
        var columns: [CSVColumnType]
        var recordsToSkip: Int
    }

    /// A decoder for a file named `source` in messages.
    init(source: String, options: CSVOptions) {
        self.source = source
        self.options = options
        missing = MissingValues(adding: options.missing)
    }

    /// The field names, once the header has arrived.
    var fields: [String]? { reading?.names }

    mutating func restart() {
        recoder = TextRecoder()
        buffer = []
        reading = nil
        skipsCurrentLine = false
    }

    mutating func decode(_ bytes: [UInt8]) -> DecodedChunk {
        recoder.recode(bytes, isFinal: false, into: &buffer)
        var chunk = DecodedChunk()
        buffer.withUnsafeBufferPointer { bytes in
            if reading == nil { startReading(bytes, into: &chunk) }
            if reading != nil { readRecords(in: bytes, into: &chunk) }
        }
        if let position = reading?.tokenizer.position {
            buffer.removeFirst(position)
            reading?.tokenizer.rebase(droppingPrefix: position)
        }
        return chunk
    }

    /// Finds the dialect once a complete record has arrived (a lone one is the header).
    private mutating func startReading(_ bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let lineBreak = bytes.lastIndex(of: UInt8(ascii: "\n")), !bytes[..<lineBreak].allSatisfy(isBlank) else {
            return
        }
        do {
            let dialect = try CSVSniffer.dialect(of: bytes, isWhole: false, options: options, missing: missing)
            let columns = dialect.names.indices.map { column in
                CSVColumnType(given: options.types[dialect.names[column]], syntax: dialect.syntaxes[column], delimiter: dialect.delimiter)
            }
            reading = Reading(
                tokenizer: CSVTokenizer(delimiter: dialect.delimiter), names: dialect.names, columns: columns,
                recordsToSkip: dialect.recordsBeforeData)
        } catch let error as DataSyntaxError {
            chunk.errors.append(error.modelError(source: source, bytes: bytes).message)
        } catch {
            chunk.errors.append("\(source): \(error)")
        }
    }

    private mutating func readRecords(in bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) {
        guard var current = reading else { return }
        defer { reading = current }
        var fields: [CSVField] = []
        while true {
            if skipsCurrentLine {
                guard current.tokenizer.skipLine(in: bytes) else { return }
                skipsCurrentLine = false
            }
            let complete: Bool
            do {
                complete = try current.tokenizer.nextRecord(in: bytes, isFinal: false, into: &fields)
            } catch {
                report(error, in: bytes, into: &chunk)
                skipsCurrentLine = true
                continue
            }
            guard complete else {
                guard let problem = unfinishedRecordProblem(in: bytes, from: current.tokenizer.position) else { return }
                chunk.errors.append(
                    "\(source):\(current.tokenizer.line): \(problem) (an unterminated quote?) was skipped; reading goes on at the next line")
                skipsCurrentLine = true
                continue
            }
            if CSVSniffer.isBlank(fields, in: bytes) { continue }
            if current.recordsToSkip > 0 {
                current.recordsToSkip -= 1
                continue
            }
            do {
                chunk.records.append(try record(fields, in: bytes, reading: &current))
            } catch {
                report(error, in: bytes, into: &chunk)
            }
        }
    }

    /// Why the record still waiting for its end at `start` is given up, or nil while it may still end: it is longer
    /// than `maximumStreamRecordLength` bytes, or a quoted field has held more than
    /// `maximumStreamQuotedLineBreaks` line breaks. Quoted fields may span lines, but in a file that grows a
    /// stray quote would otherwise hold back every record after it, a megabyte's worth, with nothing said.
    private func unfinishedRecordProblem(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        if bytes.count - start > maximumStreamRecordLength {
            return "a record longer than \(maximumStreamRecordLength) bytes"
        }
        var lineBreaks = 0
        for byte in bytes[start...] where byte == UInt8(ascii: "\n") {
            lineBreaks += 1
            if lineBreaks > maximumStreamQuotedLineBreaks {
                return "a quoted field still open after \(maximumStreamQuotedLineBreaks) lines"
            }
        }
        return nil
    }

    /// The typed record of a line's fields.
    private func record(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>, reading: inout Reading) throws -> FeedRecord {
        try CSVReader.check(fields, count: reading.names.count, tokenizer: reading.tokenizer)
        var record = FeedRecord([:], origin: "\(source):\(fields.first?.line ?? reading.tokenizer.line)")
        var values: [FieldValue] = []
        values.reserveCapacity(fields.count)
        for (column, field) in fields.enumerated() {
            values.append(try field.withBytes(in: bytes) { value in
                let cell = reading.columns[column].read(value, missing: missing)
                if case .misfit = cell {
                    throw reading.columns[column].misfit(
                        value, field: field, name: reading.names[column], decidedBy: "the first lines of the file")
                }
                return reading.columns[column].fieldValue(of: cell)
            })
        }
        for (name, value) in zip(reading.names, values) { record[name] = value }
        return record
    }

    private func report(_ error: Error, in bytes: UnsafeBufferPointer<UInt8>, into chunk: inout DecodedChunk) {
        if let error = error as? DataSyntaxError {
            chunk.errors.append(error.modelError(source: source, bytes: bytes).message)
        } else {
            chunk.errors.append("\(source): \(error)")
        }
    }
}

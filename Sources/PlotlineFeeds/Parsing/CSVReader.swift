import PlotlineValues

/// Reads a whole CSV file into feed columns with no options, as DuckDB's and pandas' readers do: the sniffer finds
/// the dialect, the header and each column's type in the first records (`CSVSniffer`); one pass then parses every
/// record as its chunk arrives (`CSVRecordStream`, `CSVColumnBuilder`); a column with a value its sample did not
/// foresee is looked at again over all its values, so a type is always confirmed by the whole column and a value
/// that does not fit widens it (to text at worst), never turns into nil.
///
/// Records with nothing in them are skipped; a few short records at the very end that are not data (a source
/// note, footnotes) are left out; any other record with the wrong number of fields is an error pointing at it.
enum CSVReader {
    /// The bytes the sniffer looks at.
    static let sampleSize = 2 << 20
    /// The most trailing records that may be left out as notes rather than reported.
    static let longestFooter = 32

    /// What a read gives: the columns, and how the file was found to be written.
    struct Result {
        /// The columns.
        var table: FeedTable
        /// The dialect the sniffer found.
        var dialect: CSVDialect
        /// The text encoding the file turned out to have.
        var encoding: TextEncoding
        /// Records left out at the end because they were notes, not data.
        var footerRecords: Int
    }

    /// The columns of a CSV input.
    ///
    /// - Throws: a `DataError` naming the input, the line and the column of the first malformed record or of a
    ///   value that does not fit a type given in `options`; an `IOError`; a `MemoryError`; `Interrupted`.
    static func table(from input: DataInput, options: CSVOptions) throws -> Result {
        let missing = MissingValues(adding: options.missing)
        let dialect = try sniff(input, options: options, missing: missing)
        try checkGivenTypes(options.types, names: dialect.names)
        let expected = DataPass.expectedRecords(input: input, dialect: dialect)
        var (reading, encoding) = try readInHalves(input, dialect: dialect, options: options, missing: missing, expected: expected)
            ?? readWhole(input, dialect: dialect, options: options, missing: missing, expected: expected)
        try reading.finish()
        try lookAgain(at: &reading, in: input)
        let columns = reading.builders.indices.map { reading.builders[$0].takeColumn(count: reading.count) }
        return Result(
            table: FeedTable(columns: columns), dialect: dialect, encoding: encoding, footerRecords: reading.footer.count)
    }

    /// Files at least this large are read in two halves at once.
    static let sizeReadInHalves = 32 << 20

    /// One pass over every record of the input.
    private static func readWhole(
        _ input: DataInput, dialect: CSVDialect, options: CSVOptions, missing: MissingValues, expected: Int
    ) throws -> (DataPass, TextEncoding) {
        var reading = try DataPass(
            dialect: dialect, options: options, missing: missing, displayName: input.displayName,
            recordsToSkip: dialect.recordsBeforeData, expectedRecords: expected)
        let source = try input.open()
        try CSVRecordStream.forEachRecord(in: source, delimiter: dialect.delimiter, displayName: input.displayName) {
            try reading.take($0, in: $1, tokenizer: $2)
        }
        return (reading, source.encoding)
    }

    /// Reads a large file in two halves at once, on two cores, when it can be cut at a record's end: the first half
    /// ends at the first line break past the middle, and it is a record's end when the first half, read from the
    /// file's start, ends there with no quote open. Nil (read it whole instead) when the file cannot be cut, when the
    /// cut falls inside a quoted field, or when either half fails or turns out not to be UTF-8: reading it whole
    /// then reports any error with its true line, and decides the encoding over the whole file.
    ///
    /// - Throws: `Interrupted` or a `MemoryError` from either half.
    private static func readInHalves(
        _ input: DataInput, dialect: CSVDialect, options: CSVOptions, missing: MissingValues, expected: Int
    ) throws -> (DataPass, TextEncoding)? {
        guard let (first, second) = try input.halves(minimumSize: sizeReadInHalves) else { return nil }
        let stop = HalfReadStop()
        let cellGuard = ExecutionGuard.current
        let share = Double(second.count) / Double(first.count + second.count)
        var (firstHalf, secondHalf) = ForkJoin.run({
            readHalf(
                input, range: first, dialect: dialect, options: options, missing: missing,
                recordsToSkip: dialect.recordsBeforeData, expected: expected, stop: stop)
        }, {
            ExecutionGuard.$current.withValue(cellGuard) {
                readHalf(
                    input, range: second, dialect: dialect, options: options, missing: missing, recordsToSkip: 0,
                    expected: Int(Double(expected) * share) + 1_024, stop: stop)
            }
        })
        for result in [firstHalf, secondHalf] {
            if case .failure(let error as ModelError) = result, [.interrupted, .memoryError].contains(error.kind) {
                throw error
            }
        }
        guard case .success(let (first, firstEncoding)) = firstHalf, case .success(let (rest, secondEncoding)) = secondHalf,
              firstEncoding == .utf8, secondEncoding == .utf8, first.footer.isEmpty || rest.count == 0
        else { return nil }
        var reading = first
        // The halves are moved out of the results, so that joining them copies no column of the first half.
        (firstHalf, secondHalf) = (.failure(HalfReadStop.Stopped()), .failure(HalfReadStop.Stopped()))
        reading.append(rest)
        return (reading, .utf8)
    }

    /// One half of a file read in two: its records, or why it stopped.
    private static func readHalf(
        _ input: DataInput, range: Range<Int>, dialect: CSVDialect, options: CSVOptions, missing: MissingValues,
        recordsToSkip: Int, expected: Int, stop: HalfReadStop
    ) -> Swift.Result<(DataPass, TextEncoding), any Error> {
        do {
            var reading = try DataPass(
                dialect: dialect, options: options, missing: missing, displayName: input.displayName,
                recordsToSkip: recordsToSkip, expectedRecords: expected, stop: stop)
            let source = try input.open(range: range)
            try CSVRecordStream.forEachRecord(in: source, delimiter: dialect.delimiter, displayName: input.displayName) {
                try reading.take($0, in: $1, tokenizer: $2)
            }
            return .success((reading, source.encoding))
        } catch {
            stop.raise()
            return .failure(error)
        }
    }

    /// The dialect found in the input's first bytes.
    private static func sniff(_ input: DataInput, options: CSVOptions, missing: MissingValues) throws -> CSVDialect {
        let source = try input.open()
        var sample: [UInt8] = []
        var isWhole = false
        while sample.count < sampleSize {
            if try source.read(appendingTo: &sample, maximum: sampleSize - sample.count) == 0 {
                isWhole = true
                break
            }
        }
        try checkIsText(sample, displayName: input.displayName)
        return try sample.withUnsafeBufferPointer { bytes in
            do {
                return try CSVSniffer.dialect(of: bytes, isWhole: isWhole, options: options, missing: missing)
            } catch let error as DataSyntaxError {
                throw error.modelError(source: input.displayName, bytes: bytes)
            }
        }
    }

    /// The first bytes of zip files, which spreadsheets (`.xlsx`, `.ods`) are.
    static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

    /// Checks that the sample is text: a NUL byte never is (after UTF-16 is recoded), and a zip file is a
    /// spreadsheet saved in its own format.
    private static func checkIsText(_ sample: [UInt8], displayName: String) throws {
        if sample.starts(with: zipMagic) {
            throw ModelError(
                .dataError, "'\(displayName)' is a zip file (a spreadsheet such as .xlsx or .ods?), not CSV text",
                hint: "save the sheet as CSV from the spreadsheet program (File › Save As › CSV), or unzip the file")
        }
        guard let nul = sample.firstIndex(of: 0) else { return }
        let line = sample[..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        throw ModelError(
            .dataError, "'\(displayName)' is not a text file: line \(line) holds a NUL byte",
            hint: "export the data as CSV text; a binary file (an image, a database, a spreadsheet) cannot be read as CSV")
    }

    /// Checks that every column a type is given for is in the file.
    private static func checkGivenTypes(_ types: [String: ColumnType], names: [String]) throws {
        for name in types.keys.sorted() where !names.contains(name) {
            throw ModelError(
                .valueError, "types: names a column '\(name)' that the file does not have",
                hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                    ?? "its columns are \(names.joined(separator: ", "))")
        }
    }

    /// Reads the columns that met a value their sample did not foresee again: first to find the type every one
    /// of their values fits, then to parse them in it.
    private static func lookAgain(at reading: inout DataPass, in input: DataInput) throws {
        let columns = reading.builders.indices.filter { reading.builders[$0].needsSecondLook }
        guard !columns.isEmpty else { return }
        let dialect = reading.dialect
        var candidates = columns.map { SyntaxCandidates(given: reading.builders[$0].given, delimiter: dialect.delimiter) }
        let missing = reading.missing
        try DataPass.forEachDataRecord(in: input, dialect: dialect) { fields, bytes in
            for (slot, column) in columns.enumerated() {
                fields[column].withBytes(in: bytes) { value in
                    if !missing.isMissing(value) { candidates[slot].narrow(by: value) }
                }
            }
        }
        var builders = reading.builders
        for (slot, column) in columns.enumerated() {
            builders[column] = CSVColumnBuilder(
                name: builders[column].name, given: builders[column].given, syntax: candidates[slot].best ?? .text,
                expectedCount: reading.count, delimiter: dialect.delimiter)
        }
        try DataPass.forEachDataRecord(in: input, dialect: dialect) { fields, bytes in
            for column in columns { try builders[column].add(fields[column], in: bytes, missing: missing) }
        }
        reading.builders = builders
    }
}

extension CSVReader {
    /// The state of the pass over the data records: the builders, the record count, and short records at the end
    /// that may turn out to be notes.
    struct DataPass {
        let dialect: CSVDialect
        let missing: MissingValues
        var builders: [CSVColumnBuilder]
        /// Data records read.
        private(set) var count = 0
        /// The short records since the last good one, each with the error it would be if data followed it.
        private(set) var footer: [ModelError] = []
        private var recordsToSkip: Int
        private let displayName: String
        private var loop = LoopGuard()
        private var reservedRecords = 0
        private let stop: HalfReadStop?

        /// The state before the first record, with the columns' room for `expected` records asked of the running
        /// cell's memory budget; `stop` is the flag of a file read in two halves.
        ///
        /// - Throws: a `MemoryError`.
        init(
            dialect: CSVDialect, options: CSVOptions, missing: MissingValues, displayName: String, recordsToSkip: Int,
            expectedRecords expected: Int, stop: HalfReadStop? = nil
        ) throws {
            self.dialect = dialect
            self.missing = missing
            self.displayName = displayName
            self.recordsToSkip = recordsToSkip
            self.stop = stop
            try loop.reserve(MemoryFootprint.feedRecords(expected, fields: dialect.names.count), for: "the feed")
            reservedRecords = expected
            builders = dialect.names.indices.map { column in
                CSVColumnBuilder(
                    name: dialect.names[column], given: options.types[dialect.names[column]],
                    syntax: dialect.syntaxes[column], expectedCount: expected, delimiter: dialect.delimiter)
            }
        }

        /// Reads one record of the file: passes over the preamble and header, checks the number of fields, and
        /// adds the values to the columns.
        mutating func take(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>, tokenizer: CSVTokenizer) throws {
            guard recordsToSkip == 0 else {
                if !CSVSniffer.isBlank(fields, in: bytes) { recordsToSkip -= 1 }
                return
            }
            guard try isData(fields, in: bytes, tokenizer: tokenizer) else { return }
            try loop.tick()
            if count & 1_023 == 0, stop?.isRaised == true { throw HalfReadStop.Stopped() }
            if count >= reservedRecords { try reserveMore() }
            let missing = missing
            try builders.withUnsafeMutableBufferPointer { columns in
                for column in columns.indices { try columns[column].add(fields[column], in: bytes, missing: missing) }
            }
            count += 1
        }

        /// Takes in the pass over the next stretch of the file (the second half of a file read in two).
        mutating func append(_ next: consuming DataPass) {
            var next = next
            for column in builders.indices { builders[column].append(&next.builders[column]) }
            count += next.count
            footer = next.footer
            reservedRecords += next.reservedRecords
        }

        /// Ends the pass: short records at the end are notes when there are few enough of them.
        mutating func finish() throws {
            if footer.count > CSVReader.longestFooter, let first = footer.first { throw first }
        }

        /// Calls `body` with the fields of every data record of the input (read anew from its start).
        static func forEachDataRecord(
            in input: DataInput, dialect: CSVDialect, _ body: ([CSVField], UnsafeBufferPointer<UInt8>) throws -> Void
        ) throws {
            var skip = dialect.recordsBeforeData
            var loop = LoopGuard()
            let expected = dialect.names.count
            try CSVRecordStream.forEachRecord(
                in: try input.open(), delimiter: dialect.delimiter, displayName: input.displayName
            ) {
                fields, bytes, _ in
                guard !CSVSniffer.isBlank(fields, in: bytes) else { return }
                guard skip == 0 else {
                    skip -= 1
                    return
                }
                guard fields.count == expected else { return }
                try loop.tick()
                try body(fields, bytes)
            }
        }

        /// True for a record of data; false for a blank one or a short one that may be a note at the end (an
        /// error once a good record follows it).
        private mutating func isData(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>, tokenizer: CSVTokenizer) throws -> Bool {
            if CSVSniffer.isBlank(fields, in: bytes) { return false }
            if fields.count == builders.count {
                if let first = footer.first { throw first }
                return true
            }
            do {
                try CSVReader.check(fields, count: builders.count, tokenizer: tokenizer)
            } catch let error as DataSyntaxError {
                let modelError = error.modelError(source: displayName, bytes: bytes)
                guard count > 0, fields.count < builders.count, looksLikeNote(fields, in: bytes),
                      footer.count < CSVReader.longestFooter
                else { throw modelError }
                footer.append(modelError)
            }
            return false
        }

        /// True when a short record reads as a note rather than cut-off data: its first field has words (letters)
        /// that the first column's type does not take (`Source: NOAA` under dates), or it is a lone field of words
        /// with spaces.
        private func looksLikeNote(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            fields[0].withBytes(in: bytes) { first in
                guard first.contains(where: { DataPass.isLetter($0) }) else { return false }
                if let syntax = builders.first?.type.syntax, syntax != .text {
                    return !syntax.accepts(first)
                }
                return fields.count == 1 && first.contains(UInt8(ascii: " "))
            }
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
        }

        /// Asks the running cell's memory budget for the next stretch of records.
        private mutating func reserveMore() throws {
            let stretch = max(reservedRecords / 4, 65_536)
            try loop.reserve(MemoryFootprint.feedRecords(stretch, fields: builders.count), for: "the feed")
            reservedRecords += stretch
        }

        /// About how many records the input holds: its size over the sample's bytes per record, and a little more.
        static func expectedRecords(input: DataInput, dialect: CSVDialect) -> Int {
            guard let size = input.estimatedByteCount, dialect.bytesPerRecord > 0 else { return 1_024 }
            return Int((Double(size) / dialect.bytesPerRecord * 1.02).rounded(.up)) + 16
        }
    }

    /// Checks that a record has one field per column.
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
}

import PlotlineValues

/// Finds how a CSV file is written from its first records, as DuckDB's sniffer does: the delimiter that splits the
/// most records into the same number of fields (preferring more fields), the records before the table (a preamble
/// with another number of fields), whether the first record is a header (a value in it does not fit the type of the
/// values below it, or every column is text), and the syntax each column's sampled values share.
enum CSVSniffer {
    /// The most records the sniffer looks at.
    static let sampleRecordLimit = 20_480
    /// The delimiters tried, in the order that settles a tie.
    static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|")]

    /// The dialect of a file whose first bytes are `bytes` (`isWhole` when they are the whole file).
    ///
    /// - Throws: a `DataSyntaxError` for a file with no record at all.
    static func dialect(
        of bytes: UnsafeBufferPointer<UInt8>, isWhole: Bool, options: CSVOptions, missing: MissingValues
    ) throws -> CSVDialect {
        let candidates = options.delimiter.map { [$0] } ?? delimiters
        var best: (shape: TableShape, sample: Sample)?
        for delimiter in candidates {
            let sample = Sample(bytes, delimiter: delimiter, isWhole: isWhole)
            let shape = TableShape(fieldCounts: sample.records.map(\.count))
            if best.map({ shape.isBetter(than: $0.shape) }) ?? true { best = (shape, sample) }
        }
        guard let (shape, sample) = best, shape.fieldCount > 0 else {
            throw DataSyntaxError(
                offset: 0, line: 1, lineStart: 0, message: "the file is empty; expected a header line naming the fields",
                hint: "write the field names on the first line, such as: t,latency")
        }
        let table = sample.records[shape.firstRecord...].filter { $0.count == shape.fieldCount }
        let hasHeader = options.hasHeader ?? looksLikeHeader(table, in: bytes, delimiter: sample.delimiter, missing: missing)
        let names = hasHeader
            ? fieldNames(table[table.startIndex], in: bytes)
            : (1...shape.fieldCount).map { "field\($0)" }
        let data = hasHeader ? table.dropFirst() : table[...]
        let syntaxes = names.indices.map { column in
            var candidates = SyntaxCandidates(given: options.types[names[column]], delimiter: sample.delimiter)
            narrow(&candidates, column: column, of: data, in: bytes, missing: missing)
            return candidates.best
        }
        return CSVDialect(
            delimiter: sample.delimiter, hasHeader: hasHeader, preambleRecords: shape.firstRecord, names: names,
            syntaxes: syntaxes, bytesPerRecord: sample.bytesPerRecord)
    }

    /// The records of the sample, split with one delimiter.
    private struct Sample {
        let delimiter: UInt8
        var records: [[CSVField]] = []
        var bytesPerRecord = 0.0

        init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, isWhole: Bool) {
            self.delimiter = delimiter
            var tokenizer = CSVTokenizer(delimiter: delimiter)
            var fields: [CSVField] = []
            while records.count < CSVSniffer.sampleRecordLimit,
                  (try? tokenizer.nextRecord(in: bytes, isFinal: isWhole, into: &fields)) == true
            {
                if CSVSniffer.isBlank(fields, in: bytes) { continue }
                records.append(fields)
            }
            bytesPerRecord = records.isEmpty ? 1 : Double(max(tokenizer.position, 1)) / Double(records.count)
        }
    }

    /// The number of fields most records have, and where the table of such records starts.
    private struct TableShape {
        /// The most common number of fields (the larger one on a tie); 0 for no records.
        var fieldCount = 0
        /// How many records have it, from the first that does.
        var consistentRecords = 0
        /// The first record with that many fields: the ones before are a preamble.
        var firstRecord = 0

        /// The shape of records with these field counts. A preamble is only recognized when the table after it is
        /// clear (two records or more, nine in ten of them alike); otherwise the first record sets the number of
        /// fields, and the records that differ are errors for the reader to point at.
        init(fieldCounts: [Int]) {
            var frequency: [Int: Int] = [:]
            for count in fieldCounts { frequency[count, default: 0] += 1 }
            guard let first = fieldCounts.first,
                  let (count, _) = frequency.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })
            else { return }
            let start = fieldCounts.firstIndex(of: count) ?? 0
            let consistent = frequency[count] ?? 0
            let afterPreamble = fieldCounts.count - start
            if start == 0 || (consistent >= 2 && consistent * 10 >= afterPreamble * 9) {
                (fieldCount, firstRecord, consistentRecords) = (count, start, consistent)
            } else {
                (fieldCount, firstRecord, consistentRecords) = (first, 0, frequency[first] ?? 0)
            }
        }

        /// True when this shape explains the file better: a table of more than one column over a single column,
        /// then more records in the table, then more fields.
        func isBetter(than other: TableShape) -> Bool {
            let key = (fieldCount > 1 ? 1 : 0, consistentRecords, fieldCount)
            let otherKey = (other.fieldCount > 1 ? 1 : 0, other.consistentRecords, other.fieldCount)
            return key > otherKey
        }
    }

    /// True when a record is nothing but empty fields (a blank line, or `,,,` a spreadsheet leaves).
    static func isBlank(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        fields.allSatisfy { $0.isBlank(in: bytes) }
    }

    /// True when the first record names the fields: the records below it are what decides (there are none; a
    /// value in it does not fit the type its column has below; or every column below is text).
    private static func looksLikeHeader(
        _ table: [[CSVField]], in bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, missing: MissingValues
    ) -> Bool {
        guard let first = table.first, table.count > 1 else { return true }
        var typedColumns = 0
        for column in first.indices {
            var candidates = SyntaxCandidates(delimiter: delimiter)
            narrow(&candidates, column: column, of: table.dropFirst(), in: bytes, missing: missing)
            guard let syntax = candidates.best, syntax != .text else { continue }
            typedColumns += 1
            let fits = first[column].withBytes(in: bytes) { missing.isMissing($0) || syntax.accepts($0) }
            if !fits { return true }
        }
        return typedColumns == 0
    }

    /// Narrows a column's candidates by its values in `records`.
    private static func narrow(
        _ candidates: inout SyntaxCandidates, column: Int, of records: ArraySlice<[CSVField]>,
        in bytes: UnsafeBufferPointer<UInt8>, missing: MissingValues
    ) {
        for record in records where column < record.count {
            record[column].withBytes(in: bytes) { value in
                if !missing.isMissing(value) { candidates.narrow(by: value) }
            }
            if candidates.hasValues, candidates.remaining.isEmpty { return }
        }
    }

    /// The header's names: trimmed, `field3` for an empty third name, `name_2` for the second of two equal names
    /// (a suffix no other column has).
    static func fieldNames(_ fields: [CSVField], in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let written = fields.enumerated().map { index, field in
            let name = field.text(in: bytes).trimmingSpaces
            return name.isEmpty ? "field\(index + 1)" : name
        }
        var taken = Set<String>()
        return written.map { name in
            var unique = name
            var suffix = 2
            while taken.contains(unique) || (unique != name && written.contains(unique)) {
                unique = "\(name)_\(suffix)"
                suffix += 1
            }
            taken.insert(unique)
            return unique
        }
    }
}

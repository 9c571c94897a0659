import PlotlineValues

/// Goes over the records of a CSV input as its chunks arrive: the tokenizer reads the complete records in what has
/// arrived, the bytes they took are dropped, and a record cut by a chunk's end is finished with the next chunk. So
/// a file of any size is read in about one chunk of memory beside what is built from it.
enum CSVRecordStream {
    /// The longest record read before giving up on finding its end (a quote that never closes, a binary file).
    static let longestRecord = 64 << 20

    /// Calls `body` with each record's fields, the bytes they point into, and the tokenizer (for where the record
    /// ends), in order.
    ///
    /// - Throws: a `DataError` naming the input, line and column of the first malformed record (or whatever
    ///   `body` throws: a `DataSyntaxError` from it becomes such an error too); an `IOError`.
    static func forEachRecord(
        in source: any ByteChunkSource, delimiter: UInt8, displayName: String,
        _ body: (_ fields: [CSVField], _ bytes: UnsafeBufferPointer<UInt8>, _ tokenizer: CSVTokenizer) throws -> Void
    ) throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(2 * DataInput.chunkSize)
        var tokenizer = CSVTokenizer(delimiter: delimiter)
        var fields: [CSVField] = []
        var ended = false
        var wanted = DataInput.chunkSize
        while !ended {
            if try source.read(appendingTo: &buffer, maximum: wanted) == 0 { ended = true }
            var records = 0
            try buffer.withUnsafeBufferPointer { bytes in
                do {
                    while try tokenizer.nextRecord(in: bytes, isFinal: ended, into: &fields) {
                        records += 1
                        try body(fields, bytes, tokenizer)
                    }
                } catch let error as DataSyntaxError {
                    throw error.modelError(source: displayName, bytes: bytes)
                }
            }
            if buffer.count - tokenizer.position > longestRecord {
                throw ModelError(
                    .dataError,
                    "\(displayName):\(tokenizer.line): a record longer than \(longestRecord >> 20) MiB; is a quote (\") never closed, or is this not a text file?",
                    hint: "check the line; a field that holds quotes writes each as two quotes (\"\")")
            }
            buffer.removeSubrange(0..<tokenizer.position)
            tokenizer.rebase(droppingPrefix: tokenizer.position)
            // A record longer than the bytes read is read again from its start when more arrive: asking for twice
            // as much each time keeps the reading of a long record linear in its length.
            wanted = records == 0 ? min(wanted * 2, longestRecord) : DataInput.chunkSize
        }
    }
}

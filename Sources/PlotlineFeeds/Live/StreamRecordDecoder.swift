/// Turns bytes arriving in arbitrary pieces into records: a record is read once its line break has arrived,
/// and the partial record after the last line break waits for more bytes.
protocol StreamRecordDecoder {
    /// Decodes what the new bytes complete.
    mutating func decode(_ bytes: [UInt8]) -> DecodedChunk

    /// Starts over at the beginning of a file (after truncation or rotation): a CSV header is expected again.
    mutating func restart()
}

/// The longest record a stream decoder waits for; a longer one (an unterminated quote, binary data) is reported
/// and skipped.
let maximumStreamRecordLength = 1 << 20

/// The most line breaks a quoted field in a followed CSV file may hold; a quote still open after them is taken for
/// a stray one: the record it began is reported and skipped, and reading goes on at the line after its start.
let maximumStreamQuotedLineBreaks = 100

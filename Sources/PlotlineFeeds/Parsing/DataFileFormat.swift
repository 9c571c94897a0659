/// How the file a feed was loaded from is written, as the reader found it: what `feed.sourceFormat` tells, so a
/// user can see what was decided for them (and override it when it is wrong).
public struct DataFileFormat: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of data file.
    public enum Kind: String, Sendable {
        /// Delimited text.
        case csv = "CSV"
        /// A JSON array of objects.
        case json = "JSON"
        /// One JSON object per line.
        case ndjson = "NDJSON"
    }

    /// The kind of file.
    public var kind: Kind
    /// The delimiter of a CSV file, as a user writes it (`","`, `"\t"`).
    public var delimiter: String?
    /// Whether a CSV file's first record named the fields.
    public var hasHeader: Bool?
    /// Records before the table that were passed over (a title, notes, `# comments`).
    public var preambleRecords = 0
    /// Short records at the end that were left out as notes.
    public var footerRecords = 0
    /// The text encoding.
    public var encoding: TextEncoding = .utf8
    /// True for a gzip file.
    public var isCompressed = false

    /// The format of a JSON or NDJSON file.
    init(kind: Kind, compressed: Bool) {
        self.kind = kind
        isCompressed = compressed
    }

    /// The format a CSV read found.
    init(csv result: CSVReader.Result, compressed: Bool) {
        kind = .csv
        delimiter = result.dialect.delimiterText
        hasHeader = result.dialect.hasHeader
        preambleRecords = result.dialect.preambleRecords
        footerRecords = result.footerRecords
        encoding = result.encoding
        isCompressed = compressed
    }

    /// `CSV, delimiter ";", header, Windows-1252, gzip, 2 lines before the header passed over`.
    public var description: String {
        var parts = [kind.rawValue]
        if let delimiter { parts.append("delimiter \"\(delimiter)\"") }
        if let hasHeader { parts.append(hasHeader ? "header" : "no header") }
        parts.append(encoding.rawValue)
        if isCompressed { parts.append("gzip") }
        if preambleRecords > 0 {
            let noun = preambleRecords == 1 ? "line" : "lines"
            parts.append("\(preambleRecords) \(noun) before the \(hasHeader == true ? "header" : "data") passed over")
        }
        if footerRecords > 0 {
            parts.append("\(footerRecords) note\(footerRecords == 1 ? "" : "s") after the data left out")
        }
        return parts.joined(separator: ", ")
    }
}

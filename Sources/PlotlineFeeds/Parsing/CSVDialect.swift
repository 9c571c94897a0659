/// How a CSV file is written, as the sniffer found it in the file's first records: the delimiter, the records to
/// pass over before the data (a preamble, the header), the field names, and how each column writes its values.
struct CSVDialect {
    /// The byte between fields.
    var delimiter: UInt8
    /// True when the first record after the preamble names the fields.
    var hasHeader: Bool
    /// Records before the header (or the data) that are not part of the table: notes, a title, `# comments`.
    var preambleRecords: Int
    /// The field names: the header's, or `field1`, `field2` … without one.
    var names: [String]
    /// The syntax each column's sampled values fit, nil for a column with none but missing values in the sample.
    var syntaxes: [CellSyntax?]
    /// The average length of a record in the sample, to estimate how many records a file holds.
    var bytesPerRecord: Double

    /// How many records to pass over before the first one of data.
    var recordsBeforeData: Int { preambleRecords + (hasHeader ? 1 : 0) }

    /// The delimiter as a user would write it: `","`, `";"`, `"\t"`, `"|"`.
    var delimiterText: String {
        delimiter == UInt8(ascii: "\t") ? "\\t" : String(UnicodeScalar(delimiter))
    }
}

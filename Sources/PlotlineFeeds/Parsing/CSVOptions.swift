/// What a user tells a CSV reader where its own look at the file would guess wrong; everything left nil or empty is
/// found in the file (see `CSVSniffer`).
public struct CSVOptions: Sendable, Equatable {
    /// The byte between fields; nil to find it among `,` `;` tab and `|`.
    public var delimiter: UInt8?
    /// Whether the first record names the fields; nil to decide from the values.
    public var hasHeader: Bool?
    /// Column types by field name, for the columns whose type the values do not tell.
    public var types: [String: ColumnType]
    /// Cell texts that are missing values, besides the usual ones (`NA`, `N/A`, `null`, `-` …; see `MissingValues`).
    public var missing: [String]

    /// Options; by default Plotline finds everything in the file.
    public init(delimiter: UInt8? = nil, hasHeader: Bool? = nil, types: [String: ColumnType] = [:], missing: [String] = []) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.types = types
        self.missing = missing
    }
}

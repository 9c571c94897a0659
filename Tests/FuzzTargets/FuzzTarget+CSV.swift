@testable import PlotlineFeeds

extension FuzzTarget {
    /// A whole file through the CSV reader, sniffer included: it gives columns of one length or throws.
    static let csv = FuzzTarget(
        name: "csv", summary: "a file read as CSV with its dialect, header and types sniffed"
    ) { bytes in
        let input = DataInput.bytes(Array(bytes), displayName: "fuzz.csv")
        guard let result = try? CSVReader.table(from: input, options: CSVOptions()) else { return false }
        let table = result.table
        for column in table.columns {
            require(column.count == table.count, "column '\(column.name)' has \(column.count) of \(table.count) records")
        }
        require(Set(table.fields).count == table.fields.count, "two columns are both named one name: \(table.fields)")
        return true
    }

    /// The followed-file decoder: the first byte says where the input is cut into two appended chunks.
    static let csvStream = FuzzTarget(
        name: "csv-stream", summary: "a followed CSV file's bytes decoded in two chunks, as they are appended"
    ) { bytes in
        guard let first = bytes.first else { return false }
        let rest = Array(bytes.dropFirst())
        let cut = rest.isEmpty ? 0 : Int(first) % (rest.count + 1)
        var decoder = CSVStreamDecoder(source: "fuzz.csv", options: CSVOptions())
        let chunks = [Array(rest[..<cut]), Array(rest[cut...])]
        var records = 0
        for chunk in chunks {
            let decoded = decoder.decode(chunk)
            require(decoded.records.allSatisfy { $0.origin != nil }, "a record read from a file says where it was read")
            records += decoded.records.count
        }
        return records > 0
    }
}

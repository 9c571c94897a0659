/// How a followed file's lines are read.
public enum FollowFormat: Equatable, Sendable {
    /// CSV, read as `Feed(csv:)` reads a file: the dialect and the columns' types found in its first lines unless
    /// the options say.
    case csv(CSVOptions)
    /// One JSON object per line.
    case ndjson

    /// The format a path's extension suggests: `.ndjson`, `.jsonl` and `.json` are NDJSON, `.tsv` is
    /// tab-separated (unless the options name another delimiter), anything else is CSV.
    public static func forPath(_ path: String, options: CSVOptions = CSVOptions()) -> FollowFormat {
        let lowered = path.lowercased()
        if [".ndjson", ".jsonl", ".json"].contains(where: { lowered.hasSuffix($0) }) { return .ndjson }
        var options = options
        if lowered.hasSuffix(".tsv"), options.delimiter == nil { options.delimiter = UInt8(ascii: "\t") }
        return .csv(options)
    }

    /// A decoder for this format.
    func makeDecoder(source: String) -> any StreamRecordDecoder {
        switch self {
        case .csv(let options): return CSVStreamDecoder(source: source, options: options)
        case .ndjson: return NDJSONStreamDecoder(source: source)
        }
    }
}

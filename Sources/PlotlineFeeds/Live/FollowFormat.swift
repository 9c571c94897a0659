/// How a followed file's lines are read.
public enum FollowFormat: Equatable, Sendable {
    /// CSV with a header line and a delimiter byte.
    case csv(delimiter: UInt8)
    /// One JSON object per line.
    case ndjson

    /// The format a path's extension suggests: `.ndjson`, `.jsonl` and `.json` are NDJSON, `.tsv` is
    /// tab-separated, anything else is CSV with `delimiter`.
    public static func forPath(_ path: String, delimiter: UInt8 = UInt8(ascii: ",")) -> FollowFormat {
        let lowered = path.lowercased()
        if [".ndjson", ".jsonl", ".json"].contains(where: { lowered.hasSuffix($0) }) { return .ndjson }
        if lowered.hasSuffix(".tsv") { return .csv(delimiter: UInt8(ascii: "\t")) }
        return .csv(delimiter: delimiter)
    }

    /// A decoder for this format.
    func makeDecoder(source: String) -> any StreamRecordDecoder {
        switch self {
        case .csv(let delimiter): return CSVStreamDecoder(source: source, delimiter: delimiter)
        case .ndjson: return NDJSONStreamDecoder(source: source)
        }
    }
}

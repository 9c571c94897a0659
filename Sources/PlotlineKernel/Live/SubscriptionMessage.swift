import PlotlineCore
import PlotlineValues
import PlotlineFeeds

/// The records of one message from a publisher: its last frame (earlier frames are topics) holding a JSON
/// object, an array of objects, or NDJSON lines. A bad line (or a bad array) is reported, the rest is kept.
enum SubscriptionMessage {
    /// The records of a message and the messages of its bad records.
    static func records(from frames: [[UInt8]], source: String) -> DecodedChunk {
        guard let payload = frames.last else { return DecodedChunk() }
        return payload.withUnsafeBufferPointer { bytes in
            guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return DecodedChunk() }
            if bytes[first] == UInt8(ascii: "[") {
                do {
                    return DecodedChunk(records: try JSONRecordReader.records(fromMessage: bytes, source: source))
                } catch {
                    return DecodedChunk(errors: [ModelError.message(of: error)])
                }
            }
            return lines(of: bytes, source: source)
        }
    }

    /// One record per non-blank line.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>, source: String) -> DecodedChunk {
        var chunk = DecodedChunk()
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            do {
                if let record = try JSONRecordReader.record(fromLine: bytes, range: start..<end, line: line, source: source) {
                    chunk.records.append(record)
                }
            } catch {
                chunk.errors.append(ModelError.message(of: error))
            }
            start = end + 1
            line += 1
        }
        return chunk
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

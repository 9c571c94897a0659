import PlotlineValues

/// Reads a growing NDJSON file: one JSON object per complete line.
struct NDJSONStreamDecoder: StreamRecordDecoder {
    private let source: String
    private var buffer: [UInt8] = []
    private var line = 1
    private var skipsCurrentLine = false

    /// A decoder for a file named `source` in messages.
    init(source: String) {
        self.source = source
    }

    mutating func restart() {
        buffer = []
        line = 1
        skipsCurrentLine = false
    }

    mutating func decode(_ bytes: [UInt8]) -> DecodedChunk {
        buffer.append(contentsOf: bytes)
        var chunk = DecodedChunk()
        let start = decodeCompleteLines(into: &chunk)
        buffer.removeFirst(start)
        if buffer.count > maximumStreamRecordLength && !skipsCurrentLine {
            chunk.errors.append("\(source):\(line): a line longer than \(maximumStreamRecordLength) bytes was skipped")
            buffer = []
            skipsCurrentLine = true
        } else if skipsCurrentLine {
            buffer = []
        }
        return chunk
    }

    /// Decodes every complete line in the buffer; returns where the partial line after them starts.
    private mutating func decodeCompleteLines(into chunk: inout DecodedChunk) -> Int {
        let pending = buffer
        var start = 0
        pending.withUnsafeBufferPointer { bytes in
            while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if skipsCurrentLine {
                    skipsCurrentLine = false
                } else {
                    decodeLine(bytes, start..<end, into: &chunk)
                }
                start = end + 1
                line += 1
            }
        }
        return start
    }

    private func decodeLine(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into chunk: inout DecodedChunk) {
        do {
            if let record = try JSONRecordReader.record(fromLine: bytes, range: range, line: line, source: source) {
                chunk.records.append(record)
            }
        } catch let error as ModelError {
            chunk.errors.append(error.message)
        } catch {
            chunk.errors.append("\(source):\(line): \(error)")
        }
    }
}

/// Bytes already in memory (inline CSV text, tests), handed out in chunks.
final class MemoryChunkSource: ByteChunkSource {
    private let bytes: [UInt8]
    private var position = 0

    /// A source over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int {
        let end = min(bytes.count, position + maximum)
        buffer.append(contentsOf: bytes[position..<end])
        defer { position = end }
        return end - position
    }
}

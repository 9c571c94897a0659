import Foundation

/// Reads what a growing file gains, one poll at a time, like `tail -F`: new bytes since the last poll become
/// records; a file that shrank (truncated, rewritten) is read again from its start, marked `startsOver` because its
/// records replace the ones read before; a file replaced by another at the same path (rotated) is finished and the
/// new one read from its start, as a continuation. A CSV header is read again each time.
///
/// Not thread-safe: `FileFollower` polls it from its own thread; tests poll it directly.
public final class FileTail {
    /// The absolute path followed.
    public let path: String
    private let source: String
    private var decoder: any StreamRecordDecoder
    private var handle: FileHandle?
    private var identity: FileIdentity?
    private var offset: UInt64 = 0
    private static let readSize = 1 << 20

    /// A tail of the file at an absolute path, named `source` in messages (the path itself when nil).
    public init(path: String, source: String? = nil, format: FollowFormat) {
        self.path = path
        self.source = source ?? path
        self.decoder = format.makeDecoder(source: source ?? path)
    }

    deinit {
        try? handle?.close()
    }

    /// Reads everything new since the last poll.
    public func poll() -> DecodedChunk {
        var chunk = DecodedChunk()
        if handle == nil { open(into: &chunk) }
        readAvailable(into: &chunk)
        guard let current = FileIdentity.of(path) else { return chunk }
        if let identity, !current.isSameFile(as: identity) {
            open(into: &chunk)
            readAvailable(into: &chunk)
        } else if current.size < offset {
            restartFromTop()
            chunk = DecodedChunk(errors: chunk.errors, startsOver: true)
            readAvailable(into: &chunk)
        }
        return chunk
    }

    /// Closes the file.
    public func close() {
        try? handle?.close()
        handle = nil
    }

    private func open(into chunk: inout DecodedChunk) {
        close()
        guard let identity = FileIdentity.of(path) else { return }
        guard let opened = FileHandle(forReadingAtPath: path) else {
            chunk.errors.append("\(source): cannot open the file for reading")
            return
        }
        handle = opened
        self.identity = identity
        offset = 0
        decoder.restart()
    }

    private func restartFromTop() {
        guard let handle else { return }
        try? handle.seek(toOffset: 0)
        offset = 0
        decoder.restart()
    }

    private func readAvailable(into chunk: inout DecodedChunk) {
        guard let handle else { return }
        while true {
            guard let data = try? handle.read(upToCount: FileTail.readSize), !data.isEmpty else { return }
            offset += UInt64(data.count)
            let decoded = decoder.decode([UInt8](data))
            chunk.records.append(contentsOf: decoded.records)
            chunk.errors.append(contentsOf: decoded.errors)
        }
    }
}

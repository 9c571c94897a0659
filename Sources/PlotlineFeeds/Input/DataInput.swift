import Foundation
import PlotlineValues

/// Where a data file's bytes come from, opened as often as a reader needs to go over them: a file on disk (gzip
/// recognized by its first bytes, whatever its name) or bytes in memory. Every opening recodes the text to UTF-8
/// (see `TextChunkSource`).
struct DataInput {
    /// The name messages give the input: the path as the user wrote it.
    let displayName: String
    /// About how many bytes the input holds once inflated, when that can be known cheaply.
    let estimatedByteCount: Int?
    /// True when the bytes are gzip-compressed.
    let isCompressed: Bool
    /// For a file read as it is (not gzip), its absolute path and size: such a file can be read in parts at once.
    let partitionable: (path: String, size: Int)?
    private let openRaw: () throws -> any ByteChunkSource

    /// The size of the chunks readers ask for.
    static let chunkSize = 1 << 20

    /// The first bytes of every gzip file.
    static let gzipMagic: [UInt8] = [0x1F, 0x8B]

    /// Bytes in memory, named `displayName` in messages.
    static func bytes(_ bytes: [UInt8], displayName: String) -> DataInput {
        DataInput(
            displayName: displayName, estimatedByteCount: bytes.count, isCompressed: false, partitionable: nil,
            openRaw: { MemoryChunkSource(bytes) })
    }

    /// The file at a user's path (resolved as `DataFile.resolve` does).
    ///
    /// - Throws: an `IOError` naming the path as given and the directory it was looked for in.
    static func file(_ path: String) throws -> DataInput {
        let resolved = DataFile.resolve(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw ModelError(
                .ioError, "no such file '\(path)'",
                hint: "relative paths start in \(FileManager.default.currentDirectoryPath)")
        }
        guard !isDirectory.boolValue else { throw ModelError(.ioError, "'\(path)' is a directory, not a data file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? Int
        let head = try firstBytes(of: resolved, displayName: path, count: 2)
        let isCompressed = head == gzipMagic
        let estimate = isCompressed ? inflatedSize(of: resolved, compressedSize: size) : size
        return DataInput(
            displayName: path, estimatedByteCount: estimate, isCompressed: isCompressed,
            partitionable: isCompressed ? nil : size.map { (resolved, $0) },
            openRaw: {
                let file = try FileChunkSource(path: resolved, displayName: path)
                return isCompressed ? try GzipChunkSource(file, displayName: path) : file
            })
    }

    /// Opens the input from its start, recoding its text to UTF-8 (from `encoding` when given).
    func open(encoding: TextEncoding? = nil) throws -> TextChunkSource {
        TextChunkSource(try openRaw(), encoding: encoding)
    }

    /// Opens the bytes in `range` of a file that can be read in parts, recoding its text to UTF-8.
    ///
    /// - Throws: an `IOError`.
    func open(range: Range<Int>) throws -> TextChunkSource {
        guard let partitionable else { preconditionFailure("open(range:) of an input that cannot be read in parts") }
        return TextChunkSource(try FileChunkSource(path: partitionable.path, displayName: displayName, range: range))
    }

    /// Where a file that can be read in parts may be cut in two: just after the first line break past its middle;
    /// nil for other inputs, files under `minimumSize`, and a second half with no line break in its first 64 KB.
    func halves(minimumSize: Int) throws -> (first: Range<Int>, second: Range<Int>)? {
        guard let (path, size) = partitionable, size >= minimumSize else { return nil }
        let middle = size / 2
        let file = try FileChunkSource(path: path, displayName: displayName, range: middle..<min(size, middle + 65_536))
        var window: [UInt8] = []
        _ = try file.read(appendingTo: &window, maximum: 65_536)
        guard let lineBreak = window.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let cut = middle + lineBreak + 1
        return (0..<cut, cut..<size)
    }

    /// All of the input's bytes as UTF-8, for readers that parse a whole document (JSON); each chunk is asked of the
    /// running cell's memory budget before it is kept.
    ///
    /// - Throws: an `IOError`, a `DataError` for a corrupt gzip stream, a `MemoryError`, `Interrupted`.
    func readAll() throws -> [UInt8] {
        let source = try open()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(estimatedByteCount ?? 0)
        var loop = LoopGuard()
        while true {
            try loop.reserve(DataInput.chunkSize, for: "reading '\(displayName)'")
            guard try source.read(appendingTo: &bytes, maximum: DataInput.chunkSize) > 0 else { return bytes }
            try loop.tick()
        }
    }

    private static func firstBytes(of path: String, displayName: String, count: Int) throws -> [UInt8] {
        let file = try FileChunkSource(path: path, displayName: displayName)
        var bytes: [UInt8] = []
        while bytes.count < count, try file.read(appendingTo: &bytes, maximum: count - bytes.count) > 0 {}
        return bytes
    }

    /// The inflated size a gzip file's trailer gives (modulo 4 GiB: files that inflate past it are estimated at
    /// five times their compressed size).
    private static func inflatedSize(of path: String, compressedSize: Int?) -> Int? {
        guard let compressedSize, compressedSize >= 18, let handle = FileHandle(forReadingAtPath: path) else {
            return compressedSize
        }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(compressedSize - 4))) != nil,
              let trailer = try? handle.read(upToCount: 4), trailer.count == 4
        else { return compressedSize }
        let size = trailer.reversed().reduce(0) { $0 << 8 | Int($1) }
        return size >= compressedSize ? size : compressedSize * 5
    }
}

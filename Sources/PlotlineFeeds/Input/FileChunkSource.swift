#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlotlineValues

/// A file, or a stretch of one, read with POSIX `pread(2)` in chunks; the descriptor closes when the source goes.
final class FileChunkSource: ByteChunkSource {
    private let descriptor: Int32
    private let displayName: String
    private var offset: Int
    private let end: Int?

    /// Opens the file at an absolute path, named `displayName` in messages, to read the bytes in `range` (all of
    /// them when nil).
    ///
    /// - Throws: an `IOError` saying why the file cannot be opened.
    init(path: String, displayName: String, range: Range<Int>? = nil) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ModelError(.ioError, "cannot open '\(displayName)': \(String(cString: strerror(errno)))",
                             hint: "check the file's permissions")
        }
        self.descriptor = descriptor
        self.displayName = displayName
        offset = range?.lowerBound ?? 0
        end = range?.upperBound
    }

    deinit {
        close(descriptor)
    }

    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int {
        var failure: Int32 = 0
        let wanted = end.map { min(maximum, max(0, $0 - offset)) } ?? maximum
        guard wanted > 0 else { return 0 }
        let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { storage, count in
            while true {
                let read = readFile(descriptor, storage.baseAddress, wanted, offset)
                if read >= 0 {
                    count = read
                    return
                }
                count = 0
                if errno != EINTR {
                    failure = errno
                    return
                }
            }
        }
        guard failure == 0 else {
            throw ModelError(.ioError, "cannot read '\(displayName)': \(String(cString: strerror(failure)))")
        }
        offset += chunk.count
        buffer.append(contentsOf: chunk)
        return chunk.count
    }
}

/// POSIX `pread(2)`, named apart from the source's own `read`.
private func readFile(_ descriptor: Int32, _ destination: UnsafeMutablePointer<UInt8>?, _ count: Int, _ offset: Int) -> Int {
    pread(descriptor, destination, count, off_t(offset))
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlotlineValues

/// A file read with POSIX `read(2)` in chunks; the descriptor closes when the source goes.
final class FileChunkSource: ByteChunkSource {
    private let descriptor: Int32
    private let displayName: String

    /// Opens the file at an absolute path, named `displayName` in messages.
    ///
    /// - Throws: an `IOError` saying why the file cannot be opened.
    init(path: String, displayName: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ModelError(.ioError, "cannot open '\(displayName)': \(String(cString: strerror(errno)))",
                             hint: "check the file's permissions")
        }
        self.descriptor = descriptor
        self.displayName = displayName
    }

    deinit {
        close(descriptor)
    }

    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int {
        var failure: Int32 = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: maximum) { storage, count in
            while true {
                let read = readFile(descriptor, storage.baseAddress, maximum)
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
        buffer.append(contentsOf: chunk)
        return chunk.count
    }
}

/// POSIX `read(2)`, named apart from the source's own `read`.
private func readFile(_ descriptor: Int32, _ destination: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(descriptor, destination, count)
}

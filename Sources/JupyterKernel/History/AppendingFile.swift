#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for appending (`O_APPEND`), so that lines written by several kernels at once never overwrite
/// each other: each `append` is one `write` at the end of the file.
final class AppendingFile {
    private let descriptor: Int32

    /// Opens (creating it with mode 0600) the file at `path`; nil when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    /// Writes `bytes` at the end of the file; false when the write failed or was short.
    func append(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    deinit {
        close(descriptor)
    }
}

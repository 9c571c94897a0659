#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking pipe that a poller watches (the kernel's ZeroMQ poller, the REPL's key reader), so another
/// thread or a signal watcher can wake it at once.
///
/// `signal()` may be called from any thread. `drain()` makes the pipe unreadable again (for repeated wake-ups);
/// a pipe that is never drained stays readable for good (a latch, for "stop").
public final class WakePipe: Sendable {
    /// The end to poll.
    public let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A new pipe.
    /// - Throws: `SystemCallError` when the process is out of descriptors.
    public init() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw SystemCallError.current("pipe") }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }

    /// Makes the read end readable. A full pipe is already readable, so a failed write changes nothing.
    public func signal() {
        var byte: UInt8 = 1
        while write(writeDescriptor, &byte, 1) == -1 && errno == EINTR {}
    }

    /// Reads everything written so far, so the next poll waits for the next `signal()`.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            if count > 0 { continue }
            if count == -1 && errno == EINTR { continue }
            return
        }
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}

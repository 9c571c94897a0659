#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX call that failed, with `errno` and its message.
public struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    public let code: Int32
    /// The call that failed, e.g. `pipe`.
    public let call: String

    /// The error of the last failed call on this thread.
    public static func current(_ call: String) -> SystemCallError {
        SystemCallError(code: errno, call: call)
    }

    /// `pipe failed: Too many open files`.
    public var description: String {
        "\(call) failed: \(String(cString: strerror(code)))"
    }
}

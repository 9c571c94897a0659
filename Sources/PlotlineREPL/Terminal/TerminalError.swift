/// A terminal operation that failed.
public struct TerminalError: Error, CustomStringConvertible, Equatable {
    /// What was being done: `read the terminal settings`.
    public let operation: String
    /// The system's error number.
    public let code: Int32
    /// The system's description of the error.
    public let reason: String

    /// Makes an error.
    public init(operation: String, code: Int32, reason: String) {
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    /// `cannot read the terminal settings: Inappropriate ioctl for device`.
    public var description: String {
        "cannot \(operation): \(reason)"
    }
}

internal import CZeroMQ

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libzmq call that failed, with `zmq_errno` and its message.
public struct ZMQError: Error, Sendable, Equatable {
    /// The errno value libzmq reported.
    public let code: Int32
    /// The call that failed, e.g. `zmq_bind(tcp://127.0.0.1:5555)`.
    public let operation: String
    /// `zmq_strerror(code)`.
    public let message: String

    /// The error libzmq reports for the last failed call on this thread.
    static func current(_ operation: String) -> ZMQError {
        let code = zmq_errno()
        return ZMQError(code: code, operation: operation, message: String(cString: zmq_strerror(code)))
    }

    /// Runs a libzmq call that returns -1 on failure, retrying when a signal interrupted it (EINTR).
    /// - Throws: `ZMQError` for any other failure.
    @discardableResult
    static func check(_ operation: @autoclosure () -> String, _ call: () -> Int32) throws -> Int32 {
        while true {
            let result = call()
            if result != -1 { return result }
            let error = current(operation())
            if error.code != EINTR { throw error }
        }
    }

    /// True when the context was shut down or terminated (ETERM): the socket's owner should stop.
    public var isTerminated: Bool { code == ETERM }

    /// True when a non-blocking call found nothing to do (EAGAIN).
    public var wouldBlock: Bool { code == EAGAIN }
}

extension ZMQError: CustomStringConvertible {
    /// `zmq_bind(tcp://…) failed: Address already in use`.
    public var description: String {
        "\(operation) failed: \(message)"
    }
}

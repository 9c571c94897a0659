internal import CZeroMQ

/// Owns a libzmq context; terminating it waits (up to each socket's linger) for queued messages to go out.
///
/// Thread-safe, as libzmq contexts are. Sockets keep their context alive.
public final class ZMQContext: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    private var isTerminated = false

    /// A new context.
    /// - Throws: `ZMQError` when libzmq cannot make one (too many open files).
    public init() throws {
        guard let handle = zmq_ctx_new() else { throw ZMQError.current("zmq_ctx_new") }
        self.handle = handle
    }

    /// Makes every blocking call on this context's sockets return with ETERM (how the heartbeat proxy is stopped);
    /// sockets must still be closed before `terminate()` returns.
    public func shutDown() {
        _ = zmq_ctx_shutdown(handle)
    }

    /// Waits until every socket is closed and their queued messages are sent (or their linger ran out), then frees
    /// the context. Call it once, from one thread; `deinit` does it when it was not called.
    public func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        _ = try? ZMQError.check("zmq_ctx_term") { zmq_ctx_term(handle) }
    }

    deinit {
        terminate()
    }

    /// The version of the libzmq in use, e.g. "4.3.4".
    public static var libraryVersion: String {
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        zmq_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

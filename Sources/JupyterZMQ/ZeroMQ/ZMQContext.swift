internal import CZeroMQ
import Synchronization

/// Owns a libzmq context; terminating it waits (up to each socket's linger) for queued messages to go out.
///
/// Thread-safe, as libzmq contexts are. Sockets keep their context alive.
///
/// `@unchecked Sendable`: `handle` is the only state the compiler cannot check, a pointer set once in `init` and
/// never changed; libzmq documents a context as safe to use from any number of threads at once, so
/// `zmq_socket`, `zmq_ctx_shutdown` and `zmq_ctx_term` may be called on it from any thread. The one mutable
/// flag, `terminated`, is an `Atomic`: `zmq_ctx_term` (which frees the context) runs once however many threads
/// call `terminate()`, and a `shutDown()` that starts after `terminate()` began does nothing. (The owners in this
/// module, `ZMQKernelServer.close()` and `ZMQSubscriber.close()`, shut down and terminate on one thread, in
/// that order.)
public final class ZMQContext: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    private let terminated = Atomic<Bool>(false)

    /// A new context.
    /// - Throws: `ZMQError` when libzmq cannot make one (too many open files).
    public init() throws {
        guard let handle = zmq_ctx_new() else { throw ZMQError.current("zmq_ctx_new") }
        self.handle = handle
    }

    /// Makes every blocking call on this context's sockets return with ETERM (how the heartbeat proxy is stopped);
    /// sockets must still be closed before `terminate()` returns. Does nothing once the context is terminated.
    public func shutDown() {
        guard !terminated.load(ordering: .acquiring) else { return }
        _ = zmq_ctx_shutdown(handle)
    }

    /// Waits until every socket is closed and their queued messages are sent (or their linger ran out), then frees
    /// the context. Only the first call does this; `deinit` does it when it was not called.
    public func terminate() {
        guard !terminated.exchange(true, ordering: .acquiringAndReleasing) else { return }
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

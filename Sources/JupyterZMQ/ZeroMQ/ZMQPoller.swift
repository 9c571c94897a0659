internal import CZeroMQ

/// Waits until any of a fixed set of sockets or file descriptors is readable (`zmq_poll`).
///
/// Built once per waiting loop and reused; not thread-safe.
public final class ZMQPoller {
    /// Something to wait on.
    public enum Item {
        /// A ZeroMQ socket with a message queued.
        case socket(ZMQSocket)
        /// A file descriptor with bytes to read (a wake-up pipe).
        case fileDescriptor(Int32)
    }

    private var items: [zmq_pollitem_t]
    private let sockets: [ZMQSocket]

    /// A poller for `items`, reported in the same order.
    public init(_ items: [Item]) {
        var sockets: [ZMQSocket] = []
        self.items = items.map { item in
            switch item {
            case .socket(let socket):
                sockets.append(socket)
                return zmq_pollitem_t(socket: socket.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0)
            case .fileDescriptor(let descriptor):
                return zmq_pollitem_t(socket: nil, fd: descriptor, events: Int16(ZMQ_POLLIN), revents: 0)
            }
        }
        self.sockets = sockets
    }

    /// Waits at most `timeout` (nil: without limit) and returns, per item, whether it is readable.
    /// A signal (EINTR) restarts the wait with the time left.
    /// - Throws: `ZMQError`; ETERM when the context was shut down.
    public func poll(timeout: Duration?) throws -> [Bool] {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            let milliseconds = deadline.map { Self.milliseconds(until: $0) } ?? -1
            let count = items.count
            let result = items.withUnsafeMutableBufferPointer { buffer in
                zmq_poll(buffer.baseAddress, Int32(count), milliseconds)
            }
            if result >= 0 { return items.map { $0.revents & Int16(ZMQ_POLLIN) != 0 } }
            let error = ZMQError.current("zmq_poll")
            if error.code != EINTR { throw error }
        }
    }

    /// Whole milliseconds to wait, rounded up so that a short wait does not spin.
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int {
        let remaining = deadline - .now
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(min(milliseconds, Int64(Int32.max)))
    }
}

/// A SUB socket connected to a publisher and subscribed to everything: what a live data feed reads messages
/// from (`feed.subscribe("tcp://127.0.0.1:5556")` in Plotline). It knows nothing of what the messages hold.
///
/// It owns its context and socket. Use it from one thread at a time (a reader thread receiving in a loop) and
/// close it on that thread; `close()` is also done by `deinit`.
///
/// ```swift
/// let subscriber = try ZMQSubscriber(endpoint: "tcp://127.0.0.1:5556")
/// while running {
///     if let frames = try subscriber.receive(timeout: .milliseconds(100)) { handle(frames) }
/// }
/// subscriber.close()
/// ```
public final class ZMQSubscriber {
    /// The endpoint connected to.
    public let endpoint: String

    private let context: ZMQContext
    private let socket: ZMQSocket
    private let poller: ZMQPoller
    private var isClosed = false

    /// The largest message accepted; a publisher sending more is disconnected by libzmq.
    public static let maximumMessageBytes: Int64 = 64 << 20
    /// How many messages may wait unread before newer ones are dropped (ZMQ_RCVHWM's default).
    public static let receiveHighWaterMark: Int32 = 100_000

    /// Connects to `endpoint` (`tcp://host:port`, `ipc://path`) and subscribes to every message. The connection
    /// completes in the background, and again after the publisher restarts.
    /// - Throws: `ZMQError` for a malformed endpoint or when libzmq cannot make the socket.
    public init(endpoint: String) throws {
        self.endpoint = endpoint
        context = try ZMQContext()
        socket = try ZMQSocket(context: context, type: .subscriber)
        try socket.setLinger(milliseconds: 0)
        try socket.setMaximumMessageSize(Self.maximumMessageBytes)
        try socket.setReceiveHighWaterMark(Self.receiveHighWaterMark)
        try socket.subscribe(to: [])
        try socket.connect(endpoint)
        poller = ZMQPoller([.socket(socket)])
    }

    /// The frames of the next message, or nil when none arrived within `timeout`.
    /// - Throws: `ZMQError` (ETERM once closed).
    public func receive(timeout: Duration) throws -> [[UInt8]]? {
        let ready = try poller.poll(timeout: timeout)
        guard ready.first == true else { return nil }
        do {
            return try socket.receive(wait: false)
        } catch let error as ZMQError where error.wouldBlock {
            return nil
        }
    }

    /// Closes the socket and the context; messages not yet received are dropped.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        socket.close()
        context.terminate()
    }

    deinit {
        close()
    }
}

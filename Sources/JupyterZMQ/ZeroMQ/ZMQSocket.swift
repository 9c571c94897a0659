internal import CZeroMQ

/// Owns one libzmq socket: options, bind/connect, multipart send and receive, and closing.
///
/// ZeroMQ sockets are not thread-safe: use a socket from one thread at a time (it may move between threads, e.g.
/// be made on one thread and handed to a worker). Closing happens in `close()` or `deinit`, with the linger set.
///
/// ```swift
/// let socket = try ZMQSocket(context: context, type: .router)
/// try socket.setLinger(milliseconds: 1000)
/// try socket.bind("tcp://127.0.0.1:*")
/// let frames = try socket.receive()
/// ```
///
/// `@unchecked Sendable`: the mutable state is libzmq's socket behind `handle`, the receive `buffer` and
/// `isClosed`, all touched only by this class's methods (and `ZMQPoller`, which polls `handle`) on the thread
/// that uses the socket. Sharing is sound because a socket has one user at a time, as libzmq requires (it lets a
/// socket move between threads across a full memory barrier). The owners here keep that: the server's shell
/// socket is used by the thread in `run(_:)`, control by the control thread, stdin by the thread of the cell that
/// asks for input while the shell thread waits for it, and `close()` closes them after those threads are done;
/// IOPub and the heartbeat belong to their own threads, which close them (or `finish()`/`join()` do, when the
/// thread never started); a subscriber belongs to its reader thread. Each move between threads goes through a
/// thread start, a semaphore or a lock, which are full barriers. `deinit` runs when no other reference is left.
public final class ZMQSocket: @unchecked Sendable {
    /// The socket's type.
    public let type: ZMQSocketType

    let handle: UnsafeMutableRawPointer
    private let context: ZMQContext
    private let buffer = ZMQMessage()
    private var isClosed = false

    /// A new socket in `context`.
    /// - Throws: `ZMQError` when libzmq cannot make it.
    public init(context: ZMQContext, type: ZMQSocketType) throws {
        guard let handle = zmq_socket(context.handle, type.zmqValue) else {
            throw ZMQError.current("zmq_socket")
        }
        self.handle = handle
        self.context = context
        self.type = type
    }

    // MARK: Options

    /// How long queued messages may still go out after `close()` (ZMQ_LINGER); -1 waits forever.
    public func setLinger(milliseconds: Int32) throws {
        try setOption(ZMQ_LINGER, milliseconds, name: "ZMQ_LINGER")
    }

    /// Lets a ROUTER hand an identity over to a reconnecting peer (ZMQ_ROUTER_HANDOVER), as ipykernel does on
    /// shell and stdin.
    public func setRouterHandover(_ enabled: Bool) throws {
        try setOption(ZMQ_ROUTER_HANDOVER, enabled ? 1 : 0, name: "ZMQ_ROUTER_HANDOVER")
    }

    /// Makes an XPUB deliver every subscription, repeats included (ZMQ_XPUB_VERBOSE), so each gets a welcome.
    public func setVerboseSubscriptions(_ enabled: Bool) throws {
        try setOption(ZMQ_XPUB_VERBOSE, enabled ? 1 : 0, name: "ZMQ_XPUB_VERBOSE")
    }

    /// Makes the socket drop any peer that sends a message larger than `bytes` (ZMQ_MAXMSGSIZE); -1 for no limit.
    public func setMaximumMessageSize(_ bytes: Int64) throws {
        var value = bytes
        try ZMQError.check("zmq_setsockopt(ZMQ_MAXMSGSIZE)") {
            zmq_setsockopt(handle, ZMQ_MAXMSGSIZE, &value, MemoryLayout<Int64>.size)
        }
    }

    /// How many outgoing messages may queue per peer before the socket drops (PUB) or blocks (ZMQ_SNDHWM).
    public func setSendHighWaterMark(_ messages: Int32) throws {
        try setOption(ZMQ_SNDHWM, messages, name: "ZMQ_SNDHWM")
    }

    /// How many incoming messages may queue before newer ones are dropped (SUB) or the peer blocks (ZMQ_RCVHWM).
    public func setReceiveHighWaterMark(_ messages: Int32) throws {
        try setOption(ZMQ_RCVHWM, messages, name: "ZMQ_RCVHWM")
    }

    /// How long a blocking `send` may wait for a peer to take the message before it throws EAGAIN
    /// (ZMQ_SNDTIMEO); -1 waits forever. A socket whose every peer failed its handshake has nowhere to send.
    public func setSendTimeout(milliseconds: Int32) throws {
        try setOption(ZMQ_SNDTIMEO, milliseconds, name: "ZMQ_SNDTIMEO")
    }

    /// Subscribes a SUB socket to messages starting with `prefix` (empty: everything).
    public func subscribe(to prefix: [UInt8]) throws {
        try setOption(ZMQ_SUBSCRIBE, bytes: prefix, name: "ZMQ_SUBSCRIBE")
    }

    /// The identity a DEALER or REQ presents to a ROUTER (ZMQ_ROUTING_ID); set it before connecting.
    public func setRoutingID(_ identity: [UInt8]) throws {
        try setOption(ZMQ_ROUTING_ID, bytes: identity, name: "ZMQ_ROUTING_ID")
    }

    /// Makes the socket a CurveZMQ server with the key pair `secretKey`/`publicKey` (Z85 text): it accepts only
    /// peers that complete the CURVE handshake, which needs this public key, and encrypts all traffic. Sets
    /// ZMQ_CURVE_SECRETKEY (what the handshake uses), ZMQ_CURVE_PUBLICKEY (kept with it, as ipykernel does) and
    /// then ZMQ_CURVE_SERVER; call it before `bind`.
    /// - Throws: `ZMQError`: EINVAL for a key that is not 40 characters of Z85, or when libzmq has no CURVE.
    public func setCurveServer(secretKey: String, publicKey: String) throws {
        try setOption(ZMQ_CURVE_SECRETKEY, bytes: Array(secretKey.utf8), name: "ZMQ_CURVE_SECRETKEY")
        try setOption(ZMQ_CURVE_PUBLICKEY, bytes: Array(publicKey.utf8), name: "ZMQ_CURVE_PUBLICKEY")
        try setOption(ZMQ_CURVE_SERVER, 1, name: "ZMQ_CURVE_SERVER")
    }

    /// Makes the socket a CurveZMQ client of the server whose public key is `serverKey`, presenting the key pair
    /// `publicKey`/`secretKey` (all Z85 text); call it before `connect`. A server with another key never answers.
    /// - Throws: `ZMQError`: EINVAL for a key that is not 40 characters of Z85, or when libzmq has no CURVE.
    public func setCurveClient(serverKey: String, publicKey: String, secretKey: String) throws {
        try setOption(ZMQ_CURVE_SERVERKEY, bytes: Array(serverKey.utf8), name: "ZMQ_CURVE_SERVERKEY")
        try setOption(ZMQ_CURVE_PUBLICKEY, bytes: Array(publicKey.utf8), name: "ZMQ_CURVE_PUBLICKEY")
        try setOption(ZMQ_CURVE_SECRETKEY, bytes: Array(secretKey.utf8), name: "ZMQ_CURVE_SECRETKEY")
    }

    /// True when the socket uses the CURVE security mechanism (ZMQ_MECHANISM), as a server or a client.
    /// - Throws: `ZMQError`.
    public func usesCurve() throws -> Bool {
        var mechanism: Int32 = 0
        var size = MemoryLayout<Int32>.size
        try ZMQError.check("zmq_getsockopt(ZMQ_MECHANISM)") { zmq_getsockopt(handle, ZMQ_MECHANISM, &mechanism, &size) }
        return mechanism == ZMQ_CURVE
    }

    /// The endpoint last bound, with the port the system picked for `*` (ZMQ_LAST_ENDPOINT).
    /// - Throws: `ZMQError`.
    public func lastEndpoint() throws -> String {
        var buffer = [CChar](repeating: 0, count: 1024)
        var size = buffer.count
        try ZMQError.check("zmq_getsockopt(ZMQ_LAST_ENDPOINT)") {
            zmq_getsockopt(handle, ZMQ_LAST_ENDPOINT, &buffer, &size)
        }
        let bytes = buffer.prefix(max(0, size)).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func setOption(_ option: Int32, _ value: Int32, name: String) throws {
        var value = value
        try ZMQError.check("zmq_setsockopt(\(name))") {
            zmq_setsockopt(handle, option, &value, MemoryLayout<Int32>.size)
        }
    }

    private func setOption(_ option: Int32, bytes: [UInt8], name: String) throws {
        _ = try bytes.withUnsafeBytes { buffer in
            try ZMQError.check("zmq_setsockopt(\(name))") {
                zmq_setsockopt(handle, option, buffer.baseAddress, buffer.count)
            }
        }
    }

    // MARK: Endpoints

    /// Listens on `endpoint` (`tcp://127.0.0.1:5555`, `tcp://127.0.0.1:*`, `ipc:///tmp/k-1`, `inproc://name`).
    /// - Throws: `ZMQError`, e.g. "Address already in use".
    public func bind(_ endpoint: String) throws {
        try ZMQError.check("zmq_bind(\(endpoint))") { zmq_bind(handle, endpoint) }
    }

    /// Connects to `endpoint`; the connection completes in the background.
    /// - Throws: `ZMQError` for a malformed endpoint.
    public func connect(_ endpoint: String) throws {
        try ZMQError.check("zmq_connect(\(endpoint))") { zmq_connect(handle, endpoint) }
    }

    // MARK: Messages

    /// Sends a multipart message; `wait: false` throws EAGAIN instead of blocking.
    /// - Throws: `ZMQError`.
    public func send(_ frames: [[UInt8]], wait: Bool = true) throws {
        try ZMQMessage.send(frames, on: handle, wait: wait)
    }

    /// Receives the frames of the next message; `wait: false` throws EAGAIN when none is queued.
    /// - Throws: `ZMQError` (ETERM after the context shut down).
    public func receive(wait: Bool = true) throws -> [[UInt8]] {
        try buffer.receive(from: handle, wait: wait)
    }

    /// Forwards every message this socket receives back out of itself until the context shuts down: the
    /// heartbeat echo (`zmq_proxy(socket, socket, NULL)`).
    /// - Throws: `ZMQError`; ETERM when the context was shut down (the normal way to stop).
    public func echoUntilShutDown() throws {
        try ZMQError.check("zmq_proxy") { zmq_proxy(handle, handle, nil) }
    }

    /// Closes the socket; queued outgoing messages still go out for up to the linger time.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = zmq_close(handle)
    }

    deinit {
        close()
    }
}

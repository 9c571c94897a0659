import Dispatch
import JupyterKernel
import Synchronization
import PlotlineRuntime

/// The kernel's ZeroMQ transport: binds the five sockets of a connection file and runs the kernel on them.
///
/// Threads: the calling thread serves shell (and stdin while a cell waits for input); control is served on a
/// thread of its own so shutdown and interrupt never wait behind a cell; the IOPub publisher and the heartbeat
/// each have a thread. Incoming messages are verified with the connection key against the frames as received;
/// bad ones are logged to stderr and dropped.
///
/// When the connection file carries a CurveZMQ key pair (`ConnectionInfo.curveKeys`), every socket is a CurveZMQ
/// server with it before it binds: only clients that know the kernel's public key complete the handshake, and
/// all traffic is encrypted. Without keys the sockets are plain, as always.
///
/// ```swift
/// let info = try ConnectionInfo(contentsOf: path)
/// let server = try ZMQKernelServer(connection: info, logger: logger)
/// let kernel = Kernel(interpreter: interpreter, logger: logger)
/// try server.run(kernel)    // blocks until shutdown_request, then closes everything
/// ```
///
/// `@unchecked Sendable`: the compiler cannot check the sockets' pollers (`ZMQPoller` keeps per-poll state) and
/// relies on `ZMQSocket`'s one-user-at-a-time rule. Each channel's socket and poller are used by one thread at a
/// time: shell by the thread in `run(_:)` (`receive(on: .shell)`, replies), control by the control thread `run`
/// starts, stdin by the thread of a cell asking for input while the shell thread waits for that cell; IOPub and
/// the heartbeat only by their own threads. `close()` closes the sockets only when `run` never started them or,
/// at the end of `run`, after the shell loop returned and the control thread was joined; while `run` serves, a
/// `close()` from another thread only stops it. The other mutable state, `lifecycle` and the stuck-shutdown
/// handler, sits in `Mutex`es; `publish`, `wake` and `stopReceiving` use only the publisher's locked queue and
/// wake-up pipes, which any thread may use.
public final class ZMQKernelServer: KernelTransport, @unchecked Sendable {
    /// The connection info with the ports actually bound (a port given as 0 is replaced by the one picked).
    public let connection: ConnectionInfo
    /// Verifies incoming and signs outgoing messages with the connection key.
    public let codec: WireCodec
    /// Where dropped messages and transport errors are logged.
    public let logger: Logger

    private let context: ZMQContext
    private let shell: ZMQSocket
    private let control: ZMQSocket
    private let stdin: ZMQSocket
    private let publisher: IOPubPublisher
    private let heartbeat: Heartbeat
    private let stopSignal: WakePipe
    private let wakeSignal: WakePipe
    private let shellPoller: ZMQPoller
    private let controlPoller: ZMQPoller
    private let stdinPoller: ZMQPoller
    private let lifecycle = Mutex(Lifecycle.ready)
    private let stuckShutdownHandler = Mutex<@Sendable () -> Void>({})

    private enum Lifecycle { case ready, running, closed }

    /// The linger of every socket: how long replies queued at shutdown may still take to go out.
    public static let lingerMilliseconds: Int32 = 1000
    /// The largest message accepted on shell, control and stdin; a peer sending more is disconnected by libzmq
    /// (and its message dropped) before any of it is read.
    public static let maximumRequestBytes: Int64 = 64 << 20
    /// The largest message accepted on the heartbeat and on IOPub (where only subscriptions arrive).
    public static let maximumSmallMessageBytes: Int64 = 64 << 10
    /// How many IOPub messages may wait for one slow subscriber before newer ones are dropped for it.
    public static let iopubHighWaterMark: Int32 = 10_000
    /// How long a running cell may ignore a shutdown before the process exits anyway.
    public static let shutdownGracePeriod: Duration = .milliseconds(1200)

    /// Called when the running cell has not stopped within `shutdownGracePeriod` of a shutdown request
    /// (the executable exits the process). Set it before `run(_:)`.
    public var onStuckShutdown: @Sendable () -> Void {
        get { stuckShutdownHandler.withLock { $0 } }
        set { stuckShutdownHandler.withLock { $0 = newValue } }
    }

    /// Binds shell, control and stdin (ROUTER), IOPub (XPUB) and heartbeat (ROUTER) as `connection` says, each a
    /// CurveZMQ server when `connection.curveKeys` is set.
    /// - Throws: `ZMQKernelServerError` when the connection asks for CurveZMQ and libzmq has no CURVE or the keys
    ///   do not belong together (never falling back to plain sockets), `ZMQError` when a socket cannot be made or
    ///   bound (a port in use), `SystemCallError` when a wake-up pipe cannot be made.
    public init(connection: ConnectionInfo, logger: Logger = Logger()) throws {
        if let keys = connection.curveKeys { try Self.checkCurve(keys, available: ZMQCurve.isAvailable) }
        let context = try ZMQContext()
        var bound = connection
        func socket(_ type: ZMQSocketType, for channel: Channel) throws -> ZMQSocket {
            let socket = try ZMQSocket(context: context, type: type)
            if let keys = connection.curveKeys {
                try socket.setCurveServer(secretKey: keys.secretKey, publicKey: keys.publicKey)
            }
            try socket.setLinger(milliseconds: Self.lingerMilliseconds)
            if channel == .shell || channel == .stdin { try socket.setRouterHandover(true) }
            if channel == .iopub {
                try socket.setVerboseSubscriptions(true)
                try socket.setSendHighWaterMark(Self.iopubHighWaterMark)
            }
            switch channel {
            case .shell, .control, .stdin: try socket.setMaximumMessageSize(Self.maximumRequestBytes)
            case .iopub, .heartbeat: try socket.setMaximumMessageSize(Self.maximumSmallMessageBytes)
            }
            try socket.bind(connection.endpoint(for: channel))
            if connection.transport == "tcp", connection.port(for: channel) == 0 {
                bound.setPort(try Self.port(of: socket.lastEndpoint()), for: channel)
            }
            return socket
        }
        shell = try socket(.router, for: .shell)
        control = try socket(.router, for: .control)
        stdin = try socket(.router, for: .stdin)
        let iopub = try socket(.extendedPublisher, for: .iopub)
        let heartbeatSocket = try socket(.router, for: .heartbeat)

        codec = WireCodec(key: connection.key)
        self.connection = bound
        self.context = context
        self.logger = logger
        publisher = try IOPubPublisher(socket: iopub, codec: codec, logger: logger)
        heartbeat = Heartbeat(socket: heartbeatSocket, logger: logger)
        stopSignal = try WakePipe()
        wakeSignal = try WakePipe()
        shellPoller = ZMQPoller([
            .socket(shell), .fileDescriptor(stopSignal.readDescriptor), .fileDescriptor(wakeSignal.readDescriptor),
        ])
        controlPoller = ZMQPoller([.socket(control), .fileDescriptor(stopSignal.readDescriptor)])
        stdinPoller = ZMQPoller([.socket(stdin), .fileDescriptor(stopSignal.readDescriptor)])
        if !codec.signer.isEnabled { logger.warning("the connection file has no key: messages are not signed") }
        if connection.curveKeys != nil { logger.info("transport encryption: every socket is a CurveZMQ server") }
        for channel in Channel.allCases {
            logger.info("\(channel.rawValue) on \(bound.endpoint(for: channel))")
        }
    }

    /// Serves `kernel` until it is asked to shut down: control on a new thread, shell on this one. Then sends
    /// what is still queued (within the linger) and closes every socket. Call it once.
    /// - Throws: `ZMQKernelServerError.alreadyRun` on a second call.
    public func run(_ kernel: Kernel) throws {
        try lifecycle.withLock { state in
            guard state == .ready else { throw ZMQKernelServerError.alreadyRun }
            state = .running
        }
        publisher.start(session: kernel.session)
        heartbeat.start()
        let shellFinished = DispatchSemaphore(value: 0)
        let controlThread = WorkerThread(name: "plotline-control") { [self] in
            kernel.runControl(on: self)
            guard kernel.shutdownRequest != nil else { return }
            if shellFinished.wait(timeout: .now() + .milliseconds(Self.milliseconds(Self.shutdownGracePeriod))) == .timedOut {
                logger.warning("the running cell ignored the shutdown for \(Self.shutdownGracePeriod); exiting anyway")
                onStuckShutdown()
            }
        }
        kernel.runShell(on: self)
        shellFinished.signal()
        stopReceiving()
        controlThread.join()
        lifecycle.withLock { $0 = .closed }
        closeSockets()
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// Closes every socket and the context, sending what is queued within the linger. While `run(_:)` serves, it
    /// only makes `run` stop, and `run` closes everything once its threads are done (as it always ends).
    public func close() {
        let previous = lifecycle.withLock { state in
            defer { if state == .ready { state = .closed } }
            return state
        }
        switch previous {
        case .ready: closeSockets()
        case .running: stopReceiving()
        case .closed: break
        }
    }

    /// Closes every socket and the context; called once, when no thread uses the sockets any more.
    private func closeSockets() {
        publisher.finish()
        shell.close()
        control.close()
        stdin.close()
        context.shutDown()
        heartbeat.join()
        context.terminate()
        logger.info("transport closed")
    }

    deinit {
        close()
    }

    // MARK: KernelTransport

    /// Waits for the next valid message on shell, control or stdin; drops (and logs) frames that do not decode
    /// or verify.
    public func receive(on channel: Channel, timeout: Duration?) -> TransportEvent {
        guard let (socket, poller) = receiver(for: channel) else {
            logger.error("cannot receive on \(channel.rawValue)")
            return .stopped
        }
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            let ready: [Bool]
            do {
                ready = try poller.poll(timeout: deadline.map { max(.zero, $0 - .now) })
            } catch {
                logFailure(error, on: channel)
                return .stopped
            }
            if ready[1] { return .stopped }
            if ready[0], let message = receiveMessage(from: socket, on: channel) { return .message(message) }
            if ready.count > 2, ready[2] {
                wakeSignal.drain()
                return .timedOut
            }
            if let deadline, ContinuousClock.now >= deadline { return .timedOut }
        }
    }

    /// Signs and sends `message` on shell, control or stdin. Call it on the thread serving that channel.
    public func send(_ message: Message, on channel: Channel) throws {
        guard let (socket, _) = receiver(for: channel) else { throw ZMQKernelServerError.notARequestChannel(channel) }
        try socket.send(codec.encode(message))
    }

    /// Signs `message` and hands it to the IOPub publisher thread.
    public func publish(_ message: Message) throws {
        try publisher.enqueue(codec.encode(message))
    }

    /// Ends every pending and later `receive`.
    public func stopReceiving() {
        stopSignal.signal()
    }

    /// Makes a waiting (or the next) `receive` on shell return `.timedOut` at once: live records arrived and the
    /// shell loop should run the interpreter's idle work. Any thread.
    public func wake() {
        wakeSignal.signal()
    }

    // MARK: Helpers

    private func receiver(for channel: Channel) -> (ZMQSocket, ZMQPoller)? {
        switch channel {
        case .shell: return (shell, shellPoller)
        case .control: return (control, controlPoller)
        case .stdin: return (stdin, stdinPoller)
        case .iopub, .heartbeat: return nil
        }
    }

    private func receiveMessage(from socket: ZMQSocket, on channel: Channel) -> Message? {
        let frames: [[UInt8]]
        do {
            frames = try socket.receive(wait: false)
        } catch let error as ZMQError where error.wouldBlock {
            return nil
        } catch {
            logFailure(error, on: channel)
            return nil
        }
        do {
            return try codec.decode(frames)
        } catch {
            logger.warning("dropped a message on \(channel.rawValue): \(error)")
            return nil
        }
    }

    private func logFailure(_ error: any Error, on channel: Channel) {
        if let error = error as? ZMQError, error.isTerminated {
            logger.debug("\(channel.rawValue): context terminated")
        } else {
            logger.error("\(channel.rawValue): \(error)")
        }
    }

    /// Refuses to start when CurveZMQ was asked for and cannot be given: a libzmq without CURVE
    /// (`available == false`), or a public key that is not the secret key's (clients would authenticate a key the
    /// kernel does not hold, and every connection would fail in silence).
    static func checkCurve(_ keys: CurveKeyPair, available: Bool) throws {
        guard available else { throw ZMQKernelServerError.curveUnavailable(libraryVersion: ZMQContext.libraryVersion) }
        guard try ZMQCurve.publicKey(forSecretKey: keys.secretKey) == keys.publicKey else {
            throw ZMQKernelServerError.curveKeysDoNotMatch
        }
    }

    /// The port at the end of `tcp://127.0.0.1:53794`.
    private static func port(of endpoint: String) throws -> Int {
        guard let colon = endpoint.lastIndex(of: ":"), let port = Int(endpoint[endpoint.index(after: colon)...]) else {
            throw ZMQKernelServerError.unexpectedEndpoint(endpoint)
        }
        return port
    }
}

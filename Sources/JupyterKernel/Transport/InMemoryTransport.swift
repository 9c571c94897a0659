import Synchronization

/// A transport in memory for tests, in the manner of NIO's embedded channel.
///
/// A test plays the client: it `deliver`s frames or messages into a channel's inbox, runs the kernel's loops, and
/// reads back what was sent and published. Frames go through the same `WireCodec` as over ZeroMQ, so signing,
/// verification and parent headers are exercised byte for byte. When an inbox is empty, `receive` returns
/// `.stopped` (the input ran out) so a loop ends instead of blocking.
///
/// ```swift
/// let transport = InMemoryTransport(key: "secret")
/// try transport.deliver(client.message("kernel_info_request"), on: .shell)
/// kernel.runShell(on: transport)
/// let replies = try transport.takeSent()
/// ```
public final class InMemoryTransport: KernelTransport {
    /// The kernel's codec: verifies what is delivered, signs what is sent.
    public let codec: WireCodec
    /// The client's codec: same key, no replay history, used to encode deliveries and decode outputs.
    public let clientCodec: WireCodec

    private let logger: Logger

    private struct State {
        var inboxes: [Channel: [[[UInt8]]]] = [:]
        var sent: [(channel: Channel, frames: [[UInt8]])] = []
        var published: [[[UInt8]]] = []
        var isStopped = false
        var isWoken = false
        var wakeCount = 0
        /// True when the last receive on shell returned a message: the next zero-timeout receive finding the
        /// inbox empty answers `.timedOut` (the queue drained), so the kernel's idle work runs as it would live.
        var shellJustServed = false
    }

    private let state = Mutex(State())
    private let responder = Mutex<(@Sendable (Message) -> Message?)?>(nil)

    /// Plays the front end on stdin: each message the kernel sends there (an `input_request`) is passed to
    /// `answer`, and what it returns is queued on stdin, as a client answering the prompt would.
    public func answerOnStdin(_ answer: @escaping @Sendable (Message) -> Message?) {
        responder.withLock { $0 = answer }
    }

    /// A transport signing with `key` (empty: no signing); dropped messages are logged to `logger`.
    public init(key: String = "", logger: Logger = Logger(level: .error)) {
        codec = WireCodec(key: key)
        clientCodec = WireCodec(signer: MessageSigner(key: key), history: nil)
        self.logger = logger
    }

    // MARK: Client side

    /// Queues raw frames on `channel`, as a client would send them.
    public func deliver(frames: [[UInt8]], on channel: Channel) {
        state.withLock { $0.inboxes[channel, default: []].append(frames) }
    }

    /// Encodes and signs `message` with the client codec and queues it on `channel`.
    /// - Throws: `WireError` when the message cannot be encoded.
    public func deliver(_ message: Message, on channel: Channel) throws {
        deliver(frames: try clientCodec.encode(message), on: channel)
    }

    /// Removes and returns the frames sent on shell, control and stdin so far, oldest first.
    public func takeSentFrames() -> [(channel: Channel, frames: [[UInt8]])] {
        state.withLock { state in
            defer { state.sent.removeAll() }
            return state.sent
        }
    }

    /// Removes and returns the messages sent on shell, control and stdin so far, decoded, oldest first.
    /// - Throws: `WireError` when a sent message does not decode (a kernel bug the test should see).
    public func takeSent() throws -> [(channel: Channel, message: Message)] {
        try takeSentFrames().map { (channel: $0.channel, message: try clientCodec.decode($0.frames)) }
    }

    /// Removes and returns the frames published on IOPub so far, oldest first.
    public func takePublishedFrames() -> [[[UInt8]]] {
        state.withLock { state in
            defer { state.published.removeAll() }
            return state.published
        }
    }

    /// Removes and returns the messages published on IOPub so far, decoded, oldest first.
    /// - Throws: `WireError` when a published message does not decode.
    public func takePublished() throws -> [Message] {
        try takePublishedFrames().map { try clientCodec.decode($0) }
    }

    // MARK: KernelTransport

    /// The next queued message on `channel` that verifies; `.timedOut` once after `wake()` when shell's inbox
    /// is empty, and for a zero timeout on shell right after a message (the queue drained); `.stopped` when the
    /// inbox is empty or after `stopReceiving()`. Other timeouts are ignored: nothing can arrive while the test's
    /// thread is in the kernel.
    public func receive(on channel: Channel, timeout: Duration?) -> TransportEvent {
        if channel == .shell, takeWake() { return .timedOut }
        while let frames = nextFrames(on: channel) {
            do {
                let message = try codec.decode(frames)
                if channel == .shell { state.withLock { $0.shellJustServed = true } }
                return .message(message)
            } catch {
                logger.warning("dropped a message on \(channel.rawValue): \(error)")
            }
        }
        if channel == .shell {
            let drained = state.withLock { state in
                defer { state.shellJustServed = false }
                return state.shellJustServed && timeout == .zero && !state.isStopped
            }
            if drained { return .timedOut }
        }
        return .stopped
    }

    /// Records the signed frames of `message` as sent on `channel`.
    public func send(_ message: Message, on channel: Channel) throws {
        let frames = try codec.encode(message)
        state.withLock { $0.sent.append((channel: channel, frames: frames)) }
        if channel == .stdin, let answer = responder.withLock({ $0 }), let reply = answer(message) {
            try deliver(reply, on: .stdin)
        }
    }

    /// Records the signed frames of `message` as published.
    public func publish(_ message: Message) throws {
        let frames = try codec.encode(message)
        state.withLock { $0.published.append(frames) }
    }

    /// Makes every later `receive` return `.stopped`.
    public func stopReceiving() {
        state.withLock { $0.isStopped = true }
    }

    /// Makes the next `receive` on shell with nothing queued return `.timedOut` instead of `.stopped`, so a
    /// test can run the kernel's idle work once more.
    public func wake() {
        state.withLock { state in
            state.isWoken = true
            state.wakeCount += 1
        }
    }

    /// How many times `wake()` was called.
    public var wakeCount: Int {
        state.withLock { $0.wakeCount }
    }

    private func takeWake() -> Bool {
        state.withLock { state in
            let hasQueued = !(state.inboxes[.shell] ?? []).isEmpty
            guard state.isWoken, !hasQueued, !state.isStopped else { return false }
            state.isWoken = false
            return true
        }
    }

    /// Whether `stopReceiving()` was called.
    public var isStopped: Bool {
        state.withLock { $0.isStopped }
    }

    private func nextFrames(on channel: Channel) -> [[UInt8]]? {
        state.withLock { state in
            guard !state.isStopped, var inbox = state.inboxes[channel], !inbox.isEmpty else { return nil }
            let frames = inbox.removeFirst()
            state.inboxes[channel] = inbox
            return frames
        }
    }
}

import JupyterKernel
import Synchronization
import PlotlineRuntime

/// The only user of the IOPub XPUB socket: a thread that sends what other threads queue and welcomes subscribers.
///
/// Any thread hands it signed frames through a locked queue and wakes it with a pipe, so publishing never blocks
/// and frames of different messages never interleave. On each subscription event (`\x01<topic>`) it sends a signed
/// `iopub_welcome` with no parent and the topic as prefix (JEP 65); it ignores unsubscriptions and topics that
/// are not UTF-8. `finish()` sends everything still queued, then stops.
final class IOPubPublisher: Sendable {
    private let socket: ZMQSocket
    private let codec: WireCodec
    private let logger: Logger
    private let wakeUp: WakePipe

    private struct State {
        var queue: [[[UInt8]]] = []
        var isFinishing = false
        var thread: WorkerThread?
    }

    private let state = Mutex(State())

    /// A publisher sending on `socket` (an XPUB, which it now owns), signing welcomes with `codec`.
    /// - Throws: `SystemCallError` when the wake-up pipe cannot be made.
    init(socket: ZMQSocket, codec: WireCodec, logger: Logger) throws {
        self.socket = socket
        self.codec = codec
        self.logger = logger
        self.wakeUp = try WakePipe()
    }

    /// Starts the publishing thread; welcomes carry `session` in their header.
    func start(session: KernelSession) {
        let worker = WorkerThread(name: "plotline-iopub") { [self] in
            serve(session: session)
        }
        state.withLock { $0.thread = worker }
    }

    /// Queues signed frames for sending; callable from any thread.
    /// - Throws: `IOPubClosed` after `finish()`.
    func enqueue(_ frames: [[UInt8]]) throws {
        let shouldWake = try state.withLock { state -> Bool in
            guard !state.isFinishing else { throw IOPubClosed() }
            state.queue.append(frames)
            return state.queue.count == 1
        }
        if shouldWake { wakeUp.signal() }
    }

    /// Sends what is queued, stops the thread and closes the socket (queued frames keep their linger).
    func finish() {
        let worker = state.withLock { state -> WorkerThread? in
            state.isFinishing = true
            return state.thread
        }
        wakeUp.signal()
        if let worker {
            worker.join()
        } else {
            socket.close()
        }
    }

    // MARK: The publishing thread

    private func serve(session: KernelSession) {
        let poller = ZMQPoller([.socket(socket), .fileDescriptor(wakeUp.readDescriptor)])
        while true {
            do {
                let ready = try poller.poll(timeout: nil)
                if ready[0] { welcomeSubscribers(session: session) }
                if ready[1] {
                    wakeUp.drain()
                    if sendQueued(session: session) == .finished { break }
                }
            } catch let error as ZMQError where error.isTerminated {
                break
            } catch {
                logger.error("iopub: \(error)")
                if sendQueued(session: session) == .finished { break }
            }
        }
        socket.close()
    }

    private enum QueueState { case open, finished }

    private func sendQueued(session: KernelSession) -> QueueState {
        let (batch, finishing) = state.withLock { state in
            defer { state.queue.removeAll(keepingCapacity: true) }
            return (state.queue, state.isFinishing)
        }
        for frames in batch {
            // A subscriber whose subscription is already queued is welcomed before it sees anything else.
            welcomeSubscribers(session: session)
            do {
                try socket.send(frames)
            } catch {
                logger.error("iopub: cannot send a message: \(error)")
            }
        }
        return finishing ? .finished : .open
    }

    /// Answers every queued subscription event with a welcome.
    private func welcomeSubscribers(session: KernelSession) {
        while let event = try? socket.receive(wait: false) {
            guard let frame = event.first, frame.first == 1 else { continue }
            let topic = Array(frame.dropFirst())
            guard String(validating: topic, as: UTF8.self) != nil else {
                logger.warning("iopub: ignored a subscription whose topic is not UTF-8")
                continue
            }
            do {
                try socket.send(try codec.encode(session.welcome(subscription: topic)))
                logger.debug("iopub: welcomed a subscriber to '\(String(decoding: topic, as: UTF8.self))'")
            } catch {
                logger.error("iopub: cannot send iopub_welcome: \(error)")
            }
        }
    }
}

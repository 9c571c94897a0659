import InterchangeFormats
import Synchronization

/// The kernel core: serves shell and control requests by driving a `KernelInterpreter` over a `KernelTransport`.
///
/// Every request is framed by `status: busy` and `status: idle` parented on it, with the reply in between and
/// idle published right after the reply. `execute_request` publishes, in order: busy, `execute_input`, the cell's
/// outputs, `error` when it failed, then `execute_reply`, then idle; when it fails with `stop_on_error`, the
/// execute requests already queued are answered `aborted` without running. Unknown message types are logged and
/// get no reply (busy and idle still go out).
///
/// Threads: `runShell(on:)` runs on the thread that owns the interpreter (the process's main thread) and returns
/// after a shutdown; `runControl(on:)` runs on a thread of its own so that control requests never wait behind a
/// running cell. State touched by both sits behind a lock.
///
/// ```swift
/// let kernel = Kernel(interpreter: session, logger: logger, history: HistoryStore(fileURL: HistoryStore.defaultFileURL()))
/// try server.run(kernel)    // runs control on its own thread and shell here, until shutdown_request
/// ```
///
/// `@unchecked Sendable`: the transport runs `runControl(on:)` on another thread, so the kernel is shared. The state
/// the compiler cannot check is the shell thread's alone: `count`, `history` (not thread-safe) and `interpreter`
/// are used only by `runShell(on:)` and what it calls, on one thread (and by `init`, before the kernel is handed
/// to that thread). The control thread's path, `runControl` → `handle` for a control message, touches only
/// `session`, `logger`, `kernelInfo` and `debugger` (immutable and Sendable), `pendingShutdown` (a `Mutex`) and
/// `interpreter.interrupt()`, which `KernelInterpreter` requires to be thread-safe; `handle` sends shell-only
/// requests (execute, completion, inspection, history) to the shell thread's code only when they came on shell.
public final class Kernel: @unchecked Sendable {
    /// The identity written in every header.
    public let session: KernelSession
    /// Where the kernel logs dropped and unknown messages.
    public let logger: Logger
    /// What `kernel_info_reply` says, read from the interpreter once at start.
    public let kernelInfo: KernelInfo
    /// The interpreter's debugger, which the control thread asks (it is thread-safe), or nil.
    let debugger: (any KernelDebugger)?
    /// The execution history `history_request` reads. Shell thread only.
    let history: HistoryStore

    /// Shell thread only, but for `interrupt()`, which the control thread calls.
    let interpreter: any KernelInterpreter
    /// Shell thread only.
    var count = 0
    /// The comms open in this kernel (shell and control threads).
    let comms = CommRegistry()
    /// The most requests served in a row before the interpreter's idle work runs anyway, so a client that never
    /// stops sending cannot starve it.
    static let maximumRequestsBeforeIdleWork = 64
    /// Shared by the shell and control threads.
    private let pendingShutdown = Mutex<ShutdownRequest?>(nil)

    /// A kernel for `interpreter`; call on the thread that will run `runShell(on:)`. The history defaults to one
    /// kept in memory.
    public init(
        interpreter: any KernelInterpreter,
        logger: Logger = Logger(),
        session: KernelSession = .process,
        history: HistoryStore? = nil
    ) {
        self.interpreter = interpreter
        self.logger = logger
        self.session = session
        self.history = history ?? HistoryStore(fileURL: nil, logger: logger)
        self.debugger = interpreter.debugger
        var info = interpreter.kernelInfo
        if debugger != nil, !info.supportedFeatures.contains("debugger") { info.supportedFeatures.append("debugger") }
        self.kernelInfo = info
    }

    /// The shutdown requested so far, or nil.
    public var shutdownRequest: ShutdownRequest? {
        pendingShutdown.withLock { $0 }
    }

    // MARK: Loops

    /// Serves the shell channel until shutdown is requested or the transport stops, running the interpreter's
    /// idle work between requests; then lets the interpreter release its resources.
    ///
    /// No `starting` status is published: a subscriber connecting at that moment could see it before its
    /// `iopub_welcome`, and clients that connect later never see it anyway.
    public func runShell(on transport: any KernelTransport) {
        let publisher = IdlePublisher(transport: transport, session: session, logger: logger, registry: comms)
        var idleDeadline = interpreter.performIdleWork(publisher: publisher)
        // The one hook for idle work: it is owed after every request and runs once no request waits (or after
        // `maximumRequestsBeforeIdleWork` in a row), and whenever the deadline it returned passes. So idle work sees
        // every request that arrived before it (the interpreter may act on the newest of several), and what it
        // publishes goes out after the `idle` status of the request that asked for it.
        var idleWorkOwed = false
        var burst = 0
        serving: while shutdownRequest == nil {
            let timeout = idleWorkOwed ? Duration.zero : idleDeadline.map { max(.zero, $0 - .now) }
            switch transport.receive(on: .shell, timeout: timeout) {
            case .message(let message):
                if case .abortQueue(let queued) = handle(message, on: .shell, transport: transport) {
                    abort(queued, on: transport)
                }
                burst += 1
                if burst >= Kernel.maximumRequestsBeforeIdleWork {
                    idleDeadline = interpreter.performIdleWork(publisher: publisher)
                    idleWorkOwed = false
                    burst = 0
                } else {
                    idleWorkOwed = true
                }
            case .timedOut:
                idleDeadline = interpreter.performIdleWork(publisher: publisher)
                idleWorkOwed = false
                burst = 0
            case .stopped:
                break serving
            }
        }
        if let request = shutdownRequest { interpreter.shutdown(restart: request.restart) }
    }

    /// Serves the control channel until shutdown is requested or the transport stops. Call it on its own thread.
    public func runControl(on transport: any KernelTransport) {
        while shutdownRequest == nil {
            switch transport.receive(on: .control, timeout: nil) {
            case .message(let message): handle(message, on: .control, transport: transport)
            case .timedOut: continue
            case .stopped: return
            }
        }
    }

    // MARK: Dispatch

    /// What the shell loop does after a request.
    enum Continuation {
        /// Serve the next request.
        case next
        /// A cell failed with `stop_on_error`: abort the execute requests that were queued when it failed.
        case abortQueue([Message])
    }

    @discardableResult
    private func handle(_ message: Message, on channel: Channel, transport: any KernelTransport) -> Continuation {
        logger.debug("received \(message.messageType) on \(channel.rawValue)")
        if message.header.date == nil {
            logger.warning("\(message.messageType) on \(channel.rawValue) has no 'date' in its header")
        }
        let request = RequestContext(
            message: message, channel: channel, transport: transport, session: session, logger: logger)
        request.publishStatus(.busy)
        var continuation = Continuation.next
        switch (channel, message.messageType) {
        case (_, "kernel_info_request"): request.reply("kernel_info_reply", kernelInfo.replyContent)
        case (.shell, "execute_request"): continuation = execute(request)
        case (.shell, "complete_request"): complete(request)
        case (.shell, "inspect_request"): inspect(request)
        case (.shell, "is_complete_request"): checkCompleteness(request)
        case (.shell, "history_request"): answerHistory(request)
        case (_, "comm_info_request"): answerCommInfo(request)
        case (.shell, "comm_open"): openComm(request)
        case (.shell, "comm_msg"): forwardCommMessage(request)
        case (.shell, "comm_close"): closeComm(request)
        case (_, "shutdown_request"): shutDown(request)
        case (.control, "interrupt_request"): interrupt(request)
        case (.control, "debug_request"): answerDebugRequest(request)
        case (_, let messageType):
            logger.warning("ignored \(messageType) on \(channel.rawValue): the kernel does not handle it")
        }
        request.publishStatus(.idle)
        if shutdownRequest != nil { transport.stopReceiving() }
        return continuation
    }

    /// Answers every queued execute request with `aborted`, without running it; other requests are served as
    /// usual. Queued means received before the failed cell's reply went out.
    private func abort(_ queued: [Message], on transport: any KernelTransport) {
        for message in queued where shutdownRequest == nil {
            guard message.messageType == "execute_request" else {
                handle(message, on: .shell, transport: transport)
                continue
            }
            let request = RequestContext(
                message: message, channel: .shell, transport: transport, session: session, logger: logger)
            request.publishStatus(.busy)
            request.reply("execute_reply", ["status": "aborted", "execution_count": .int(count)])
            request.publishStatus(.idle)
            logger.info("aborted a queued execute_request after an error (stop_on_error)")
        }
    }

    // MARK: Control

    private func shutDown(_ request: RequestContext) {
        let restart = request.message.content["restart"]?.boolValue ?? false
        pendingShutdown.withLock { $0 = ShutdownRequest(restart: restart) }
        if request.channel == .control { interpreter.interrupt() }
        let content: JSONObject = ["status": "ok", "restart": .bool(restart)]
        request.reply("shutdown_reply", content)
        request.publish("shutdown_reply", content)
        logger.info("shutdown requested on \(request.channel.rawValue) (restart: \(restart))")
    }

    /// `debug_request`: the DAP request goes to the debugger, whose response is the `debug_reply`; without a
    /// debugger the reply is a DAP failure, so a client is never left waiting.
    private func answerDebugRequest(_ request: RequestContext) {
        let content = request.message.content
        guard let debugger else {
            request.reply("debug_reply", DAPMessage.failure(to: content, seq: 0, message: "this kernel has no debugger"))
            return
        }
        let events = IOPubDebugEvents(transport: request.transport, session: session, parent: request.token, logger: logger)
        request.reply("debug_reply", debugger.respond(to: content, events: events))
    }

    private func interrupt(_ request: RequestContext) {
        interpreter.interrupt()
        request.reply("interrupt_reply", ["status": "ok"])
        logger.info("interrupt requested")
    }
}

import Synchronization

/// The kernel core: serves shell and control requests by driving a `KernelInterpreter` over a `KernelTransport`.
///
/// Every request is framed by `status: busy` and `status: idle` parented on it, with the reply in between and
/// idle published right after the reply. `execute_request` publishes, in order: busy, `execute_input`, the cell's
/// outputs, `error` when it failed, then `execute_reply`, then idle. Unknown message types are logged and get no
/// reply (busy and idle still go out).
///
/// Threads: `runShell(on:)` runs on the thread that owns the interpreter (the process's main thread) and returns
/// after a shutdown; `runControl(on:)` runs on a thread of its own so that control requests never wait behind a
/// running cell. State touched by both sits behind a lock.
///
/// ```swift
/// let kernel = Kernel(interpreter: session, logger: logger)
/// try server.run(kernel)    // runs control on its own thread and shell here, until shutdown_request
/// ```
public final class Kernel: @unchecked Sendable {
    /// The identity written in every header.
    public let session: KernelSession
    /// Where the kernel logs dropped and unknown messages.
    public let logger: Logger
    /// What `kernel_info_reply` says, read from the interpreter once at start.
    public let kernelInfo: KernelInfo

    /// Shell thread only.
    private let interpreter: any KernelInterpreter
    /// Shell thread only.
    private var count = 0
    /// Shared by the shell and control threads.
    private let pendingShutdown = Mutex<ShutdownRequest?>(nil)

    /// A kernel for `interpreter`; call on the thread that will run `runShell(on:)`.
    public init(interpreter: any KernelInterpreter, logger: Logger = Logger(), session: KernelSession = .process) {
        self.interpreter = interpreter
        self.logger = logger
        self.session = session
        self.kernelInfo = interpreter.kernelInfo
    }

    /// The number of the last cell run with `store_history` (`In [n]`). Read it on the shell thread.
    public var executionCount: Int { count }

    /// The shutdown requested so far, or nil.
    public var shutdownRequest: ShutdownRequest? {
        pendingShutdown.withLock { $0 }
    }

    // MARK: Loops

    /// Serves the shell channel until shutdown is requested or the transport stops, running the interpreter's
    /// idle work between requests; then lets the interpreter release its resources.
    public func runShell(on transport: any KernelTransport) {
        publishStatus(.starting, on: transport)
        let idlePublisher = IdlePublisher(transport: transport, session: session, logger: logger)
        var idleDeadline = interpreter.performIdleWork(publisher: idlePublisher)
        serving: while shutdownRequest == nil {
            switch transport.receive(on: .shell, timeout: idleDeadline.map { max(.zero, $0 - .now) }) {
            case .message(let message):
                handle(message, on: .shell, transport: transport)
                idleDeadline = interpreter.performIdleWork(publisher: idlePublisher)
            case .timedOut:
                idleDeadline = interpreter.performIdleWork(publisher: idlePublisher)
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

    private func handle(_ message: Message, on channel: Channel, transport: any KernelTransport) {
        logger.debug("received \(message.messageType) on \(channel.rawValue)")
        let request = RequestContext(
            message: message, channel: channel, transport: transport, session: session, logger: logger)
        request.publishStatus(.busy)
        switch (channel, message.messageType) {
        case (_, "kernel_info_request"): request.reply("kernel_info_reply", kernelInfo.replyContent)
        case (.shell, "execute_request"): execute(request)
        case (_, "shutdown_request"): shutDown(request)
        case (.control, "interrupt_request"): interrupt(request)
        case (_, let messageType):
            logger.info("no handler for \(messageType) on \(channel.rawValue); it gets no reply")
        }
        request.publishStatus(.idle)
        if shutdownRequest != nil { transport.stopReceiving() }
    }

    private func publishStatus(_ state: ExecutionState, on transport: any KernelTransport) {
        let content: JSONObject = ["execution_state": .string(state.rawValue)]
        do {
            try transport.publish(session.broadcast("status", content: content, parent: .empty))
        } catch {
            logger.error("cannot publish status \(state.rawValue): \(error)")
        }
    }

    // MARK: Handlers

    private func execute(_ request: RequestContext) {
        var execution: ExecuteRequest
        do {
            execution = try ExecuteRequest(content: request.message.content)
        } catch let error as RequestError {
            finishExecute(request, silent: false, outcome: .error(error.cellError))
            return
        } catch {
            finishExecute(request, silent: false, outcome: .error(RequestError(description: "\(error)").cellError))
            return
        }
        if execution.storeHistory { count += 1 }
        execution.executionCount = count
        if !execution.silent {
            request.publish("execute_input", ["code": .string(execution.code), "execution_count": .int(count)])
        }
        let outcome = interpreter.execute(execution, output: CellOutput(request: request, execution: execution))
        finishExecute(request, silent: execution.silent, outcome: outcome)
    }

    /// Publishes the error (unless silent) and sends `execute_reply`.
    private func finishExecute(_ request: RequestContext, silent: Bool, outcome: ExecutionOutcome) {
        switch outcome {
        case .ok(let payload, let userExpressions):
            request.reply("execute_reply", [
                "status": "ok",
                "execution_count": .int(count),
                "payload": .array(payload),
                "user_expressions": .object(userExpressions),
            ])
        case .error(let error):
            let details: JSONObject = [
                "ename": .string(error.name),
                "evalue": .string(error.value),
                "traceback": .array(error.traceback.map(JSONValue.string)),
            ]
            if !silent { request.publish("error", details) }
            var reply: JSONObject = ["status": "error"]
            for member in details.members { reply[member.key] = member.value }
            reply["execution_count"] = .int(count)
            request.reply("execute_reply", reply)
        }
    }

    private func shutDown(_ request: RequestContext) {
        let restart = request.message.content["restart"]?.boolValue ?? false
        pendingShutdown.withLock { $0 = ShutdownRequest(restart: restart) }
        if request.channel == .control { interpreter.interrupt() }
        request.reply("shutdown_reply", ["status": "ok", "restart": .bool(restart)])
        logger.info("shutdown requested on \(request.channel.rawValue) (restart: \(restart))")
    }

    private func interrupt(_ request: RequestContext) {
        interpreter.interrupt()
        request.reply("interrupt_reply", ["status": "ok"])
    }
}

import ArgumentParser
import Dispatch
import Foundation
import JupyterKernel
import JupyterZMQ
import PlotlineCore
import PlotlineKernel
import PlotlineRender
import PlotlineRuntime

/// `plotline kernel -f CONNECTION_FILE`: what Jupyter starts.
struct KernelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kernel",
        abstract: "Run the Jupyter kernel on the sockets named in a connection file."
    )

    @Option(name: [.customShort("f"), .customLong("connection-file")], help: "The connection file Jupyter wrote.")
    var connectionFile: String

    @Option(name: .customLong("log-level"), help: "error, warning, info or debug; logs go to stderr (default: $PLOTLINE_LOG_LEVEL or warning).")
    var logLevel: String = ProcessInfo.processInfo.environment["PLOTLINE_LOG_LEVEL"] ?? "warning"

    func validate() throws {
        guard LogLevel(name: logLevel) != nil else {
            throw ValidationError("unknown log level '\(logLevel)': use error, warning, info or debug")
        }
    }

    func run() throws {
        let logger = Logger(level: LogLevel(name: logLevel) ?? .warning)
        let interpreter = PlotlineInterpreter(renderer: CairoGraphRenderer())
        let context = interpreter.session.context
        context.feeds.install(SubscriptionSourceFactory { endpoint in try ZMQSubscriber(endpoint: endpoint) })
        let interruptFlag = interpreter.session.interruptFlag
        // Jupyter's signal-mode interrupt (SIGINT to the whole process group) stops the running cell, not the kernel.
        let interruptWatcher = SignalWatcher([SIGINT]) { _ in interruptFlag.request() }
        defer { interruptWatcher.cancel() }

        let connection = try ConnectionInfo(contentsOf: connectionFile)
        let server = try ZMQKernelServer(connection: connection, logger: logger)
        server.onStuckShutdown = {
            logger.info("kernel shut down while a cell was still running")
            _exit(0)
        }
        let history = HistoryStore(fileURL: HistoryStore.defaultFileURL(), logger: logger)
        let kernel = Kernel(interpreter: interpreter, logger: logger, history: history)
        context.feeds.liveFeeds.setWakeHandler { [server] in server.wake() }
        defer { context.feeds.liveFeeds.setWakeHandler(nil) }
        logger.info("kernel listening (shell port \(connection.port(for: .shell)))")
        try server.run(kernel)
        logger.info("kernel shut down")
    }
}

import JupyterKernel
import Synchronization

/// The heartbeat: a thread of its own echoing every message straight back, so clients see the kernel alive even
/// while a cell computes.
///
/// It runs `zmq_proxy(socket, socket, NULL)` on a ROUTER, as ipykernel and xeus do, and stops when the context is
/// shut down; then it closes its socket.
final class Heartbeat: Sendable {
    private let socket: ZMQSocket
    private let logger: Logger
    private let thread = Mutex<WorkerThread?>(nil)

    /// A heartbeat echoing on `socket`, which it now owns.
    init(socket: ZMQSocket, logger: Logger) {
        self.socket = socket
        self.logger = logger
    }

    /// Starts echoing on a new thread.
    func start() {
        let socket = socket
        let logger = logger
        let worker = WorkerThread(name: "plotline-heartbeat") {
            do {
                try socket.echoUntilShutDown()
            } catch let error as ZMQError where error.isTerminated {
                logger.debug("heartbeat stopped")
            } catch {
                logger.error("heartbeat stopped: \(error)")
            }
            socket.close()
        }
        thread.withLock { $0 = worker }
    }

    /// Waits for the echo thread to end (call after shutting the context down); closes the socket when the
    /// thread never started.
    func join() {
        if let worker = thread.withLock({ $0 }) {
            worker.join()
        } else {
            socket.close()
        }
    }
}

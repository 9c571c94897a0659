import Foundation
import JupyterKernel
import JupyterZMQ

/// The echo kernel served over ZeroMQ as Jupyter starts a kernel (from a connection file), on a thread of its
/// own, and a client connected to it that has seen the IOPub welcome, so that no later broadcast is missed.
final class EchoKernelHarness {
    /// The connected client.
    let client: EchoClient
    private let server: ZMQKernelServer
    private let connectionFile: EchoConnectionFile
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the kernel on the connection file it writes, and connects the client.
    init(key: String) throws {
        connectionFile = try EchoConnectionFile(key: key)
        let logger = Logger(level: .warning, sink: MemoryLogSink())
        server = try ZMQKernelServer(connection: ConnectionInfo(contentsOf: connectionFile.path), logger: logger)
        let kernel = Kernel(interpreter: EchoInterpreter(), logger: logger, session: KernelSession(id: "echo-kernel"))
        Self.serve(kernel, on: server, signalling: finished)
        client = try EchoClient(connection: server.connection)
        try awaitWelcome()
    }

    /// Asks for shutdown on control and waits for the server to stop; returns the `shutdown_reply`.
    func shutDown() throws -> Message {
        defer {
            client.close()
            connectionFile.remove()
        }
        try client.sendControl("shutdown_request", ["restart": false])
        let reply = try client.controlReply()
        guard finished.wait(timeout: .now() + .seconds(5)) == .success else { throw EchoTimeout() }
        return reply
    }

    private static func serve(_ kernel: Kernel, on server: ZMQKernelServer, signalling finished: DispatchSemaphore) {
        Thread.detachNewThread {
            do {
                try server.run(kernel)
            } catch {
                kernel.logger.error("the echo kernel stopped: \(error)")
            }
            finished.signal()
        }
    }

    /// The subscription's welcome is the first IOPub message: once it is in, the client hears every broadcast.
    private func awaitWelcome() throws {
        while try client.iopubMessage().messageType != "iopub_welcome" {}
    }
}

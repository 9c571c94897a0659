import Foundation
import JupyterKernel
import JupyterZMQ
import XCTest

final class ZMQKernelServerTests: XCTestCase {
    private let key = "zmq-test-key"

    /// A running kernel on 127.0.0.1 with ports picked by the system, and a connected client.
    private struct Harness {
        let server: ZMQKernelServer
        let client: TestClient
        let interpreter: TestInterpreter
        let logs: MemoryLogSink
        let finished: DispatchSemaphore
    }

    private func start(onStuckShutdown: (@Sendable () -> Void)? = nil) throws -> Harness {
        let logs = MemoryLogSink()
        let logger = Logger(level: .debug, sink: logs)
        let server = try ZMQKernelServer(connection: ConnectionInfo(ip: "127.0.0.1", key: key), logger: logger)
        if let onStuckShutdown { server.onStuckShutdown = onStuckShutdown }
        let interpreter = TestInterpreter()
        let kernel = Kernel(interpreter: interpreter, logger: logger, session: KernelSession(id: "zmq-kernel"))
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do {
                try server.run(kernel)
            } catch {
                logger.error("run failed: \(error)")
            }
            finished.signal()
        }
        let client = try TestClient(connection: server.connection)
        return Harness(server: server, client: client, interpreter: interpreter, logs: logs, finished: finished)
    }

    /// Asks for shutdown on control, checks the reply, and waits for `run` to return.
    private func shutDown(_ harness: Harness) throws {
        defer { harness.client.close() }
        let request = try harness.client.send("shutdown_request", ["restart": false], on: harness.client.control)
        let reply = try harness.client.receive(harness.client.control)
        XCTAssertEqual(reply.messageType, "shutdown_reply")
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        XCTAssertEqual(harness.finished.wait(timeout: .now() + 20), .success, "run(_:) returns after shutdown")
    }

    /// Waits for the welcome that answers the client's subscription, so later IOPub traffic is not missed.
    private func awaitWelcome(_ client: TestClient) throws -> Message {
        let welcome = try client.receive(client.iopub)
        XCTAssertEqual(welcome.messageType, "iopub_welcome")
        return welcome
    }

    func testBindsPortsPickedBySystem() throws {
        let harness = try start()
        for channel in Channel.allCases {
            XCTAssertGreaterThan(harness.server.connection.port(for: channel), 0, channel.rawValue)
        }
        try shutDown(harness)
    }

    func testFirstIOPubMessageIsTheWelcome() throws {
        let harness = try start()
        let welcome = try awaitWelcome(harness.client)
        XCTAssertEqual(welcome.content, ["subscription": ""])
        XCTAssertTrue(welcome.parent.isEmpty)
        XCTAssertEqual(welcome.header.version, "5.5")
        XCTAssertEqual(welcome.header.session, "zmq-kernel")
        try shutDown(harness)
    }

    func testKernelInfoRoundTrip() throws {
        let harness = try start()
        let client = harness.client
        _ = try awaitWelcome(client)
        let request = try client.send("kernel_info_request", on: client.shell)
        let reply = try client.receive(client.shell)
        XCTAssertEqual(reply.messageType, "kernel_info_reply")
        XCTAssertEqual(reply.content["protocol_version"], "5.5")
        XCTAssertEqual(reply.content["implementation"], "zmq-test")
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        let iopub = try client.iopubUntilIdle(of: request)
        XCTAssertEqual(iopub.map(\.messageType), ["status", "status"])
        XCTAssertEqual(iopub.first?.content["execution_state"], "busy")
        XCTAssertEqual(iopub.first?.identities, [Array("kernel.zmq-kernel.status".utf8)])
        try shutDown(harness)
    }

    func testKernelInfoOnControl() throws {
        let harness = try start()
        let client = harness.client
        try client.send("kernel_info_request", on: client.control)
        XCTAssertEqual(try client.receive(client.control).messageType, "kernel_info_reply")
        try shutDown(harness)
    }

    func testExecuteOverTheWire() throws {
        let harness = try start()
        let client = harness.client
        _ = try awaitWelcome(client)
        let request = try client.send("execute_request", ["code": "print hello"], on: client.shell)
        let reply = try client.receive(client.shell)
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertEqual(reply.content["execution_count"], 1)
        let iopub = try client.iopubUntilIdle(of: request)
        XCTAssertEqual(iopub.map(\.messageType), ["status", "execute_input", "stream", "status"])
        XCTAssertEqual(iopub[2].content["text"], "hello\n")
        try shutDown(harness)
    }

    func testHeartbeatEchoes() throws {
        let harness = try start()
        let client = harness.client
        try client.heartbeat.send([Array("ping".utf8)])
        XCTAssertEqual(try client.receiveFrames(client.heartbeat), [Array("ping".utf8)])
        try shutDown(harness)
    }

    func testWronglySignedRequestIsDroppedAndTheNextIsAnswered() throws {
        let harness = try start()
        let client = harness.client
        _ = try awaitWelcome(client)
        let forger = WireCodec(signer: MessageSigner(key: "not-the-key"), history: nil)
        try client.send("execute_request", ["code": "print forged"], on: client.shell, codec: forger)
        let request = try client.send("execute_request", ["code": "print genuine"], on: client.shell)
        let reply = try client.receive(client.shell)
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        XCTAssertEqual(reply.content["execution_count"], 1, "the forged request was never executed")
        let streams = try client.iopubUntilIdle(of: request).filter { $0.messageType == "stream" }
        XCTAssertEqual(streams.map { $0.content["text"] }, ["genuine\n"])
        try shutDown(harness)
        XCTAssertTrue(harness.logs.lines.contains { $0.contains("dropped a message on shell: bad signature") })
    }

    /// Control and heartbeat answer while a cell runs; interrupt_request stops the cell.
    func testControlAndHeartbeatAnswerWhileACellRuns() throws {
        let harness = try start()
        let client = harness.client
        let cell = try client.send("execute_request", ["code": "block"], on: client.shell)
        XCTAssertEqual(harness.interpreter.blocking.wait(timeout: .now() + 20), .success)

        try client.send("kernel_info_request", on: client.control)
        XCTAssertEqual(try client.receive(client.control).messageType, "kernel_info_reply")
        try client.heartbeat.send([Array("beat".utf8)])
        XCTAssertEqual(try client.receiveFrames(client.heartbeat), [Array("beat".utf8)])

        try client.send("interrupt_request", on: client.control)
        XCTAssertEqual(try client.receive(client.control).messageType, "interrupt_reply")
        let reply = try client.receive(client.shell)
        XCTAssertEqual(try reply.parentHeader()?.messageID, cell.header.messageID)
        XCTAssertEqual(reply.content["ename"], "Interrupted")
        try shutDown(harness)
    }

    /// Shutdown on control interrupts a running cell; the cell's reply still goes out and `run` returns.
    func testShutdownDuringACellInterruptsIt() throws {
        let harness = try start()
        let client = harness.client
        let cell = try client.send("execute_request", ["code": "block"], on: client.shell)
        XCTAssertEqual(harness.interpreter.blocking.wait(timeout: .now() + 20), .success)
        defer { client.close() }
        try client.send("shutdown_request", ["restart": true], on: client.control)
        let shutdownReply = try client.receive(client.control)
        XCTAssertEqual(shutdownReply.content, ["status": "ok", "restart": true])
        let cellReply = try client.receive(client.shell)
        XCTAssertEqual(try cellReply.parentHeader()?.messageID, cell.header.messageID)
        XCTAssertEqual(cellReply.content["ename"], "Interrupted")
        XCTAssertEqual(harness.finished.wait(timeout: .now() + 20), .success, "run(_:) returns after shutdown")
    }

    /// A cell that ignores the interrupt does not keep the process alive: the server gives up on it after the
    /// grace period and calls `onStuckShutdown` (the executable exits there).
    func testAShutdownIgnoredByTheCellCallsTheStuckHandler() throws {
        let stuck = DispatchSemaphore(value: 0)
        let harness = try start(onStuckShutdown: { stuck.signal() })
        let client = harness.client
        defer { client.close() }
        try client.send("execute_request", ["code": "stubborn"], on: client.shell)
        XCTAssertEqual(harness.interpreter.blocking.wait(timeout: .now() + 20), .success)
        try client.send("shutdown_request", ["restart": false], on: client.control)
        XCTAssertEqual(try client.receive(client.control).messageType, "shutdown_reply")
        XCTAssertEqual(stuck.wait(timeout: .now() + 20), .success, "the stuck handler runs")
        XCTAssertTrue(harness.logs.lines.contains { $0.contains("ignored the shutdown") })
        harness.interpreter.release()
        XCTAssertEqual(harness.finished.wait(timeout: .now() + 20), .success)
    }

    func testSecondRunIsRefused() throws {
        let harness = try start()
        try shutDown(harness)
        let kernel = Kernel(interpreter: TestInterpreter(), logger: Logger(sink: MemoryLogSink()))
        XCTAssertThrowsError(try harness.server.run(kernel)) { error in
            XCTAssertEqual(error as? ZMQKernelServerError, .alreadyRun)
        }
    }

    /// `close()` from another thread while `run` serves only stops `run`, which closes the sockets once the shell
    /// loop and the control thread are done with them.
    func testCloseWhileRunningStopsRunAndLeavesTheClosingToIt() throws {
        let harness = try start()
        let client = harness.client
        defer { client.close() }
        _ = try awaitWelcome(client)
        harness.server.close()
        XCTAssertEqual(harness.finished.wait(timeout: .now() + 20), .success, "run(_:) returns after close()")
        let closings = { harness.logs.lines.filter { $0.contains("transport closed") }.count }
        XCTAssertEqual(closings(), 1)
        harness.server.close()
        XCTAssertEqual(closings(), 1, "closing again does nothing")
    }

    func testBindingAPortInUseFails() throws {
        let first = try ZMQKernelServer(connection: ConnectionInfo(key: key), logger: Logger(sink: MemoryLogSink()))
        var taken = ConnectionInfo(key: key)
        taken.shellPort = first.connection.shellPort
        XCTAssertThrowsError(try ZMQKernelServer(connection: taken, logger: Logger(sink: MemoryLogSink()))) { error in
            XCTAssertTrue("\(error)".contains("zmq_bind(tcp://127.0.0.1:\(taken.shellPort))"), "\(error)")
        }
        first.close()
    }
}

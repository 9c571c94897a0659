import InterchangeFormats
import JupyterKernel
import XCTest

@testable import PlotlineKernel

/// Plotline's policy, through the generic kernel's hook: a password written into a URL is masked in `execute_input`
/// and in the history, while the cell runs as written.
final class SecretMaskingTests: XCTestCase {
    private let cell = #"let url = "postgresql://ana:s3cret@db.local:5432/metrics""#
    private let maskedCell = #"let url = "postgresql://ana:•••@db.local:5432/metrics""#

    func testTheInterpreterRecordsTextWithPasswordsMasked() {
        let interpreter = PlotlineInterpreter(renderer: CountingRenderer())
        XCTAssertEqual(interpreter.recordedText(of: cell), maskedCell)
        XCTAssertEqual(interpreter.recordedText(of: "let x = 1"), "let x = 1")
    }

    func testTheKernelPublishesAndRecordsTheMaskedCell() throws {
        let interpreter = PlotlineInterpreter(renderer: CountingRenderer())
        let logger = Logger(level: .error, sink: MemoryLogSink())
        let transport = InMemoryTransport(key: "k", logger: logger)
        let client = KernelSession(id: "client", username: "tester")
        try transport.deliver(client.message("execute_request", content: ["code": .string(cell)]), on: .shell)
        try transport.deliver(client.message("execute_request", content: ["code": "url"]), on: .shell)
        try transport.deliver(
            client.message("history_request", content: ["hist_access_type": "tail", "n": 2, "output": true]), on: .shell)
        Kernel(interpreter: interpreter, logger: logger, session: KernelSession(id: "kernel")).runShell(on: transport)

        let inputs = try transport.takePublished().filter { $0.messageType == "execute_input" }
        XCTAssertEqual(inputs.map { $0.content["code"] }, [.string(maskedCell), "url"])
        let replies = try transport.takeSent().map(\.message)
        XCTAssertEqual(replies.map { $0.content["status"] }, ["ok", "ok", "ok"], "the cell ran with its password")
        let history = try XCTUnwrap(replies.last?.content["history"]?.arrayValue)
        XCTAssertEqual(history.first?.arrayValue?.last?.arrayValue?.first, .string(maskedCell))
        let recordedResult = try XCTUnwrap(history.last?.arrayValue?.last?.arrayValue?.last?.stringValue)
        XCTAssertFalse(recordedResult.contains("s3cret"), recordedResult)
        XCTAssertTrue(recordedResult.contains("•••"), recordedResult)
    }
}

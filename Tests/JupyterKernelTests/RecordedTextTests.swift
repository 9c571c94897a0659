import InterchangeFormats
import XCTest

@testable import JupyterKernel

/// `execute_input` and the history hold what the interpreter's `recordedText(of:)` makes of a cell; the cell itself
/// runs, and its result goes out, as written.
final class RecordedTextTests: XCTestCase {
    private let client = KernelSession(id: "client", username: "tester")

    private func serve(_ interpreter: any KernelInterpreter, requests: [(type: String, content: JSONObject)])
        throws -> (replies: [Message], published: [Message])
    {
        let logger = Logger(level: .error, sink: MemoryLogSink())
        let transport = InMemoryTransport(key: "k", logger: logger)
        for request in requests {
            try transport.deliver(client.message(request.type, content: request.content), on: .shell)
        }
        Kernel(interpreter: interpreter, logger: logger, session: KernelSession(id: "kernel")).runShell(on: transport)
        return (try transport.takeSent().map(\.message), try transport.takePublished())
    }

    func testTheInterpretersPolicyShapesExecuteInputAndTheHistoryOnly() throws {
        let interpreter = RedactingInterpreter()
        let (replies, published) = try serve(interpreter, requests: [
            ("execute_request", ["code": "pin 1234"]),
            ("history_request", ["hist_access_type": "tail", "n": 1, "output": true]),
        ])
        XCTAssertEqual(interpreter.executed, ["pin 1234"])
        XCTAssertEqual(published.first { $0.messageType == "execute_input" }?.content["code"], "pin ####")
        XCTAssertEqual(published.first { $0.messageType == "execute_result" }?.content["data"], ["text/plain": "pin 1234"])
        XCTAssertEqual(replies.last?.content["history"], [[1, 1, ["pin ####", "pin ####"]]])
    }

    func testByDefaultTheTextIsRecordedAsWritten() {
        XCTAssertEqual(EchoInterpreter().recordedText(of: "print postgresql://ana:pw@h/d 42"), "print postgresql://ana:pw@h/d 42")
    }
}

import InterchangeFormats
import Synchronization
import XCTest

@testable import JupyterKernel

/// `debug_request` on control: the DAP request reaches the interpreter's debugger and its response is the
/// `debug_reply`; its events go out as `debug_event` on IOPub; kernel_info lists the feature.
final class DebugRequestTests: XCTestCase {
    private let client = KernelSession(id: "client", username: "tester")
    private let transport = InMemoryTransport(key: "debug-test-key")

    /// A debugger double: answers every request by echoing its command, and sends one event per request.
    private final class RecordingDebugger: KernelDebugger {
        let requests = Mutex<[JSONObject]>([])

        func respond(to request: JSONObject, events: any DebugEventSink) -> JSONObject {
            requests.withLock { $0.append(request) }
            events.send(["type": "event", "seq": 1, "event": "output", "body": ["output": "heard"]])
            return ["type": "response", "seq": 2, "request_seq": request["seq"] ?? 0, "success": true,
                    "command": request["command"] ?? "", "body": [:]]
        }
    }

    private final class DebuggingInterpreter: KernelInterpreter {
        let recorder = RecordingDebugger()
        var kernelInfo: KernelInfo { KernelInfo(implementation: "debugging", implementationVersion: "1", languageInfo: [:], banner: "") }
        var debugger: (any KernelDebugger)? { recorder }
        func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome { .ok(payload: [], userExpressions: [:]) }
        func interrupt() {}
    }

    private func serveControl(_ kernel: Kernel, _ type: String, _ content: JSONObject) throws -> (reply: Message, iopub: [Message]) {
        let request = client.message(type, content: content, identities: [Array("id".utf8)])
        try transport.deliver(request, on: .control)
        kernel.runControl(on: transport)
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.channel), [.control])
        let reply = try XCTUnwrap(sent.first?.message)
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        return (reply, try transport.takePublished())
    }

    func testTheDebuggerAnswersOnControlAndItsEventsGoToIOPub() throws {
        let interpreter = DebuggingInterpreter()
        let kernel = Kernel(interpreter: interpreter)
        XCTAssertEqual(kernel.kernelInfo.replyContent["supported_features"], ["debugger"])
        let dap: JSONObject = ["type": "request", "seq": 7, "command": "debugInfo", "arguments": [:]]
        let (reply, iopub) = try serveControl(kernel, "debug_request", dap)
        XCTAssertEqual(reply.messageType, "debug_reply")
        XCTAssertEqual(reply.content["request_seq"], 7)
        XCTAssertEqual(reply.content["command"], "debugInfo")
        XCTAssertEqual(interpreter.recorder.requests.withLock { $0 }, [dap])
        XCTAssertEqual(iopub.map(\.messageType), ["status", "debug_event", "status"])
        XCTAssertEqual(iopub[1].content["event"], "output")
    }

    func testWithoutADebuggerTheReplyIsAFailure() throws {
        let kernel = Kernel(interpreter: EchoInterpreter())
        XCTAssertEqual(kernel.kernelInfo.replyContent["supported_features"], [])
        let (reply, _) = try serveControl(kernel, "debug_request", ["seq": 3, "command": "initialize"])
        XCTAssertEqual(reply.messageType, "debug_reply")
        XCTAssertEqual(reply.content["success"], false)
        XCTAssertEqual(reply.content["request_seq"], 3)
        XCTAssertEqual(reply.content["command"], "initialize")
    }

    /// The values ipykernel's own MurmurHash2 (`ipykernel.compiler.murmur2_x86`) gives, and JupyterLab's hash.ts
    /// agrees with: a cell's path must come out the same on both sides.
    func testMurmurHash2MatchesTheFrontEnds() {
        XCTAssertEqual(MurmurHash2.hash("i = 0".utf8, seed: 0x506C_6F74), 477_641_197)
        XCTAssertEqual(MurmurHash2.hash("let x = 1\nx".utf8, seed: 0x506C_6F74), 1_567_297_059)
        XCTAssertEqual(MurmurHash2.hash("é".utf8, seed: 1), 2_176_954_341)
        let paths = CellSourcePaths(seed: 0x506C_6F74, directory: "/tmp/plotline_1", suffix: ".plot")
        XCTAssertEqual(paths.prefix, "/tmp/plotline_1/")
        XCTAssertEqual(paths.path(of: "i = 0"), "/tmp/plotline_1/477641197.plot")
    }
}

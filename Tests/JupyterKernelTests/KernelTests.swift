import InterchangeFormats
import XCTest

@testable import JupyterKernel

final class KernelTests: XCTestCase {
    private let key = "kernel-test-key"
    private let client = KernelSession(id: "client", username: "tester")
    private let identity = Array("client-identity".utf8)

    private var interpreter = EchoInterpreter()
    private var logSink = MemoryLogSink()
    private var transport = InMemoryTransport()
    private var kernel: Kernel?

    override func setUp() {
        interpreter = EchoInterpreter()
        logSink = MemoryLogSink()
        let logger = Logger(level: .info, sink: logSink)
        transport = InMemoryTransport(key: key, logger: logger)
        kernel = Kernel(interpreter: interpreter, logger: logger, session: KernelSession(id: "kernel-session"))
    }

    // MARK: Helpers

    private func request(_ type: String, _ content: JSONObject = [:]) -> Message {
        client.message(type, content: content, identities: [identity])
    }

    @discardableResult
    private func send(_ type: String, _ content: JSONObject = [:], on channel: Channel = .shell) throws -> Message {
        let message = request(type, content)
        try transport.deliver(message, on: channel)
        return message
    }

    private func runShell() throws {
        try XCTUnwrap(kernel).runShell(on: transport)
    }

    private func runControl() throws {
        try XCTUnwrap(kernel).runControl(on: transport)
    }

    /// Published messages other than the one-time `starting` status.
    private func published() throws -> [Message] {
        try transport.takePublished().filter { $0.content["execution_state"] != "starting" }
    }

    private func describe(_ message: Message) -> String {
        guard message.messageType == "status" else { return message.messageType }
        return "status:" + (message.content["execution_state"]?.stringValue ?? "?")
    }

    private func execute(_ code: String, _ extra: JSONObject = [:]) throws -> (reply: Message, iopub: [Message]) {
        var content: JSONObject = ["code": .string(code)]
        for member in extra.members { content[member.key] = member.value }
        try send("execute_request", content)
        try runShell()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.count, 1)
        let reply = try XCTUnwrap(sent.first)
        XCTAssertEqual(reply.channel, .shell)
        return (reply.message, try published())
    }

    // MARK: kernel_info

    func testKernelInfoOnShell() throws {
        let request = try send("kernel_info_request")
        try runShell()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.channel), [.shell])
        let reply = try XCTUnwrap(sent.first?.message)
        XCTAssertEqual(reply.messageType, "kernel_info_reply")
        XCTAssertEqual(reply.identities, [identity])
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertEqual(reply.content["protocol_version"], "5.5")
        XCTAssertEqual(reply.content["implementation"], "echo")
        XCTAssertEqual(reply.content["implementation_version"], "1.0")
        XCTAssertEqual(reply.content["language_info"]?["file_extension"], ".echo")
        XCTAssertEqual(reply.content["banner"], "Echo test kernel")
        XCTAssertEqual(reply.content["help_links"], [["text": "Echo", "url": "https://example.org/echo"]])
        XCTAssertEqual(reply.content["supported_features"], [])
        XCTAssertEqual(try published().map(describe), ["status:busy", "status:idle"])
    }

    func testKernelInfoOnControl() throws {
        try send("kernel_info_request", on: .control)
        try runControl()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.channel), [.control])
        XCTAssertEqual(sent.first?.message.messageType, "kernel_info_reply")
        XCTAssertEqual(try published().map(describe), ["status:busy", "status:idle"])
    }

    func testNothingIsPublishedBeforeTheFirstRequest() throws {
        try runShell()
        XCTAssertEqual(try transport.takePublished().map(describe), [], "no starting status that could beat a welcome")
    }

    func testHeadersOfRepliesAndBroadcasts() throws {
        try send("kernel_info_request")
        try runShell()
        let reply = try XCTUnwrap(transport.takeSent().first?.message)
        let status = try XCTUnwrap(published().first)
        for message in [reply, status] {
            XCTAssertEqual(message.header.version, "5.5")
            XCTAssertEqual(message.header.session, "kernel-session")
            XCTAssertEqual(message.header.username, "plotline")
            XCTAssertEqual(message.header.date?.count, 27)
            XCTAssertEqual(message.header.date?.last, "Z")
        }
        XCTAssertNotEqual(reply.header.messageID, status.header.messageID)
        XCTAssertEqual(status.identities, [Array("kernel.kernel-session.status".utf8)])
    }

    // MARK: execute

    func testExecuteOrdering() throws {
        let (reply, iopub) = try execute("print hello\ndisplay chart\nresult 42")
        XCTAssertEqual(
            iopub.map(describe),
            ["status:busy", "execute_input", "stream", "display_data", "execute_result", "status:idle"])
        XCTAssertEqual(iopub[1].content, ["code": "print hello\ndisplay chart\nresult 42", "execution_count": 1])
        XCTAssertEqual(iopub[2].content, ["name": "stdout", "text": "hello"])
        XCTAssertEqual(iopub[3].content["data"], ["text/plain": "chart"])
        XCTAssertEqual(iopub[3].content["transient"], ["display_id": "d-chart"])
        XCTAssertEqual(iopub[4].content["execution_count"], 1)
        XCTAssertEqual(iopub[4].content["data"], ["text/plain": "42"])
        XCTAssertNil(iopub[4].content["transient"])
        XCTAssertEqual(reply.messageType, "execute_reply")
        XCTAssertEqual(reply.content, ["status": "ok", "execution_count": 1, "payload": [], "user_expressions": [:]])
    }

    func testEverythingIsParentedOnTheRequest() throws {
        let request = try send("execute_request", ["code": "print a\nfail b"])
        try runShell()
        let expected = request.token.headerBytes
        let reply = try XCTUnwrap(transport.takeSent().first?.message)
        XCTAssertEqual(reply.parent.headerBytes, expected)
        let iopub = try published()
        XCTAssertEqual(iopub.count, 5)
        for message in iopub {
            XCTAssertEqual(message.parent.headerBytes, expected, describe(message))
        }
    }

    /// A header written with other spacing, key order and extra keys comes back byte for byte as the parent.
    func testParentHeaderIsCopiedVerbatim() throws {
        let header = Array(#"{"version":"5.3", "msg_type" :"execute_request","x-extra":{"a":[1,2]},"msg_id":"m-1","session":"s"}"#.utf8)
        let parts = [header, Array("{}".utf8), Array("{}".utf8), Array(#"{"code": "print x"}"#.utf8)]
        let signature = MessageSigner(key: key).signature(for: parts)
        transport.deliver(frames: [identity, WireCodec.delimiter, signature] + parts, on: .shell)
        try runShell()
        let sentFrames = transport.takeSentFrames()
        XCTAssertEqual(sentFrames.count, 1)
        let frames = try XCTUnwrap(sentFrames.first?.frames)
        let delimiter = try XCTUnwrap(frames.firstIndex(of: WireCodec.delimiter))
        XCTAssertEqual(Array(frames[..<delimiter]), [identity])
        XCTAssertEqual(frames[delimiter + 3], header)
        for message in try published() {
            XCTAssertEqual(message.parent.headerBytes, header)
        }
    }

    func testErrorIsPublishedBeforeTheReply() throws {
        let (reply, iopub) = try execute("print before\nfail boom\nprint after")
        XCTAssertEqual(iopub.map(describe), ["status:busy", "execute_input", "stream", "error", "status:idle"])
        XCTAssertEqual(iopub[3].content, ["ename": "TestError", "evalue": "boom", "traceback": ["TestError: boom"]])
        XCTAssertEqual(
            reply.content,
            ["status": "error", "ename": "TestError", "evalue": "boom", "traceback": ["TestError: boom"], "execution_count": 1]
        )
    }

    func testExecutionCountIncrementsWithStoredHistoryOnly() throws {
        XCTAssertEqual(try execute("print a").reply.content["execution_count"], 1)
        XCTAssertEqual(try execute("print b").reply.content["execution_count"], 2)
        let unstored = try execute("print c", ["store_history": false])
        XCTAssertEqual(unstored.reply.content["execution_count"], 2)
        XCTAssertEqual(unstored.iopub[1].content["execution_count"], 2)
        XCTAssertEqual(try execute("print d").reply.content["execution_count"], 3)
        XCTAssertEqual(interpreter.executed.map(\.executionCount), [1, 2, 2, 3])
        XCTAssertEqual(interpreter.executed.map(\.storeHistory), [true, true, false, true])
    }

    func testSilentPublishesOnlyStatus() throws {
        _ = try execute("print a")
        let (reply, iopub) = try execute("print x\ndisplay y\nresult z\nfail quiet", ["silent": true])
        XCTAssertEqual(iopub.map(describe), ["status:busy", "status:idle"])
        XCTAssertEqual(reply.content["status"], "error")
        XCTAssertEqual(reply.content["execution_count"], 1)
        let last = try XCTUnwrap(interpreter.executed.last)
        XCTAssertTrue(last.silent)
        XCTAssertFalse(last.storeHistory)
    }

    func testRequestFieldsReachTheInterpreter() throws {
        _ = try execute("", ["allow_stdin": false, "stop_on_error": false, "user_expressions": ["n": "1 + 1"]])
        let request = try XCTUnwrap(interpreter.executed.first)
        XCTAssertFalse(request.allowStdin)
        XCTAssertFalse(request.stopOnError)
        XCTAssertEqual(request.userExpressions.map(\.name), ["n"])
        XCTAssertEqual(request.userExpressions.map(\.code), ["1 + 1"])
    }

    func testWrongFieldTypesGetAnErrorReply() throws {
        try send("execute_request", ["code": 5])
        try send("execute_request", ["code": "print a", "silent": "yes"])
        try send("execute_request", [:])
        try send("kernel_info_request")
        try runShell()
        let replies = try transport.takeSent().map(\.message)
        XCTAssertEqual(replies.map(\.messageType), ["execute_reply", "execute_reply", "execute_reply", "kernel_info_reply"])
        XCTAssertEqual(replies[0].content["ename"], "RequestError")
        XCTAssertEqual(replies[0].content["evalue"], "'code' must be a string")
        XCTAssertEqual(replies[1].content["evalue"], "'silent' must be true or false")
        XCTAssertEqual(replies[2].content["evalue"], "'code' is missing")
        XCTAssertTrue(interpreter.executed.isEmpty)
    }

    func testDisplayKinds() throws {
        let (_, iopub) = try execute("update u\nlive v\nclear\neprint oops")
        XCTAssertEqual(
            iopub.map(describe),
            ["status:busy", "execute_input", "update_display_data", "display_data", "clear_output", "stream", "status:idle"])
        XCTAssertEqual(iopub[2].content["transient"], ["display_id": "d-u"])
        XCTAssertEqual(iopub[3].content["transient"], ["display_id": "d-v"])
        XCTAssertEqual(iopub[4].content, ["wait": true])
        XCTAssertEqual(iopub[5].content, ["name": "stderr", "text": "oops"])
    }

    func testUnencodableOutputIsLoggedAndTheCellStillFinishes() throws {
        let (reply, iopub) = try execute("nan\nprint after")
        XCTAssertEqual(iopub.map(describe), ["status:busy", "execute_input", "stream", "status:idle"])
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertTrue(logSink.lines.contains { $0.contains("cannot publish display_data") })
    }

    // MARK: stdin

    func testInputRequestGoesToTheRequestersIdentityAndReturnsTheReply() throws {
        try send("execute_request", ["code": "input name?", "allow_stdin": true])
        try transport.deliver(client.message("input_reply", content: ["value": "stale"], identities: [identity]), on: .stdin)
        let client = self.client
        let identity = self.identity
        transport.answerOnStdin { _ in client.message("input_reply", content: ["value": "Ada"], identities: [identity]) }
        try runShell()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.channel), [.stdin, .shell])
        XCTAssertEqual(sent[0].message.messageType, "input_request")
        XCTAssertEqual(sent[0].message.identities, [identity])
        XCTAssertEqual(sent[0].message.content, ["prompt": "name?", "password": false])
        let iopub = try published()
        XCTAssertEqual(iopub.first { $0.messageType == "stream" }?.content["text"], "Ada", "a stale reply is not the answer")
    }

    func testInputWithoutAllowStdinFails() throws {
        let (reply, _) = try execute("input name?", ["allow_stdin": false])
        XCTAssertEqual(reply.content["ename"], "StdinNotAllowed")
    }

    // MARK: robustness

    func testBadSignatureIsDroppedAndTheKernelStillAnswers() throws {
        let forged = try WireCodec(key: "not-the-key").encode(request("execute_request", ["code": "print forged"]))
        transport.deliver(frames: forged, on: .shell)
        try send("execute_request", ["code": "print genuine"])
        try runShell()
        let replies = try transport.takeSent()
        XCTAssertEqual(replies.count, 1)
        XCTAssertEqual(interpreter.executed.map(\.code), ["print genuine"])
        XCTAssertEqual(try published().filter { $0.messageType == "stream" }.map { $0.content["text"] }, ["genuine"])
        XCTAssertTrue(logSink.lines.contains { $0.contains("bad signature") }, "\(logSink.lines)")
    }

    func testMalformedMessagesAreDroppedAndTheKernelStillAnswers() throws {
        let delimiter = WireCodec.delimiter
        transport.deliver(frames: [identity, Array("garbage".utf8)], on: .shell)
        transport.deliver(frames: [identity, delimiter, []], on: .shell)
        transport.deliver(frames: [], on: .shell)
        let replayed = try transport.clientCodec.encode(request("kernel_info_request"))
        transport.deliver(frames: replayed, on: .shell)
        transport.deliver(frames: replayed, on: .shell)
        try runShell()
        XCTAssertEqual(try transport.takeSent().map(\.message.messageType), ["kernel_info_reply"])
        XCTAssertEqual(logSink.lines.filter { $0.contains("dropped a message") }.count, 4)
    }

    func testUnknownMessageTypeGetsStatusButNoReply() throws {
        try send("frobnicate_request")
        try send("frobnicate_request", on: .control)
        try runShell()
        try runControl()
        XCTAssertTrue(try transport.takeSent().isEmpty)
        XCTAssertEqual(try published().map(describe), ["status:busy", "status:idle", "status:busy", "status:idle"])
        XCTAssertTrue(logSink.lines.contains { $0.contains("ignored frobnicate_request on shell") })
        XCTAssertTrue(logSink.lines.contains { $0.contains("ignored frobnicate_request on control") })
    }

    // MARK: shutdown and interrupt

    func testShutdownOnControlRepliesThenStops() throws {
        try send("shutdown_request", ["restart": true], on: .control)
        try send("kernel_info_request", on: .control)
        try send("kernel_info_request", on: .shell)
        try runControl()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.message.messageType), ["shutdown_reply"])
        XCTAssertEqual(sent.first?.message.content, ["status": "ok", "restart": true])
        XCTAssertEqual(try published().map(describe), ["status:busy", "shutdown_reply", "status:idle"])
        XCTAssertTrue(transport.isStopped)
        XCTAssertEqual(kernel?.shutdownRequest, ShutdownRequest(restart: true))
        XCTAssertEqual(interpreter.interruptCount, 1)

        try runShell()
        XCTAssertTrue(try transport.takeSent().isEmpty, "the shell loop ends without serving queued requests")
        XCTAssertEqual(interpreter.shutdowns, [true])
    }

    func testShutdownOnShellIsHonoured() throws {
        try send("shutdown_request", ["restart": false])
        try send("kernel_info_request")
        try runShell()
        XCTAssertEqual(try transport.takeSent().map(\.message.messageType), ["shutdown_reply"])
        XCTAssertEqual(interpreter.shutdowns, [false])
        XCTAssertEqual(interpreter.interruptCount, 0)
    }

    func testInterruptRequestInterruptsAndReplies() throws {
        try send("interrupt_request", on: .control)
        try runControl()
        let sent = try transport.takeSent()
        XCTAssertEqual(sent.map(\.message.messageType), ["interrupt_reply"])
        XCTAssertEqual(sent.first?.message.content, ["status": "ok"])
        XCTAssertEqual(interpreter.interruptCount, 1)
        XCTAssertNil(kernel?.shutdownRequest)
    }

    func testIdleWorkRunsAtStartAndOnceTheQueuedRequestsAreServed() throws {
        try send("kernel_info_request")
        try send("kernel_info_request")
        try runShell()
        XCTAssertEqual(interpreter.idleWorkCount, 2, "at start, then after both (they were queued together)")
        try send("kernel_info_request")
        try runShell()
        XCTAssertEqual(interpreter.idleWorkCount, 4, "a lone request is followed by idle work at once")
    }
}

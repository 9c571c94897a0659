import Foundation
import InterchangeFormats
import XCTest

@testable import JupyterKernel

/// The requests besides execute and kernel_info: completion, inspection, completeness, history, comms, and the
/// abort of queued cells after an error.
final class KernelRequestTests: XCTestCase {
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
        transport = InMemoryTransport(key: "k", logger: logger)
        kernel = Kernel(interpreter: interpreter, logger: logger, session: KernelSession(id: "kernel"))
    }

    @discardableResult
    private func send(_ type: String, _ content: JSONObject = [:], on channel: Channel = .shell) throws -> Message {
        let message = client.message(type, content: content, identities: [identity])
        try transport.deliver(message, on: channel)
        return message
    }

    /// Runs the shell loop over what was sent and returns the replies' contents, in order.
    private func serve() throws -> [(type: String, content: JSONObject)] {
        try XCTUnwrap(kernel).runShell(on: transport)
        return try transport.takeSent().map { ($0.message.messageType, $0.message.content) }
    }

    private func statuses() throws -> [String] {
        try transport.takePublished().map { message in
            message.messageType == "status" ? message.content["execution_state"]?.stringValue ?? "?" : message.messageType
        }
    }

    func testCompleteCountsTheCursorInScalarsAndDefaultsToTheEnd() throws {
        try send("complete_request", ["code": "é ec", "cursor_pos": 4])
        try send("complete_request", ["code": "e"])
        let replies = try serve()
        XCTAssertEqual(replies.map(\.type), ["complete_reply", "complete_reply"])
        XCTAssertEqual(replies[0].content["matches"], ["echo"])
        XCTAssertEqual(replies[0].content["cursor_start"], 2)
        XCTAssertEqual(replies[0].content["cursor_end"], 4)
        XCTAssertEqual(replies[0].content["metadata"], [:])
        XCTAssertEqual(replies[1].content["matches"], ["echo", "eprint"])
        XCTAssertEqual(try statuses(), ["busy", "idle", "busy", "idle"])
    }

    func testInspectAndIsComplete() throws {
        try send("inspect_request", ["code": "name", "cursor_pos": 2, "detail_level": 1])
        try send("inspect_request", ["code": "other", "cursor_pos": 2])
        try send("is_complete_request", ["code": "a \\"])
        try send("is_complete_request", ["code": "a !"])
        try send("is_complete_request", ["code": "a"])
        let replies = try serve()
        XCTAssertEqual(replies[0].content, ["status": "ok", "found": true, "data": ["text/plain": "name at 2, detail 1"], "metadata": [:]])
        XCTAssertEqual(replies[1].content["found"], false)
        XCTAssertEqual(replies[2].content, ["status": "incomplete", "indent": "  "])
        XCTAssertEqual(replies[3].content, ["status": "invalid"])
        XCTAssertEqual(replies[4].content, ["status": "complete"])
    }

    func testWrongFieldTypesGetErrorReplies() throws {
        try send("complete_request", ["code": 3])
        try send("inspect_request", ["code": "name", "cursor_pos": "2"])
        try send("history_request", ["hist_access_type": "sideways"])
        let replies = try serve()
        XCTAssertEqual(replies.map(\.type), ["complete_reply", "inspect_reply", "history_reply"])
        for reply in replies {
            XCTAssertEqual(reply.content["status"], "error")
            XCTAssertEqual(reply.content["ename"], "RequestError")
        }
    }

    func testHistoryTailRangeAndSearch() throws {
        for code in ["result 1", "print a", "result 1", "result 2"] { try send("execute_request", ["code": .string(code)]) }
        try send("execute_request", ["code": "result 9", "store_history": false])
        try send("history_request", ["hist_access_type": "tail", "n": 2, "output": true])
        try send("history_request", ["hist_access_type": "range", "session": 0, "start": 2, "stop": 3])
        try send("history_request", ["hist_access_type": "search", "pattern": "result ?"])
        try send("history_request", ["hist_access_type": "search", "pattern": "result*", "unique": true])
        try send("history_request", ["hist_access_type": "search", "pattern": "result*", "n": 1])
        let replies = try serve().filter { $0.type == "history_reply" }.map { $0.content["history"] }
        XCTAssertEqual(replies[0], [[1, 3, ["result 1", "1"]], [1, 4, ["result 2", "2"]]])
        XCTAssertEqual(replies[1], [[1, 2, "print a"]])
        XCTAssertEqual(replies[2], [[1, 1, "result 1"], [1, 3, "result 1"], [1, 4, "result 2"]])
        XCTAssertEqual(replies[3], [[1, 3, "result 1"], [1, 4, "result 2"]])
        XCTAssertEqual(replies[4], [[1, 4, "result 2"]])
    }

    func testHistorySurvivesARestartInItsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-history-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history.jsonl")
        let first = HistoryStore(fileURL: file)
        XCTAssertEqual(first.session, 1)
        first.record(line: 1, input: "let x = 1", output: nil)
        first.record(line: 2, input: "x", output: "1")
        let second = HistoryStore(fileURL: file)
        XCTAssertEqual(second.session, 2)
        second.record(line: 1, input: "x + 1", output: "2")
        XCTAssertEqual(second.tail(3).map(\.input), ["let x = 1", "x", "x + 1"])
        XCTAssertEqual(second.range(session: -1, start: 2, stop: nil).map(\.output), ["1"])
        XCTAssertEqual(second.range(session: 0, start: 1, stop: nil).map(\.input), ["x + 1"])
    }

    func testGlobPatterns() {
        XCTAssertTrue(GlobPattern("plot*").matches("plot(graph)"))
        XCTAssertFalse(GlobPattern("plot*").matches("a plot"))
        XCTAssertTrue(GlobPattern("*x?z*").matches("let xyz = 1"))
        XCTAssertTrue(GlobPattern("[a-c]1").matches("b1"))
        XCTAssertFalse(GlobPattern("[!a-c]1").matches("b1"))
        XCTAssertTrue(GlobPattern("a[").matches("a["))
    }

    func testCommsAreClosedAndReported() throws {
        try send("comm_open", ["comm_id": "c1", "target_name": "jupyter.widget", "data": [:]])
        try send("comm_msg", ["comm_id": "c1", "data": [:]])
        try send("comm_info_request", ["target_name": "jupyter.widget"])
        let replies = try serve()
        XCTAssertEqual(replies.map(\.type), ["comm_info_reply"])
        XCTAssertEqual(replies[0].content, ["status": "ok", "comms": [:]])
        let published = try transport.takePublished()
        let close = try XCTUnwrap(published.first { $0.messageType == "comm_close" })
        XCTAssertEqual(close.content, ["comm_id": "c1", "data": [:]])
        XCTAssertEqual(published.filter { $0.messageType == "status" }.count, 6, "busy and idle around each")
    }

    func testCommsOfAKnownTargetStayOpenCarryBuffersAndAreListed() throws {
        try send("comm_open", ["comm_id": "e1", "target_name": "echo", "data": ["hello": 1]])
        var message = client.message("comm_msg", content: ["comm_id": "e1", "data": ["n": 2]], identities: [identity])
        message.buffers = [[1, 2], [3]]
        try transport.deliver(message, on: .shell)
        try send("comm_info_request", ["target_name": "echo"])
        try send("comm_info_request")
        try send("comm_info_request", ["target_name": "other"])
        var replies = try serve()
        XCTAssertEqual(replies.map { $0.content["comms"] }, [["e1": ["target_name": "echo"]], ["e1": ["target_name": "echo"]], [:]])
        let echoed = try XCTUnwrap(transport.takePublished().first { $0.messageType == "comm_msg" })
        XCTAssertEqual(echoed.content, ["comm_id": "e1", "data": ["n": 2]])
        XCTAssertEqual(echoed.buffers, [[3], [1, 2]])
        XCTAssertEqual(echoed.parent, message.token, "parented on the comm_msg it answers")

        try send("comm_close", ["comm_id": "e1", "data": [:]])
        try send("comm_msg", ["comm_id": "e1", "data": [:]])
        try send("comm_info_request")
        replies = try serve()
        XCTAssertEqual(replies.last?.content["comms"], [:])
        XCTAssertFalse(try transport.takePublished().contains { $0.messageType == "comm_msg" }, "closed comms are quiet")
        XCTAssertEqual(interpreter.commEvents.count, 7, "open, message, close, and the four inquiries")
    }

    func testIdleWorkWaitsUntilAQueuedBurstIsServed() throws {
        try send("comm_open", ["comm_id": "e1", "target_name": "echo", "data": [:]])
        for n in 0..<10 { try send("comm_msg", ["comm_id": "e1", "data": ["n": .int(n)]]) }
        _ = try serve()
        XCTAssertEqual(interpreter.idleWorkCount, 2, "once on starting, once after the burst, not after each request")
    }

    func testIdleWorkAnswersAfterTheIdleStatusOfTheMessageThatAskedForIt() throws {
        try send("comm_open", ["comm_id": "e1", "target_name": "echo", "data": [:]])
        _ = try serve()
        _ = try transport.takePublished()
        try send("comm_msg", ["comm_id": "e1", "data": ["later": true]])
        _ = try serve()
        XCTAssertEqual(
            try statuses(), ["busy", "idle", "comm_msg"],
            "the front end handles the request's idle while the answer is made, not between its arrival and its use")
    }

    func testAnErrorAbortsTheQueuedCellsWhenStopOnError() throws {
        try send("execute_request", ["code": "fail boom"])
        try send("execute_request", ["code": "print never"])
        try send("kernel_info_request")
        try send("execute_request", ["code": "print never either"])
        let replies = try serve()
        XCTAssertEqual(replies.map(\.type), ["execute_reply", "execute_reply", "kernel_info_reply", "execute_reply"])
        XCTAssertEqual(replies.map { $0.content["status"] }, ["error", "aborted", "ok", "aborted"])
        XCTAssertEqual(interpreter.executed.map(\.code), ["fail boom"])
        XCTAssertEqual(try statuses().filter { $0 == "busy" }.count, 4)
    }

    func testWithoutStopOnErrorTheQueueRuns() throws {
        try send("execute_request", ["code": "fail boom", "stop_on_error": false])
        try send("execute_request", ["code": "print runs"])
        let replies = try serve()
        XCTAssertEqual(replies.map { $0.content["status"] }, ["error", "ok"])
    }

    func testAnExecuteRequestWithoutDateIsRefused() throws {
        var message = client.message("execute_request", content: ["code": "print x"], identities: [identity])
        message.header.date = nil
        try transport.deliver(message, on: .shell)
        try send("execute_request", ["code": "print y"])
        let replies = try serve()
        XCTAssertEqual(replies.map { $0.content["status"] }, ["error", "ok"])
        XCTAssertEqual(interpreter.executed.map(\.code), ["print y"])
        XCTAssertTrue(logSink.lines.contains { $0.contains("has no 'date'") })
    }
}

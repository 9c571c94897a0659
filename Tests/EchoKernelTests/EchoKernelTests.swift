import InterchangeFormats
import JupyterKernel
import XCTest

/// A kernel built from JupyterKernel and JupyterZMQ alone (no Plotline module) answers a real client over ZeroMQ,
/// every message signed with the connection file's key.
final class EchoKernelTests: XCTestCase {
    private let key = "echo-kernel-test-key"

    func testKernelInfoRoundTripIsSignedWithTheConnectionKey() throws {
        let harness = try EchoKernelHarness(key: key)
        let request = try harness.client.sendShell("kernel_info_request")
        let frames = try harness.client.shellFrames()
        let reply = try harness.client.codec.decode(frames)
        XCTAssertEqual(reply.messageType, "kernel_info_reply")
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertEqual(reply.content["protocol_version"], "5.5")
        XCTAssertEqual(reply.content["implementation"], "echo-kernel")
        XCTAssertEqual(reply.content["language_info"]?["name"], "echo")
        XCTAssertThrowsError(try WireCodec(signer: MessageSigner(key: "another-key"), history: nil).decode(frames)) {
            XCTAssertEqual($0 as? WireError, .badSignature, "the reply is signed with the connection file's key")
        }
        XCTAssertEqual(try harness.shutDown().messageType, "shutdown_reply")
    }

    func testExecuteEchoesTheCellAsStreamAndResult() throws {
        let harness = try EchoKernelHarness(key: key)
        let client = harness.client
        let request = try client.sendShell("execute_request", ["code": "hello, echo", "silent": false])
        let reply = try client.shellReply()
        XCTAssertEqual(reply.messageType, "execute_reply")
        XCTAssertEqual(try reply.parentHeader()?.messageID, request.header.messageID)
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertEqual(reply.content["execution_count"], 1)

        let broadcasts = try client.iopubMessages(answering: request)
        XCTAssertEqual(broadcasts.map(\.messageType), ["status", "execute_input", "stream", "execute_result", "status"])
        XCTAssertEqual(broadcasts[1].content["code"], "hello, echo")
        XCTAssertEqual(broadcasts[2].content, ["name": "stdout", "text": "hello, echo"])
        XCTAssertEqual(broadcasts[3].content["data"], ["text/plain": "hello, echo"])
        XCTAssertEqual(broadcasts[3].content["execution_count"], 1)
        _ = try harness.shutDown()
    }

    func testARequestSignedWithAnotherKeyIsNeverRun() throws {
        let harness = try EchoKernelHarness(key: key)
        let client = harness.client
        let forger = WireCodec(signer: MessageSigner(key: "not-the-connection-key"), history: nil)
        try client.sendShell("execute_request", ["code": "forged"], codec: forger)
        let genuine = try client.sendShell("execute_request", ["code": "genuine"])
        let reply = try client.shellReply()
        XCTAssertEqual(try reply.parentHeader()?.messageID, genuine.header.messageID)
        XCTAssertEqual(reply.content["execution_count"], 1, "the forged request was dropped, not counted")
        let streams = try client.iopubMessages(answering: genuine).filter { $0.messageType == "stream" }
        XCTAssertEqual(streams.map { $0.content["text"] }, ["genuine"])
        _ = try harness.shutDown()
    }
}

import JupyterZMQ
import XCTest

final class ZMQSocketTests: XCTestCase {
    private func pair(_ name: String) throws -> (ZMQContext, ZMQSocket, ZMQSocket) {
        let context = try ZMQContext()
        let server = try ZMQSocket(context: context, type: .pair)
        let client = try ZMQSocket(context: context, type: .pair)
        try server.bind("inproc://\(name)")
        try client.connect("inproc://\(name)")
        return (context, server, client)
    }

    func testMultipartRoundTripWithEmptyAndLargeFrames() throws {
        let (context, server, client) = try pair("multipart")
        let large = [UInt8](repeating: 0xAB, count: 1 << 20)
        let frames: [[UInt8]] = [Array("id".utf8), [], Array("<IDS|MSG>".utf8), large, [0]]
        try client.send(frames)
        XCTAssertEqual(try server.receive(), frames)
        server.close()
        client.close()
        context.terminate()
    }

    func testNonBlockingReceiveReportsWouldBlock() throws {
        let (context, server, client) = try pair("empty")
        XCTAssertThrowsError(try server.receive(wait: false)) { error in
            XCTAssertEqual((error as? ZMQError)?.wouldBlock, true)
        }
        server.close()
        client.close()
        context.terminate()
    }

    func testPollerReportsReadiness() throws {
        let (context, server, client) = try pair("poll")
        let poller = ZMQPoller([.socket(server)])
        XCTAssertEqual(try poller.poll(timeout: .zero), [false])
        try client.send([Array("x".utf8)])
        XCTAssertEqual(try poller.poll(timeout: .seconds(20)), [true])
        server.close()
        client.close()
        context.terminate()
    }

    func testBindErrorsAreTyped() throws {
        let context = try ZMQContext()
        let socket = try ZMQSocket(context: context, type: .router)
        XCTAssertThrowsError(try socket.bind("nonsense://here")) { error in
            let zmqError = error as? ZMQError
            XCTAssertEqual(zmqError?.operation, "zmq_bind(nonsense://here)")
            XCTAssertFalse(zmqError?.message.isEmpty ?? true)
        }
        socket.close()
        context.terminate()
    }

    func testLastEndpointNamesThePickedPort() throws {
        let context = try ZMQContext()
        let socket = try ZMQSocket(context: context, type: .router)
        try socket.bind("tcp://127.0.0.1:*")
        let endpoint = try socket.lastEndpoint()
        XCTAssertTrue(endpoint.hasPrefix("tcp://127.0.0.1:"), endpoint)
        XCTAssertNotEqual(endpoint, "tcp://127.0.0.1:*")
        socket.close()
        context.terminate()
    }
}

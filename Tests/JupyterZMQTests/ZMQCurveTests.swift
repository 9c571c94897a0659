import JupyterZMQ
import XCTest

/// CurveZMQ at the socket level, over real TCP: a server with a key pair answers a client that knows its public
/// key, and never hears from a plain client or one that expects another key.
final class ZMQCurveTests: XCTestCase {
    /// How long a client that must not get through is given (a CurveZMQ server drops it without a word).
    private let silence: Duration = .milliseconds(1500)

    override func setUpWithError() throws {
        try XCTSkipUnless(ZMQCurve.isAvailable, "this libzmq has no CURVE (build it with libsodium)")
    }

    func testKeyPairsAreZ85AndThePublicKeyFollowsFromTheSecret() throws {
        let (publicKey, secretKey) = try ZMQCurve.makeKeyPair()
        XCTAssertEqual(publicKey.utf8.count, 40)
        XCTAssertEqual(secretKey.utf8.count, 40)
        XCTAssertNotEqual(publicKey, secretKey)
        XCTAssertEqual(try ZMQCurve.publicKey(forSecretKey: secretKey), publicKey)
        XCTAssertNotEqual(try ZMQCurve.makeKeyPair().publicKey, publicKey)
        XCTAssertThrowsError(try ZMQCurve.publicKey(forSecretKey: "not a key"))
    }

    func testOptionsSelectTheCurveMechanism() throws {
        let context = try ZMQContext()
        let (publicKey, secretKey) = try ZMQCurve.makeKeyPair()
        let server = try ZMQSocket(context: context, type: .router)
        let client = try ZMQSocket(context: context, type: .dealer)
        let plain = try ZMQSocket(context: context, type: .dealer)
        try server.setCurveServer(secretKey: secretKey, publicKey: publicKey)
        try client.setCurveClient(serverKey: publicKey, publicKey: publicKey, secretKey: secretKey)
        XCTAssertTrue(try server.usesCurve())
        XCTAssertTrue(try client.usesCurve())
        XCTAssertFalse(try plain.usesCurve())
        XCTAssertThrowsError(try plain.setCurveServer(secretKey: "short", publicKey: publicKey)) { error in
            XCTAssertEqual((error as? ZMQError)?.operation, "zmq_setsockopt(ZMQ_CURVE_SECRETKEY)")
        }
        for socket in [server, client, plain] { socket.close() }
        context.terminate()
    }

    func testAServerAnswersOnlyTheClientThatKnowsItsKey() throws {
        let context = try ZMQContext()
        let server = try ZMQSocket(context: context, type: .router)
        let (serverPublic, serverSecret) = try ZMQCurve.makeKeyPair()
        try server.setCurveServer(secretKey: serverSecret, publicKey: serverPublic)
        try server.setLinger(milliseconds: 0)
        try server.bind("tcp://127.0.0.1:*")
        let endpoint = try server.lastEndpoint()

        func client(serverKey: String?) throws -> ZMQSocket {
            let socket = try ZMQSocket(context: context, type: .dealer)
            try socket.setLinger(milliseconds: 0)
            try socket.setSendTimeout(milliseconds: 20_000)
            if let serverKey {
                let (publicKey, secretKey) = try ZMQCurve.makeKeyPair()
                try socket.setCurveClient(serverKey: serverKey, publicKey: publicKey, secretKey: secretKey)
            }
            try socket.connect(endpoint)
            return socket
        }
        let plain = try client(serverKey: nil)
        let wrongKey = try client(serverKey: try ZMQCurve.makeKeyPair().publicKey)
        try plain.send([Array("plain".utf8)])
        try wrongKey.send([Array("wrong key".utf8)])
        let serverPoller = ZMQPoller([.socket(server)])
        XCTAssertEqual(try serverPoller.poll(timeout: silence), [false], "a client without the server's key got through")

        let friend = try client(serverKey: serverPublic)
        try friend.send([Array("friend".utf8)])
        XCTAssertEqual(try serverPoller.poll(timeout: .seconds(20)), [true], "the client with the key was not heard")
        let request = try server.receive()
        XCTAssertEqual(request.last, Array("friend".utf8), "the first message through is the keyed client's")
        try server.send([request[0], Array("welcome".utf8)])
        XCTAssertEqual(try ZMQPoller([.socket(friend)]).poll(timeout: .seconds(20)), [true])
        XCTAssertEqual(try friend.receive(), [Array("welcome".utf8)])

        XCTAssertEqual(try serverPoller.poll(timeout: .zero), [false], "only the keyed client's message arrived")
        XCTAssertEqual(try ZMQPoller([.socket(plain), .socket(wrongKey)]).poll(timeout: .zero), [false, false])
        for socket in [server, plain, wrongKey, friend] { socket.close() }
        context.terminate()
    }
}

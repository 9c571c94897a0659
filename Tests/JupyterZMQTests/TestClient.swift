import InterchangeFormats
import JupyterKernel
import JupyterZMQ
import XCTest

/// A Jupyter client made of the wrapper's sockets: DEALER on shell, control and stdin, SUB on IOPub, REQ on the
/// heartbeat.
final class TestClient {
    let context: ZMQContext
    let shell: ZMQSocket
    let control: ZMQSocket
    let iopub: ZMQSocket
    let heartbeat: ZMQSocket
    let session = KernelSession(id: "test-client", username: "tester")
    let codec: WireCodec

    /// How long to wait for a message before failing the test (a hang guard, not a timing assertion).
    static let patience: Duration = .seconds(20)

    /// A client of the kernel `connection` names; `curve` makes every socket a CurveZMQ client that expects the
    /// server key `curve.serverKey` and presents the key pair `curve.publicKey`/`curve.secretKey`.
    init(connection: ConnectionInfo, curve: (serverKey: String, publicKey: String, secretKey: String)? = nil) throws {
        context = try ZMQContext()
        shell = try ZMQSocket(context: context, type: .dealer)
        control = try ZMQSocket(context: context, type: .dealer)
        iopub = try ZMQSocket(context: context, type: .subscriber)
        heartbeat = try ZMQSocket(context: context, type: .request)
        codec = WireCodec(signer: MessageSigner(key: connection.key), history: nil)
        for socket in [shell, control, iopub, heartbeat] {
            try socket.setLinger(milliseconds: 0)
            // A send with no peer to take it (every handshake failed) fails the test instead of hanging it.
            try socket.setSendTimeout(milliseconds: Int32(Self.patience.components.seconds * 1000))
            if let curve {
                try socket.setCurveClient(serverKey: curve.serverKey, publicKey: curve.publicKey, secretKey: curve.secretKey)
            }
        }
        try iopub.subscribe(to: [])
        try shell.connect(connection.endpoint(for: .shell))
        try control.connect(connection.endpoint(for: .control))
        try iopub.connect(connection.endpoint(for: .iopub))
        try heartbeat.connect(connection.endpoint(for: .heartbeat))
    }

    func close() {
        for socket in [shell, control, iopub, heartbeat] { socket.close() }
        context.terminate()
    }

    @discardableResult
    func send(_ type: String, _ content: JSONObject = [:], on socket: ZMQSocket, codec: WireCodec? = nil) throws -> Message {
        let message = session.message(type, content: content)
        try socket.send((codec ?? self.codec).encode(message))
        return message
    }

    func receiveFrames(_ socket: ZMQSocket, within patience: Duration = TestClient.patience) throws -> [[UInt8]] {
        let ready = try ZMQPoller([.socket(socket)]).poll(timeout: patience)
        guard ready[0] else { throw TestTimeout() }
        return try socket.receive()
    }

    func receive(_ socket: ZMQSocket) throws -> Message {
        try codec.decode(receiveFrames(socket))
    }

    /// The IOPub messages parented on `request`, up to and including its idle status. Others (the one-time
    /// `starting` status, which may come after the welcome) are skipped.
    func iopubUntilIdle(of request: Message) throws -> [Message] {
        var messages: [Message] = []
        while true {
            let message = try receive(iopub)
            guard try message.parentHeader()?.messageID == request.header.messageID else { continue }
            messages.append(message)
            if message.messageType == "status", message.content["execution_state"] == "idle" { return messages }
        }
    }
}

struct TestTimeout: Error, CustomStringConvertible {
    var description: String { "no message within \(TestClient.patience)" }
}

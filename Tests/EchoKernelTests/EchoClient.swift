import InterchangeFormats
import JupyterKernel
import JupyterZMQ

/// A front end reduced to what the echo tests need: a DEALER on shell and control, a SUB on IOPub, every message
/// signed and verified with the connection's key.
final class EchoClient {
    /// The codec that signs requests and verifies what the kernel sends.
    let codec: WireCodec
    private let context: ZMQContext
    private let shell: ZMQSocket
    private let control: ZMQSocket
    private let iopub: ZMQSocket
    private let session = KernelSession(id: "echo-client", username: "echo-tester")

    /// How long to wait for any one message: a guard against a hang, not a timing assertion.
    static let patience: Duration = .seconds(5)

    /// Connects to the kernel's shell, control and IOPub ports.
    init(connection: ConnectionInfo) throws {
        codec = WireCodec(signer: MessageSigner(key: connection.key), history: nil)
        context = try ZMQContext()
        shell = try ZMQSocket(context: context, type: .dealer)
        control = try ZMQSocket(context: context, type: .dealer)
        iopub = try ZMQSocket(context: context, type: .subscriber)
        for socket in [shell, control, iopub] { try socket.setLinger(milliseconds: 0) }
        try iopub.subscribe(to: [])
        try shell.connect(connection.endpoint(for: .shell))
        try control.connect(connection.endpoint(for: .control))
        try iopub.connect(connection.endpoint(for: .iopub))
    }

    /// Closes the sockets and the context.
    func close() {
        for socket in [shell, control, iopub] { socket.close() }
        context.terminate()
    }

    /// Sends a request on shell, signed with `codec` (the client's own unless given).
    @discardableResult
    func sendShell(_ type: String, _ content: JSONObject = [:], codec: WireCodec? = nil) throws -> Message {
        try send(type, content, on: shell, codec: codec ?? self.codec)
    }

    /// Sends a request on control.
    @discardableResult
    func sendControl(_ type: String, _ content: JSONObject = [:]) throws -> Message {
        try send(type, content, on: control, codec: codec)
    }

    /// The next shell reply's frames, as they came off the wire.
    func shellFrames() throws -> [[UInt8]] {
        try frames(from: shell)
    }

    /// The next shell reply, its signature verified.
    func shellReply() throws -> Message {
        try codec.decode(shellFrames())
    }

    /// The next control reply, its signature verified.
    func controlReply() throws -> Message {
        try codec.decode(frames(from: control))
    }

    /// The next IOPub message, its signature verified.
    func iopubMessage() throws -> Message {
        try codec.decode(frames(from: iopub))
    }

    /// The IOPub messages parented on `request`, through its idle status; others are skipped.
    func iopubMessages(answering request: Message) throws -> [Message] {
        var answers: [Message] = []
        while true {
            let message = try iopubMessage()
            guard try message.parentHeader()?.messageID == request.header.messageID else { continue }
            answers.append(message)
            if isIdleStatus(message) { return answers }
        }
    }

    private func isIdleStatus(_ message: Message) -> Bool {
        message.messageType == "status" && message.content["execution_state"] == "idle"
    }

    private func send(_ type: String, _ content: JSONObject, on socket: ZMQSocket, codec: WireCodec) throws -> Message {
        let message = session.message(type, content: content)
        try socket.send(codec.encode(message))
        return message
    }

    private func frames(from socket: ZMQSocket) throws -> [[UInt8]] {
        guard try ZMQPoller([.socket(socket)]).poll(timeout: Self.patience).first == true else {
            throw EchoTimeout()
        }
        return try socket.receive()
    }
}

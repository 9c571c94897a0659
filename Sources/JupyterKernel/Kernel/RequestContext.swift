import InterchangeFormats

/// One request being handled: where it came from, and how to reply and publish on its behalf.
///
/// Replies go back on the request's channel to its identities; IOPub messages carry its header, byte for byte,
/// as their parent. Failures to send are logged, never thrown: a kernel keeps serving.
struct RequestContext {
    /// The request.
    let message: Message
    /// The channel it arrived on, where the reply goes.
    let channel: Channel
    /// The request's header as received, parent of everything sent for it.
    let token: ParentToken
    let transport: any KernelTransport
    let session: KernelSession
    let logger: Logger

    init(message: Message, channel: Channel, transport: any KernelTransport, session: KernelSession, logger: Logger) {
        self.message = message
        self.channel = channel
        self.token = message.token
        self.transport = transport
        self.session = session
        self.logger = logger
    }

    /// Sends the `*_reply`. When the content cannot be encoded (NaN, infinity), an error reply goes instead so
    /// the client is never left waiting.
    func reply(_ messageType: String, _ content: JSONObject) {
        let reply = session.message(messageType, content: content, parent: token, identities: message.identities)
        do {
            try transport.send(reply, on: channel)
            logger.debug("sent \(messageType) on \(channel.rawValue)")
        } catch let error as WireError {
            logger.error("cannot send \(messageType): \(error)")
            sendFallbackReply(messageType, replacing: content, because: error)
        } catch {
            logger.error("cannot send \(messageType) on \(channel.rawValue): \(error)")
        }
    }

    /// Sends a kernel-to-client request on stdin (an `input_request`) to the request's identities.
    func sendOnStdin(_ messageType: String, _ content: JSONObject) {
        let request = session.message(messageType, content: content, parent: token, identities: message.identities)
        do {
            try transport.send(request, on: .stdin)
        } catch {
            logger.error("cannot send \(messageType) on stdin: \(error)")
        }
    }

    /// Publishes an IOPub message parented on the request.
    func publish(_ messageType: String, _ content: JSONObject) {
        do {
            try transport.publish(session.broadcast(messageType, content: content, parent: token))
        } catch {
            logger.error("cannot publish \(messageType): \(error)")
        }
    }

    /// Publishes `status` with `execution_state` busy or idle.
    func publishStatus(_ state: ExecutionState) {
        publish("status", ["execution_state": .string(state.rawValue)])
    }

    private func sendFallbackReply(_ messageType: String, replacing content: JSONObject, because error: WireError) {
        var fallback: JSONObject = [
            "status": "error",
            "ename": "ValueError",
            "evalue": .string("the reply could not be encoded: \(error)"),
            "traceback": [],
        ]
        if let count = content["execution_count"] { fallback["execution_count"] = count }
        let reply = session.message(messageType, content: fallback, parent: token, identities: message.identities)
        do {
            try transport.send(reply, on: channel)
        } catch {
            logger.error("cannot send the fallback \(messageType): \(error)")
        }
    }
}

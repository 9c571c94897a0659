import InterchangeFormats

/// Publishes comm messages on IOPub parented on one request, keeping the kernel's `CommRegistry` up to date.
final class IOPubCommSender: CommSender {
    private let transport: any KernelTransport
    private let session: KernelSession
    private let parent: ParentToken
    private let registry: CommRegistry
    private let logger: Logger

    init(transport: any KernelTransport, session: KernelSession, parent: ParentToken, registry: CommRegistry, logger: Logger) {
        self.transport = transport
        self.session = session
        self.parent = parent
        self.registry = registry
        self.logger = logger
    }

    func open(_ message: CommMessage, target: String) {
        registry.add(message.commID, target: target)
        publish("comm_open", message, extra: ["target_name": .string(target)])
    }

    func send(_ message: CommMessage) {
        guard registry.target(of: message.commID) != nil else {
            logger.info("dropped a comm_msg for closed comm \(message.commID)")
            return
        }
        publish("comm_msg", message)
    }

    func close(_ message: CommMessage) {
        guard registry.remove(message.commID) else { return }
        publish("comm_close", message)
    }

    private func publish(_ messageType: String, _ message: CommMessage, extra: JSONObject = [:]) {
        var content: JSONObject = ["comm_id": .string(message.commID), "data": .object(message.data)]
        for (key, value) in extra.members { content[key] = value }
        var outgoing = session.broadcast(messageType, content: content, parent: parent)
        outgoing.metadata = message.metadata
        outgoing.buffers = message.buffers
        do {
            try transport.publish(outgoing)
        } catch {
            logger.error("cannot publish \(messageType) for comm \(message.commID): \(error)")
        }
    }
}

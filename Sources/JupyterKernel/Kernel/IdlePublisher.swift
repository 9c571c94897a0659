/// Publishes display updates and comm messages while no request runs (live feeds, widget frames), parented on the
/// request that made the display.
final class IdlePublisher: DisplayPublisher {
    private let transport: any KernelTransport
    private let session: KernelSession
    private let logger: Logger
    private let registry: CommRegistry

    init(transport: any KernelTransport, session: KernelSession, logger: Logger, registry: CommRegistry) {
        self.transport = transport
        self.session = session
        self.logger = logger
        self.registry = registry
    }

    func comms(parent: ParentToken) -> any CommSender {
        IOPubCommSender(transport: transport, session: session, parent: parent, registry: registry, logger: logger)
    }

    func updateDisplay(_ bundle: MIMEBundle, displayID: String, parent: ParentToken) {
        let content = bundle.displayContent(displayID: displayID)
        do {
            try transport.publish(session.broadcast("update_display_data", content: content, parent: parent))
        } catch {
            logger.error("cannot publish update_display_data for \(displayID): \(error)")
        }
    }
}

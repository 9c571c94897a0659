import InterchangeFormats

/// Publishes a debugger's DAP events as `debug_event` messages on IOPub, parented on the debug request that
/// handed the sink over (front ends take every `debug_event`, whatever its parent).
struct IOPubDebugEvents: DebugEventSink {
    let transport: any KernelTransport
    let session: KernelSession
    let parent: ParentToken
    let logger: Logger

    func send(_ event: JSONObject) {
        do {
            try transport.publish(session.broadcast("debug_event", content: event, parent: parent))
        } catch {
            logger.error("cannot publish debug_event: \(error)")
        }
    }
}

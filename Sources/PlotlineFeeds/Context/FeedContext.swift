import PlotlineValues

/// What feeds need from the session they live in, owned by that session and shared with no other: the registry
/// of live feeds the session drains, and the live sources `feed.subscribe` can open.
///
/// A session's `ModelContext` holds one and makes it current beside itself; a feed takes the current one when it is
/// made and keeps it, so its live sources and drains stay with its own session.
///
/// `@unchecked Sendable`: a task-local value must be Sendable. The one mutable property, `liveSourceFactories`,
/// is written by the session's host while it sets the session up, before it hands the session any work, and read
/// by cells on the session's thread afterwards; `SessionThread.perform` orders the two. `liveFeeds` proves its
/// own locking where it is declared.
public final class FeedContext: @unchecked Sendable {
    /// The feed context of the session running code on this thread, or nil outside any session.
    @TaskLocal public static var current: FeedContext?

    /// The current context, or a new one of its own for a feed made outside any session (tools, tests).
    public static var currentOrNew: FeedContext { current ?? FeedContext() }

    /// The feeds with a live source, which the session drains.
    public let liveFeeds = LiveFeeds()
    /// The factories behind `feed.subscribe(endpoint)`, asked in order.
    public private(set) var liveSourceFactories: [any LiveSourceFactory] = []

    /// An empty context: nothing live, no factories.
    public init() {}

    /// Installs a live-source factory (before cells run); installing the same factory twice does nothing.
    public func install(_ factory: any LiveSourceFactory) {
        guard !liveSourceFactories.contains(where: { $0 === factory }) else { return }
        liveSourceFactories.append(factory)
    }

    /// A source for an endpoint from the first factory that opens it.
    ///
    /// - Throws: an `IOError` when no installed factory opens the endpoint.
    public func liveSource(for endpoint: String) throws -> any LiveSource {
        guard let factory = liveSourceFactories.first(where: { $0.canOpen(endpoint) }) else {
            let hint = liveSourceFactories.isEmpty
                ? "subscriptions need the ZeroMQ subscriber the Plotline kernel installs; they are not available here"
                : "endpoints look like \"tcp://127.0.0.1:5556\""
            throw ModelError(.ioError, "cannot subscribe to '\(endpoint)': no live source opens it", hint: hint)
        }
        return try factory.makeSource(for: endpoint)
    }
}

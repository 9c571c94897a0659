import PlotlineCore
import PlotlineFeeds

/// The `LiveSourceFactory` behind `feed.subscribe(endpoint)`: makes a `SubscriptionSource` for `tcp://` and
/// `ipc://` endpoints over the subscriptions `open` makes (the executable passes ZeroMQ SUB sockets).
public final class SubscriptionSourceFactory: LiveSourceFactory {
    private let open: @Sendable (String) throws -> any MessageSubscription

    /// A factory opening subscriptions with `open(endpoint)`.
    public init(open: @escaping @Sendable (String) throws -> any MessageSubscription) {
        self.open = open
    }

    /// True for `tcp://` and `ipc://` endpoints.
    public func canOpen(_ endpoint: String) -> Bool {
        endpoint.hasPrefix("tcp://") || endpoint.hasPrefix("ipc://")
    }

    /// A source for the endpoint, opened when started.
    public func makeSource(for endpoint: String) throws -> any LiveSource {
        let open = self.open
        return SubscriptionSource(endpoint: endpoint) { try open(endpoint) }
    }
}

import PlotlineCore
import PlotlineFeeds

/// Stands in for the ZeroMQ subscriber the kernel installs, so that documentation examples calling
/// `feed.subscribe("tcp://…")` run: its sources start, say what they read, and never receive anything.
final class QuietSubscriptionFactory: LiveSourceFactory {
    /// A source that receives nothing.
    private final class QuietSource: LiveSource {
        let endpoint: String
        private(set) var isRunning = false

        init(endpoint: String) {
            self.endpoint = endpoint
        }

        var description: String { "subscribed to \(endpoint)" }

        func start(delivering inbox: FeedInbox) throws {
            isRunning = true
        }

        func stop() {
            isRunning = false
        }
    }

    func canOpen(_ endpoint: String) -> Bool {
        endpoint.hasPrefix("tcp://") || endpoint.hasPrefix("ipc://")
    }

    func makeSource(for endpoint: String) throws -> any LiveSource {
        QuietSource(endpoint: endpoint)
    }
}

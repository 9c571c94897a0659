/// A closure observing a feed, alive as long as this token is: drop the token (or call `cancel()`) and the
/// closure is never called again. The feed holds the token weakly.
public final class FeedObservation {
    private var handler: ((Feed, FeedChange) -> Void)?

    /// Makes a token for a handler.
    init(handler: @escaping (Feed, FeedChange) -> Void) {
        self.handler = handler
    }

    /// Stops the observation.
    public func cancel() {
        handler = nil
    }

    /// True until cancelled.
    public var isActive: Bool { handler != nil }

    /// Calls the handler, if the observation is active.
    func deliver(_ change: FeedChange, from feed: Feed) {
        handler?(feed, change)
    }
}

extension FeedObservation: FeedObserver {
    /// Calls the handler.
    public func feed(_ feed: Feed, didChange change: FeedChange) {
        deliver(change, from: feed)
    }
}

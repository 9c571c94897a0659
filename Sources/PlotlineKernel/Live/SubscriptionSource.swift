import Foundation
import PlotlineCore
import PlotlineValues
import PlotlineFeeds

/// A live source reading JSON records from a publisher (`feed.subscribe("tcp://127.0.0.1:5556")`) on a thread of
/// its own: every message's records go into the feed's inbox, and bad ones are reported there (counted in
/// `feed.badRecordCount`), never fatal. The subscription is opened by `start` (so a malformed endpoint fails the
/// call) and closed by the reader thread when `stop` asks it to end.
public final class SubscriptionSource: LiveSource, Sendable {
    /// The endpoint subscribed to.
    public let endpoint: String
    /// How long the reader waits for a message before it checks whether to stop.
    public let pollInterval: Duration

    private let open: @Sendable () throws -> any MessageSubscription
    private let thread = LiveSourceThread(name: "plotline.subscribe")

    /// A source that opens its subscription with `open` when started.
    public init(
        endpoint: String, pollInterval: Duration = .milliseconds(50),
        open: @escaping @Sendable () throws -> any MessageSubscription
    ) {
        self.endpoint = endpoint
        self.pollInterval = pollInterval
        self.open = open
    }

    /// `subscribed to tcp://127.0.0.1:5556`.
    public var description: String { "subscribed to \(endpoint)" }

    /// True while the reader thread runs.
    public var isRunning: Bool { thread.isRunning }

    /// Opens the subscription and starts the reader thread.
    ///
    /// - Throws: an `IOError` when the subscription cannot be opened, or the source already runs.
    public func start(delivering inbox: FeedInbox) throws {
        try thread.start(describedAs: description) {
            do {
                return try open()
            } catch {
                throw ModelError(
                    .ioError, "cannot subscribe to '\(endpoint)': \(error)",
                    hint: "endpoints look like \"tcp://127.0.0.1:5556\"")
            }
        } body: { [self] subscription in
            self.read(subscription, into: inbox)
        }
    }

    /// Asks the reader thread to stop and waits for it (at most a few seconds).
    public func stop() {
        thread.stop()
    }

    private func read(_ subscription: any MessageSubscription, into inbox: FeedInbox) {
        while !thread.shouldStop {
            do {
                guard let frames = try subscription.receive(timeout: pollInterval) else { continue }
                let (records, errors) = SubscriptionMessage.records(from: frames, source: endpoint)
                inbox.push(records)
                for error in errors { inbox.reportBadRecord(error) }
            } catch {
                inbox.reportBadRecord("the subscription to \(endpoint) stopped: \(error)")
                break
            }
        }
        subscription.close()
    }
}

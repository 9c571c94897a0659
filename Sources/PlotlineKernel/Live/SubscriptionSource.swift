import Foundation
import PlotlineCore
import PlotlineValues
import PlotlineFeeds

/// A live source reading JSON records from a publisher (`feed.subscribe("tcp://127.0.0.1:5556")`) on a thread of
/// its own: every message's records go into the feed's inbox, and bad ones are reported there (counted in
/// `feed.badRecordCount`), never fatal. The subscription is opened by `start` (so a malformed endpoint fails the
/// call) and closed by the reader thread when `stop` asks it to end.
public final class SubscriptionSource: ThreadedLiveSource {
    /// The endpoint subscribed to.
    public let endpoint: String
    /// How long the reader waits for a message before it checks whether to stop.
    public let pollInterval: Duration
    /// The thread reading the subscription.
    public let thread = LiveSourceThread(name: "plotline.subscribe")

    private let open: @Sendable () throws -> any MessageSubscription

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

    /// Opens the subscription.
    ///
    /// - Throws: an `IOError` when the subscription cannot be opened.
    public func openReader(delivering inbox: FeedInbox) throws -> sending any MessageSubscription {
        do {
            return try open()
        } catch {
            throw ModelError(
                .ioError, "cannot subscribe to '\(endpoint)': \(error)",
                hint: "endpoints look like \"tcp://127.0.0.1:5556\"")
        }
    }

    /// Waits up to `pollInterval` for a message and delivers its records.
    ///
    /// - Throws: an `IOError` when the subscription broke; the reader then ends.
    public func readTurn(from subscription: any MessageSubscription, into inbox: FeedInbox) throws {
        let frames: [[UInt8]]?
        do {
            frames = try subscription.receive(timeout: pollInterval)
        } catch {
            throw ModelError(.ioError, "the subscription to \(endpoint) stopped: \(error)")
        }
        guard let frames else { return }
        inbox.deliver(SubscriptionMessage.records(from: frames, source: endpoint))
    }

    /// Closes the subscription, on the reader thread.
    public func closeReader(_ subscription: any MessageSubscription) {
        subscription.close()
    }
}

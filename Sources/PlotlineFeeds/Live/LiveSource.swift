/// A background reader that feeds records into a feed's inbox: a followed file, a ZeroMQ subscription.
///
/// A source never touches the feed: it parses on its own thread and pushes `FeedRecord`s (and bad-record
/// reports) into the `FeedInbox` it was started with. Implementations must be safe to stop from another thread;
/// those reading on a thread of their own conform to `ThreadedLiveSource`, which starts, stops and loops for them.
public protocol LiveSource: AnyObject {
    /// What the source reads, for summaries: `following "latency.csv"`, `subscribed to tcp://127.0.0.1:5556`.
    var description: String { get }

    /// True between a successful `start` and `stop` (or the source giving up).
    var isRunning: Bool { get }

    /// Starts reading on a background thread and returns at once.
    ///
    /// - Throws: an `IOError` when the source cannot be opened; nothing runs then.
    func start(delivering inbox: FeedInbox) throws

    /// Stops reading; when it returns, the source pushes nothing more. Stopping twice does nothing.
    func stop()
}

import PlotlineValues

/// A live source that asks a feed's database for new rows every `interval` seconds on a background thread, with a
/// connection of its own (`feed.refresh(every:)`): rows past the last key arrive as records while the kernel is
/// idle; a feed without a key gets every row again each time, replacing its records. A failed poll is reported as
/// the feed's `lastError` and the next one tries again.
final class SQLPoller: LiveSource, Sendable {
    /// The seconds between polls.
    let interval: Double
    private let cursor: SQLFeedCursor
    private let thread = LiveSourceThread(name: "plotline.sql-poll")

    init(cursor: SQLFeedCursor, interval: Double) {
        self.cursor = cursor
        self.interval = interval
    }

    /// `refreshing every 5 s`.
    var description: String { "refreshing every \(formatNumber(interval)) s" }

    /// True while the background thread runs.
    var isRunning: Bool { thread.isRunning }

    /// Opens the poller's connection and starts polling.
    ///
    /// - Throws: an `SQLError` when the database cannot be opened.
    func start(delivering inbox: FeedInbox) throws {
        try thread.start(describedAs: description) {
            try cursor.open()
        } body: { [self] connection in
            while !thread.shouldStop {
                thread.pause(seconds: interval)
                guard !thread.shouldStop else { break }
                cursor.deliverNewRows(on: connection, into: inbox)
            }
        }
    }

    /// Stops polling and waits for the thread.
    func stop() {
        thread.stop()
    }
}

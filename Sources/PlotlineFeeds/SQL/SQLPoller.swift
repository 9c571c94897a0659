import PlotlineValues

/// A live source that asks a feed's database for new rows every `interval` seconds on a background thread, with a
/// connection of its own (`feed.refresh(every:)`): rows past the last key arrive as records while the kernel is
/// idle; a feed without a key gets every row again each time, replacing its records. A failed poll is reported as
/// the feed's `lastError` and the next one tries again.
final class SQLPoller: ThreadedLiveSource {
    /// The seconds between polls.
    let interval: Double
    let thread = LiveSourceThread(name: "plotline.sql-poll")
    private let cursor: SQLFeedCursor

    init(cursor: SQLFeedCursor, interval: Double) {
        self.cursor = cursor
        self.interval = interval
    }

    /// `refreshing every 5 s`.
    var description: String { "refreshing every \(formatNumber(interval)) s" }

    /// Opens the poller's connection.
    ///
    /// - Throws: an `SQLError` when the database cannot be opened.
    func openReader(delivering inbox: FeedInbox) throws -> sending any SQLConnection {
        try cursor.open()
    }

    /// Waits `interval` seconds, then delivers the rows that came meanwhile (a failure is reported by the cursor).
    func readTurn(from connection: any SQLConnection, into inbox: FeedInbox) {
        thread.pause(seconds: interval)
        guard !thread.shouldStop else { return }
        cursor.deliverNewRows(on: connection, into: inbox)
    }
}

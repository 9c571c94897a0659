import PlotlineValues

/// A live source that listens on a PostgreSQL channel with a connection of its own (`feed.listen("runs")`): each
/// burst of notifications fetches the rows past the last key once, and they arrive as records while the kernel is
/// idle (where the session applies them at most `session.frameRate` times a second). A failed fetch is reported as
/// the feed's `lastError`; the next notification tries again, and a failed wait again a second later.
final class SQLListener: ThreadedLiveSource {
    /// The channel listened on.
    let channel: String
    let thread = LiveSourceThread(name: "plotline.sql-listen")
    private let cursor: SQLFeedCursor

    init(cursor: SQLFeedCursor, channel: String) {
        self.cursor = cursor
        self.channel = channel
    }

    /// `listening on "runs"`.
    var description: String { "listening on \"\(channel)\"" }

    /// A failed wait for notifications is tried again a second later.
    var recovery: LiveSourceRecovery { .retry(afterSeconds: 1) }

    /// Opens the listener's connection and listens before returning, so no notification sent afterwards is missed.
    ///
    /// - Throws: an `SQLError` when the database cannot be opened or has no notifications.
    func openReader(delivering inbox: FeedInbox) throws -> sending any SQLListening {
        guard let connection = try cursor.open() as? any SQLListening else {
            throw ModelError(
                .sqlError, "this database has no notifications to listen to",
                hint: "LISTEN is PostgreSQL's; poll an SQLite feed with refresh(every: 1)")
        }
        try connection.listen(channel)
        return connection
    }

    /// Waits up to a tenth of a second for notifications and, when some came, delivers the new rows.
    ///
    /// - Throws: an `SQLError` when waiting failed.
    func readTurn(from connection: any SQLListening, into inbox: FeedInbox) throws {
        guard try connection.waitForNotifications(upTo: 0.1) > 0 else { return }
        cursor.deliverNewRows(on: connection, into: inbox)
    }
}

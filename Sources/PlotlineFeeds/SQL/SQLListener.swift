import PlotlineValues

/// A live source that listens on a PostgreSQL channel with a connection of its own (`feed.listen("runs")`): each
/// burst of notifications fetches the rows past the last key once, and they arrive as records while the kernel is
/// idle (where the session applies them at most `session.frameRate` times a second). A failed fetch is reported as
/// the feed's `lastError`; the next notification tries again.
final class SQLListener: LiveSource, Sendable {
    /// The channel listened on.
    let channel: String
    private let cursor: SQLFeedCursor
    private let thread = LiveSourceThread(name: "plotline.sql-listen")

    init(cursor: SQLFeedCursor, channel: String) {
        self.cursor = cursor
        self.channel = channel
    }

    /// `listening on "runs"`.
    var description: String { "listening on \"\(channel)\"" }

    /// True while the background thread runs.
    var isRunning: Bool { thread.isRunning }

    /// Opens the listener's connection and listens before returning, so no notification sent afterwards is missed.
    ///
    /// - Throws: an `SQLError` when the database cannot be opened or has no notifications.
    func start(delivering inbox: FeedInbox) throws {
        try thread.start(describedAs: description) {
            guard let connection = try cursor.open() as? any SQLListening else {
                throw ModelError(
                    .sqlError, "this database has no notifications to listen to",
                    hint: "LISTEN is PostgreSQL's; poll an SQLite feed with refresh(every: 1)")
            }
            try connection.listen(channel)
            return connection
        } body: { [self] connection in
            while !thread.shouldStop {
                do {
                    guard try connection.waitForNotifications(upTo: 0.1) > 0 else { continue }
                    cursor.deliverNewRows(on: connection, into: inbox)
                } catch {
                    inbox.reportBadRecord((error as? ModelError)?.message ?? "\(error)")
                    thread.pause(seconds: 1)
                }
            }
        }
    }

    /// Stops listening and waits for the thread.
    func stop() {
        thread.stop()
    }
}

/// What ties a feed to its database on the session's thread: the database (whose connection refreshes use) and the
/// cursor it shares with its poller.
final class SQLFeedBinding {
    /// The database the feed reads.
    let database: Database
    /// Where the feed has read to.
    let cursor: SQLFeedCursor

    init(database: Database, cursor: SQLFeedCursor) {
        self.database = database
        self.cursor = cursor
    }
}

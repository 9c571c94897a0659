/// What ties a feed to its database on the session's thread: the database (whose connection refreshes use) and the
/// cursor it shares with its poller.
final class SQLFeedBinding {
    /// The database the feed reads.
    let database: Database
    /// Where the feed has read to.
    let cursor: SQLFeedCursor
    /// For an on-demand feed, what it asks its database per view; nil for a feed holding every row.
    var demand: SQLDemand?

    init(database: Database, cursor: SQLFeedCursor) {
        self.database = database
        self.cursor = cursor
    }
}

import PlotlineValues
import Synchronization

/// Where an SQL feed has read to, shared by the feed's refreshes and its poller: the query, how to open a
/// connection of one's own, and the key of the last row the feed has.
///
/// Every fetch happens under the lock of `lastKey`, with the rows delivered before it is released (appended by a
/// refresh, pushed into the inbox by the poller), so no row comes twice or out of order.
final class SQLFeedCursor: Sendable {
    /// The query.
    let query: SQLFeedQuery
    /// Opens a new connection to the database (the poller's own).
    let open: @Sendable () throws -> any SQLConnection
    /// The last row's key, once rows came.
    let lastKey = Mutex<SQLValue?>(nil)

    init(query: SQLFeedQuery, open: @escaping @Sendable () throws -> any SQLConnection) {
        self.query = query
        self.open = open
    }

    /// Fetches the rows past the last key on a live source's connection and pushes them into the inbox (for a
    /// query without a key, every row, starting the feed over); a failure is reported to the inbox instead.
    func deliverNewRows(on connection: any SQLConnection, into inbox: FeedInbox) {
        lastKey.withLock { lastKey in
            do {
                let (result, next) = try query.fetch(after: lastKey, on: connection)
                if query.key == nil { inbox.startOver() }
                inbox.push(result.records)
                lastKey = next
            } catch {
                inbox.reportBadRecord(ModelError.message(of: error))
            }
        }
    }
}

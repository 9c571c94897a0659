/// A connection that can wait for the database's notifications (PostgreSQL's LISTEN/NOTIFY).
public protocol SQLListening: SQLConnection {
    /// Starts listening on a channel.
    ///
    /// - Throws: an `SQLError` from the database.
    func listen(_ channel: String) throws

    /// Waits up to `seconds` for notifications and returns how many came.
    ///
    /// - Throws: an `SQLError` when the connection is lost.
    func waitForNotifications(upTo seconds: Double) throws -> Int
}

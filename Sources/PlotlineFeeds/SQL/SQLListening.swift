/// A connection that can wait for the database's notifications (PostgreSQL's LISTEN/NOTIFY).
///
/// A `SendableMetatype`: a listener finds this conformance by casting the connection it opened, and then hands the
/// connection to its reader thread; a conformance isolated to the opening thread's actor could not go with it.
public protocol SQLListening: SQLConnection, SendableMetatype {
    /// Starts listening on a channel.
    ///
    /// - Throws: an `SQLError` from the database.
    func listen(_ channel: String) throws

    /// Waits up to `seconds` for notifications and returns how many came.
    ///
    /// - Throws: an `SQLError` when the connection is lost.
    func waitForNotifications(upTo seconds: Double) throws -> Int
}

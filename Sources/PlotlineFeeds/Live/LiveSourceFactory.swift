/// Makes live sources for endpoints the core cannot open itself (`tcp://host:port` needs ZeroMQ, which only
/// the transport module links). The executable installs one in the session's `ModelContext` at startup, as it
/// installs the renderer there.
public protocol LiveSourceFactory: AnyObject {
    /// True when this factory opens the endpoint (`tcp://…`, `ipc://…`).
    func canOpen(_ endpoint: String) -> Bool

    /// A source for the endpoint, not started yet. It should push every message's records (a JSON object or an
    /// array of objects, read with `JSONRecordReader.records(fromMessage:source:)`) and report bad messages
    /// with `FeedInbox.reportBadRecord(_:)`.
    ///
    /// - Throws: an `IOError` for an endpoint it cannot use.
    func makeSource(for endpoint: String) throws -> any LiveSource
}

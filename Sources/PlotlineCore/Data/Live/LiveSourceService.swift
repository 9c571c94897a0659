/// The process-wide live-source factories behind `feed.subscribe(endpoint)`.
public enum LiveSourceService {
    /// The installed factories, asked in order; empty until the executable installs the ZeroMQ subscriber.
    nonisolated(unsafe) public private(set) static var factories: [any LiveSourceFactory] = []

    /// Installs a factory (at startup, before cells run).
    public static func install(_ factory: any LiveSourceFactory) {
        guard !factories.contains(where: { $0 === factory }) else { return }
        factories.append(factory)
    }

    /// Removes every factory (for tests).
    public static func removeAll() {
        factories = []
    }

    /// A source for an endpoint from the first factory that opens it.
    ///
    /// - Throws: an `IOError` when no installed factory opens the endpoint.
    public static func source(for endpoint: String) throws -> any LiveSource {
        guard let factory = factories.first(where: { $0.canOpen(endpoint) }) else {
            let hint = factories.isEmpty
                ? "subscriptions need the ZeroMQ subscriber the Plotline kernel installs; they are not available here"
                : "endpoints look like \"tcp://127.0.0.1:5556\""
            throw ModelError(.ioError, "cannot subscribe to '\(endpoint)': no live source opens it", hint: hint)
        }
        return try factory.makeSource(for: endpoint)
    }
}

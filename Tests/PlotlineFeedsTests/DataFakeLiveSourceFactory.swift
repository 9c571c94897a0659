import PlotlineFeeds

/// A factory for `fake://` endpoints.
final class FakeLiveSourceFactory: LiveSourceFactory {
    private(set) var sources: [FakeLiveSource] = []

    func canOpen(_ endpoint: String) -> Bool {
        endpoint.hasPrefix("fake://")
    }

    func makeSource(for endpoint: String) throws -> any LiveSource {
        let source = FakeLiveSource(endpoint: endpoint)
        sources.append(source)
        return source
    }
}

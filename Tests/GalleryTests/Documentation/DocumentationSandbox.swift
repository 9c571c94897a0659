import PlotlineTestSupport
import Foundation
import PlotlineCore
import PlotlineRender
import PlotlineScript

/// Runs the examples of one document as the cells of one notebook session, from a temporary working directory
/// whose `data` links to notebooks/data (so `Feed(csv: "data/test_runs.csv")` reads what notebooks read, and a
/// `graph.save("chart.png")` writes nowhere in the repository); `feed.subscribe` opens a source that receives
/// nothing, and every followed file and subscription stops at the end.
enum DocumentationSandbox {
    /// What one example did.
    struct Outcome {
        /// The cell's outcome.
        let result: CellOutcome
        /// The graph the example showed last (its value or its last `display`), if any.
        let lastGraph: Graph?
    }

    /// Runs `examples` in order in one session, calling `inspect` after each while the session is alive.
    static func run(_ examples: [MarkdownExample], inspect: (MarkdownExample, Outcome) -> Void) throws {
        guard !examples.isEmpty else { return }
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("plotline-docs-\(UUID().uuidString)")
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        try manager.createSymbolicLink(
            at: directory.appendingPathComponent("data"),
            withDestinationURL: GalleryPaths.root.appendingPathComponent("notebooks/data"))
        let previous = manager.currentDirectoryPath
        _ = manager.changeCurrentDirectoryPath(directory.path)
        defer { _ = manager.changeCurrentDirectoryPath(previous) }

        let session = Session(types: ModelTypes.all)
        session.context.renderer = CairoGraphRenderer()
        session.context.feeds.install(QuietSubscriptionFactory())
        defer { session.perform { session.context.feeds.liveFeeds.stopAll() } }
        for (index, example) in examples.enumerated() {
            let host = RecordingHost()
            let result = session.run(example.code, cellName: "cell [\(index + 1)]", host: host)
            var graph = host.lastGraph
            if case .completed(let value) = result, case .object(let object)? = value, let shown = object as? Graph {
                graph = shown
            }
            inspect(example, Outcome(result: result, lastGraph: graph))
        }
    }
}

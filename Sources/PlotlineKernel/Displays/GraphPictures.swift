import PlotlineCore
import PlotlineScript

/// The pictures of the session's shown graphs: each graph state is rendered once, and that picture serves every
/// display bundle and widget frame that needs it (docs/displays.md, "One owner").
///
/// A state is the graph's revision at the size it is laid out at, the pixel density and the format, and whether an
/// animation is pending (its picture is then the animated one). Asking again for a state already rendered returns
/// the same picture; a graph's pictures of older revisions are dropped when a newer one is rendered, and the
/// oldest graphs' pictures go once the cache holds more than `byteLimit`. Every render is counted in the
/// session's statistics.
final class GraphPictures: GraphRenderer {
    private let renderer: any GraphRenderer
    private let statistics: SessionStatistics
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var useCounter = 0
    /// The most bytes of pictures kept across graphs.
    static let byteLimit = 64 << 20

    /// What identifies one picture of a graph.
    private struct State: Hashable {
        let revision: UInt64
        let width: Double
        let height: Double
        let scale: Double
        let format: ImageFormat
        let animated: Bool

        /// The state `graph` is in now, drawn in `format` at `scale` (which vector formats ignore).
        init(of graph: Graph, format: ImageFormat, scale: Double) {
            revision = graph.revision
            width = graph.bounds.width
            height = graph.bounds.height
            self.scale = format == .png ? scale : 1
            self.format = format
            animated = graph.pendingAnimation != nil
        }
    }

    /// The pictures of one graph's newest revision.
    private struct Entry {
        weak var graph: Graph?
        var revision: UInt64
        var pictures: [State: RenderedImage] = [:]
        var lastUse: Int

        var byteCount: Int { pictures.values.reduce(0) { $0 + $1.data.count } }
    }

    /// Pictures drawn by `renderer`, counted in `statistics`.
    init(renderer: any GraphRenderer, statistics: SessionStatistics) {
        self.renderer = renderer
        self.statistics = statistics
    }

    /// The picture of `graph` as it is now, at its current size, in `format` at `scale`: rendered unless this state
    /// was rendered before.
    func render(_ graph: Graph, as format: ImageFormat, scale: Double) throws -> RenderedImage {
        let key = ObjectIdentifier(graph)
        let state = State(of: graph, format: format, scale: scale)
        useCounter += 1
        if var entry = entries[key], entry.graph === graph, entry.revision == state.revision,
           let picture = entry.pictures[state] {
            entry.lastUse = useCounter
            entries[key] = entry
            return picture
        }
        let picture = try renderer.render(graph, as: format, scale: scale)
        statistics.countRender()
        store(picture, of: graph, in: state)
        return picture
    }

    /// The changes (revisions) of `graph` since its newest picture, or nil when it has none: more than one were
    /// merged into the next picture.
    func changesSinceDrawn(_ graph: Graph) -> Int? {
        guard let entry = entries[ObjectIdentifier(graph)], entry.graph === graph else { return nil }
        return Int(clamping: graph.revision &- entry.revision)
    }

    private func store(_ picture: RenderedImage, of graph: Graph, in state: State) {
        let key = ObjectIdentifier(graph)
        var entry = entries[key].flatMap { $0.graph === graph && $0.revision == state.revision ? $0 : nil }
            ?? Entry(graph: graph, revision: state.revision, lastUse: useCounter)
        entry.pictures[state] = picture
        entry.lastUse = useCounter
        entries[key] = entry
        evictBeyondLimit(keeping: key)
    }

    /// Drops released graphs' pictures, then the least recently used graphs' until the rest fit `byteLimit`.
    private func evictBeyondLimit(keeping kept: ObjectIdentifier) {
        entries = entries.filter { $0.value.graph != nil }
        var total = entries.values.reduce(0) { $0 + $1.byteCount }
        guard total > Self.byteLimit else { return }
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where key != kept {
            entries[key] = nil
            total -= entry.byteCount
            if total <= Self.byteLimit { return }
        }
    }
}

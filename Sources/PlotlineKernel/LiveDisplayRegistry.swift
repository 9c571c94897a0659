import PlotlineCore

/// The live displays of every graph shown so far, and the revision each was last rendered at.
///
/// When a cell ends, every graph that changed since it was last rendered is rendered once and each of its
/// displays is brought up to date: the kernel sends `update_display_data` to each Jupyter display id, and the
/// terminal REPL, which cannot change a picture already printed, shows the graph again. `Display` is what a
/// front end needs to know about one display of a graph.
///
/// Graphs are held weakly: a graph nobody can reach any more cannot change, and its entry is dropped.
public final class LiveDisplayRegistry<Display> {
    private struct LiveGraph {
        weak var graph: Graph?
        var displays: [Display]
        var renderedRevision: UInt64
        let order: Int
    }

    private var graphs: [ObjectIdentifier: LiveGraph] = [:]
    private var registrations = 0

    /// An empty registry.
    public init() {}

    /// Records a new display of `graph`, rendered at its current revision.
    public func register(_ graph: Graph, display: Display) {
        let key = ObjectIdentifier(graph)
        registrations += 1
        if var entry = graphs[key], entry.graph === graph {
            entry.displays.append(display)
            entry.renderedRevision = graph.revision
            graphs[key] = entry
        } else {
            graphs[key] = LiveGraph(graph: graph, displays: [display], renderedRevision: graph.revision, order: registrations)
        }
    }

    /// The graphs changed since they were last rendered, in the order they were first shown, each with its
    /// displays; every one is marked as rendered at its current revision.
    public func takeChangedGraphs() -> [(graph: Graph, displays: [Display])] {
        graphs = graphs.filter { $0.value.graph != nil }
        var changed: [(order: Int, graph: Graph, displays: [Display])] = []
        for (key, entry) in graphs {
            guard let graph = entry.graph, graph.revision != entry.renderedRevision else { continue }
            graphs[key]?.renderedRevision = graph.revision
            changed.append((entry.order, graph, entry.displays))
        }
        return changed.sorted { $0.order < $1.order }.map { ($0.graph, $0.displays) }
    }
}

import JupyterKernel
import PlotlineCore
import PlotlineScript

/// The live displays of every graph shown so far, and the revision each was last rendered at.
///
/// At the end of a cell every graph that changed is rendered once and each of its displays is updated.
/// Graphs are held weakly: a graph nobody can reach any more cannot change, and its entry is dropped.
final class LiveDisplayRegistry {
    private struct LiveGraph {
        weak var graph: Graph?
        var displays: [(id: String, parent: ParentToken)]
        var renderedRevision: UInt64
    }

    private var graphs: [ObjectIdentifier: LiveGraph] = [:]

    /// Records a new display of `graph`, rendered at its current revision.
    func register(_ graph: Graph, displayID: String, parent: ParentToken) {
        let key = ObjectIdentifier(graph)
        if var entry = graphs[key], entry.graph === graph {
            entry.displays.append((displayID, parent))
            entry.renderedRevision = graph.revision
            graphs[key] = entry
        } else {
            graphs[key] = LiveGraph(graph: graph, displays: [(displayID, parent)], renderedRevision: graph.revision)
        }
    }

    /// Sends `update_display_data` to every display of every graph changed since it was last rendered.
    func publishChanges(through output: any ExecutionOutput, bundler: DisplayBundler, settings: SessionSettings) {
        dropUnreachableGraphs()
        for (key, entry) in graphs {
            guard let graph = entry.graph, graph.revision != entry.renderedRevision else { continue }
            graphs[key]?.renderedRevision = graph.revision
            do {
                let bundle = try bundler.bundle(for: graph, settings: settings)
                for display in entry.displays {
                    output.updateDisplay(bundle, displayID: display.id)
                }
            } catch {
                output.stream(.stderr, "could not redraw '\(graph.summary)': \(error)\n")
            }
        }
    }

    private func dropUnreachableGraphs() {
        graphs = graphs.filter { $0.value.graph != nil }
    }
}

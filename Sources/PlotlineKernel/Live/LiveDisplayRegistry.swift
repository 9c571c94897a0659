import JupyterKernel
import PlotlineCore
import PlotlineScript

/// The live displays of every graph shown so far: each display's id and the request that created it, the
/// revision each graph was last rendered at, and when it was last pushed.
///
/// At the end of a cell every graph that changed is rendered once and each of its displays is updated, parented
/// on that cell. While the kernel is idle, a changed graph is pushed at most `session.frameRate` times a second,
/// each display's update parented on the request that created it, within a kernel-wide `UpdateBudget`.
/// Graphs are held weakly: a graph nobody can reach any more cannot change, and its entry is dropped.
final class LiveDisplayRegistry {
    private struct Display {
        let id: String
        let parent: ParentToken
    }

    private struct LiveGraph {
        weak var graph: Graph?
        var displays: [Display]
        var renderedRevision: UInt64
        var lastPush: ContinuousClock.Instant?
    }

    private var graphs: [ObjectIdentifier: LiveGraph] = [:]
    private var order: [ObjectIdentifier] = []
    private var budget = UpdateBudget()

    /// Records a new display of `graph`, rendered at its current revision.
    func register(_ graph: Graph, displayID: String, parent: ParentToken) {
        let key = ObjectIdentifier(graph)
        let display = Display(id: displayID, parent: parent)
        if var entry = graphs[key], entry.graph === graph {
            entry.displays.append(display)
            entry.renderedRevision = graph.revision
            graphs[key] = entry
        } else {
            graphs[key] = LiveGraph(graph: graph, displays: [display], renderedRevision: graph.revision)
            order.removeAll { $0 == key }
            order.append(key)
        }
    }

    /// The number of live displays of a graph.
    func displayCount(of graph: Graph) -> Int {
        graphs[ObjectIdentifier(graph)]?.displays.count ?? 0
    }

    /// True when some shown graph changed since it was last rendered.
    var hasChangedGraphs: Bool {
        graphs.values.contains { entry in entry.graph.map { $0.revision != entry.renderedRevision } ?? false }
    }

    /// Sends `update_display_data`, parented on the running cell, to every display of every graph changed since
    /// it was last rendered.
    func publishChanges(through output: any ExecutionOutput, bundler: DisplayBundler, settings: SessionSettings) {
        dropUnreachableGraphs()
        let now = ContinuousClock.now
        for key in order {
            guard let entry = graphs[key], let graph = entry.graph, graph.revision != entry.renderedRevision else { continue }
            do {
                let bundle = try bundler.bundle(for: graph, settings: settings)
                for display in entry.displays { output.updateDisplay(bundle, displayID: display.id) }
                budget.spend(entry.displays.count, at: now)
            } catch {
                output.stream(.stderr, "could not redraw '\(graph.summary)': \(error)\n")
            }
            graphs[key]?.renderedRevision = graph.revision
            graphs[key]?.lastPush = now
        }
    }

    /// Pushes the graphs that changed while idle, each at most `settings.frameRate` times a second and all within
    /// the update budget, parented on the requests that created their displays. Returns when a graph that had to
    /// wait can go out, or nil when none waits.
    func publishIdleChanges(
        through publisher: any DisplayPublisher, bundler: DisplayBundler, settings: SessionSettings,
        now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        dropUnreachableGraphs()
        let interval = LiveDisplayRegistry.frameInterval(settings)
        var deadline: ContinuousClock.Instant?
        func wait(until instant: ContinuousClock.Instant) {
            deadline = min(deadline ?? instant, instant)
        }
        for key in order {
            guard let entry = graphs[key], let graph = entry.graph, graph.revision != entry.renderedRevision else { continue }
            if let last = entry.lastPush, now < last + interval {
                wait(until: last + interval)
                continue
            }
            guard budget.take(entry.displays.count, at: now) else {
                wait(until: budget.readyTime(for: entry.displays.count, at: now))
                continue
            }
            if let bundle = try? bundler.bundle(for: graph, settings: settings) {
                for display in entry.displays {
                    publisher.updateDisplay(bundle, displayID: display.id, parent: display.parent)
                }
            }
            graphs[key]?.renderedRevision = graph.revision
            // Counted from when the updates went out, so that their headers are a frame apart however long
            // rendering took.
            graphs[key]?.lastPush = .now
        }
        return deadline
    }

    /// The time between two pushes of one graph.
    static func frameInterval(_ settings: SessionSettings) -> Duration {
        .microseconds(Int((1_000_000 / max(settings.frameRate, 0.001)).rounded()))
    }

    private func dropUnreachableGraphs() {
        graphs = graphs.filter { $0.value.graph != nil }
        order.removeAll { graphs[$0] == nil }
    }
}

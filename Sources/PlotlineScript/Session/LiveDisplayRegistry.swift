import PlotlineCore

/// The live displays of every graph shown so far, the revision each graph was last rendered at, and when it was
/// last pushed.
///
/// When a cell ends, every graph that changed since it was last rendered is rendered once and each of its
/// displays is brought up to date: the kernel sends `update_display_data` to each Jupyter display id, and the
/// terminal REPL, which cannot change a picture already printed, shows the graph again. While the kernel is idle,
/// a graph changed by a live source is pushed at most once a frame interval, within a kernel-wide budget.
/// `Display` is what a front end needs to know about one display of a graph.
///
/// Graphs are held weakly: a graph nobody can reach any more cannot change, and its entry is dropped.
public final class LiveDisplayRegistry<Display> {
    /// A shown graph with its displays, in the order graphs were first shown.
    public typealias ShownGraph = (graph: Graph, displays: [Display])

    private struct LiveGraph {
        weak var graph: Graph?
        var displays: [Display]
        var renderedRevision: UInt64
        var lastPush: ContinuousClock.Instant?
        let order: Int

        var changedGraph: Graph? {
            guard let graph, graph.revision != renderedRevision else { return nil }
            return graph
        }
    }

    private var graphs: [ObjectIdentifier: LiveGraph] = [:]
    private var registrations = 0
    /// The session-wide limit on idle updates; a cell's own updates are spent from it too.
    public var budget = UpdateBudget()

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
            graphs[key] = LiveGraph(
                graph: graph, displays: [display], renderedRevision: graph.revision, lastPush: nil,
                order: registrations)
        }
    }

    /// Forgets the displays `isGone` picks (their outputs were cleared), and graphs left without displays.
    public func removeDisplays(where isGone: (Display) -> Bool) {
        for (key, var entry) in graphs {
            entry.displays.removeAll(where: isGone)
            graphs[key] = entry.displays.isEmpty ? nil : entry
        }
    }

    /// The number of live displays of a graph.
    public func displayCount(of graph: Graph) -> Int {
        graphs[ObjectIdentifier(graph)]?.displays.count ?? 0
    }

    /// True when some shown graph changed since it was last rendered.
    public var hasChangedGraphs: Bool {
        graphs.values.contains { $0.changedGraph != nil }
    }

    /// The graphs changed since they were last rendered, in the order they were first shown, each with its
    /// displays; every one is marked as rendered at its current revision and pushed now.
    public func takeChangedGraphs() -> [ShownGraph] {
        let now = ContinuousClock.now
        return takeGraphs { _, _ in true }.map { key, shown in
            graphs[key]?.lastPush = now
            return shown
        }
    }

    /// The changed graphs that may be pushed at `now`: each at most once per `interval` and all within the
    /// budget. Returns them (marked rendered; call `markPushed` once their updates went out) and when a graph
    /// that has to wait can go, or nil when none waits.
    public func takeGraphsDue(
        at now: ContinuousClock.Instant, every interval: Duration
    ) -> (due: [ShownGraph], retry: ContinuousClock.Instant?) {
        var retry: ContinuousClock.Instant?
        func wait(until instant: ContinuousClock.Instant) {
            retry = min(retry ?? instant, instant)
        }
        let due = takeGraphs { entry, _ in
            if let last = entry.lastPush, now < last + interval {
                wait(until: last + interval)
                return false
            }
            guard budget.take(entry.displays.count, at: now) else {
                wait(until: budget.readyTime(for: entry.displays.count, at: now))
                return false
            }
            return true
        }
        return (due.map(\.1), retry)
    }

    /// Records that the updates of `graph` went out at `instant`, so that the next push waits a frame from then
    /// however long rendering took.
    public func markPushed(_ graph: Graph, at instant: ContinuousClock.Instant) {
        graphs[ObjectIdentifier(graph)]?.lastPush = instant
    }

    /// Takes, in the order shown, every changed graph `admit` accepts, marking it rendered at its revision.
    private func takeGraphs(
        admitting admit: (LiveGraph, Graph) -> Bool
    ) -> [(ObjectIdentifier, ShownGraph)] {
        graphs = graphs.filter { $0.value.graph != nil }
        var taken: [(ObjectIdentifier, ShownGraph)] = []
        for (key, entry) in graphs.sorted(by: { $0.value.order < $1.value.order }) {
            guard let graph = entry.changedGraph, admit(entry, graph) else { continue }
            graphs[key]?.renderedRevision = graph.revision
            taken.append((key, (graph, entry.displays)))
        }
        return taken
    }
}

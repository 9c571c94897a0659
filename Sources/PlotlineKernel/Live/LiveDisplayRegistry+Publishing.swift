import JupyterKernel
import PlotlineCore
import PlotlineScript

extension LiveDisplayRegistry where Display == KernelDisplay {
    /// Records a new Jupyter display of `graph`, rendered at its current revision.
    func register(_ graph: Graph, displayID: String, parent: ParentToken) {
        register(graph, display: KernelDisplay(id: displayID, parent: parent))
    }

    /// Sends `update_display_data`, parented on the running cell, to every display of every graph changed since
    /// it was last rendered.
    func publishChanges(through output: any ExecutionOutput, bundler: DisplayBundler, settings: SessionSettings) {
        for (graph, displays) in takeChangedGraphs() {
            do {
                let bundle = try bundler.bundle(for: graph, settings: settings)
                for display in displays {
                    output.updateDisplay(bundle, displayID: display.id)
                }
            } catch {
                output.stream(.stderr, "could not redraw '\(graph.summary)': \(error)\n")
            }
            budget.spend(displays.count, at: .now)
        }
    }

    /// Pushes the graphs that changed while idle, each at most `settings.frameRate` times a second and all within
    /// the update budget, parented on the requests that created their displays. Returns when a graph that had to
    /// wait can go out, or nil when none waits.
    func publishIdleChanges(
        through publisher: any DisplayPublisher, bundler: DisplayBundler, settings: SessionSettings,
        now: ContinuousClock.Instant
    ) -> ContinuousClock.Instant? {
        let (due, retry) = takeGraphsDue(at: now, every: Self.frameInterval(settings))
        for (graph, displays) in due {
            if let bundle = try? bundler.bundle(for: graph, settings: settings) {
                for display in displays {
                    publisher.updateDisplay(bundle, displayID: display.id, parent: display.parent)
                }
            }
            markPushed(graph, at: .now)
        }
        return retry
    }

    /// The time between two pushes of one graph.
    static func frameInterval(_ settings: SessionSettings) -> Duration {
        .microseconds(Int((1_000_000 / max(settings.frameRate, 0.001)).rounded()))
    }
}

import JupyterKernel
import PlotlineCore
import PlotlineScript

extension LiveDisplayRegistry where Display == KernelDisplay {
    /// Records a new Jupyter display of `graph`, rendered at its current revision.
    func register(_ graph: Graph, displayID: String, parent: ParentToken) {
        register(graph, display: KernelDisplay(id: displayID, parent: parent))
    }

    /// Sends `update_display_data` to every display of every graph changed since it was last rendered.
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
        }
    }
}

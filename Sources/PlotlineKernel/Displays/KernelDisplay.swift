import JupyterKernel
import PlotlineCore

/// One Jupyter display of a graph: its display id, the request it was shown in, and its widget where the front
/// end renders widgets.
struct KernelDisplay {
    /// The `transient.display_id` the display was sent with.
    let id: String
    /// The request the display belongs to.
    let parent: ParentToken
    /// The notebook cell whose output shows the display, when the front end names cells.
    let cellID: String?
    /// The interactive chart showing the display, or nil for a picture only.
    let widget: ChartWidget?
    /// The graph, held for as long as the display is known to be on the page: a display in a named cell's output
    /// lives until the front end clears that output, so its chart stays live whatever variable held the graph.
    /// Nil for displays of unnamed cells (consoles, some clients), which are never cleared and so hold nothing.
    private let keptGraph: Graph?

    /// A display of `graph`, which it keeps alive when `cellID` names the cell showing it.
    init(id: String, parent: ParentToken, cellID: String?, widget: ChartWidget?, graph: Graph) {
        self.id = id
        self.parent = parent
        self.cellID = cellID
        self.widget = widget
        keptGraph = cellID == nil ? nil : graph
    }
}

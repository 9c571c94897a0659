import JupyterKernel

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
}

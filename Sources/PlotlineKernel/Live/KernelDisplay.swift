import JupyterKernel

/// One Jupyter display of a graph: its display id and the request it was shown in.
struct KernelDisplay {
    /// The `transient.display_id` the display was sent with.
    let id: String
    /// The request the display belongs to.
    let parent: ParentToken
}

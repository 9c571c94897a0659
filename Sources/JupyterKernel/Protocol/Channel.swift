/// The five sockets of a Jupyter kernel.
public enum Channel: String, Sendable, CaseIterable {
    /// Requests and replies: execute, kernel_info, complete, inspect…
    case shell
    /// Requests that must not wait behind a running cell: shutdown, interrupt, kernel_info.
    case control
    /// Input requests from the kernel to the front end.
    case stdin
    /// Broadcast of status, inputs and outputs.
    case iopub
    /// The heartbeat echo.
    case heartbeat = "hb"
}

import InterchangeFormats

/// The debugger side of a kernel: answers the Debug Adapter Protocol requests that Jupyter carries in
/// `debug_request` on the control channel, and sends DAP events (`stopped`, `continued` …) through the sink it is
/// given, which the kernel publishes as `debug_event` on IOPub (docs/debugging.md).
///
/// The kernel calls `respond(to:events:)` on its control thread, while a cell may be running or stopped at a
/// breakpoint on the shell side; an implementation must never wait on the shell thread without a time limit, or
/// an interrupt sent while it waits would not be heard.
public protocol KernelDebugger: AnyObject, Sendable {
    /// The DAP response (the `debug_reply` content) to one DAP request (the `debug_request` content).
    func respond(to request: JSONObject, events: any DebugEventSink) -> JSONObject
}

/// Where a debugger's DAP events go; thread-safe.
public protocol DebugEventSink: Sendable {
    /// Sends one DAP event (`{"type": "event", "event": …, "body": …}`).
    func send(_ event: JSONObject)
}

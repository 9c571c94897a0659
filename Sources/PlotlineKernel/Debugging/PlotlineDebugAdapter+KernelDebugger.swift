import InterchangeFormats
import JupyterKernel

extension PlotlineDebugAdapter: KernelDebugger {
    /// Answers one DAP request on the control thread.
    public func respond(to request: JSONObject, events: any DebugEventSink) -> JSONObject {
        answer(request, events: events)
    }
}

import PlotlineCore
import PlotlineScript
import PlotlineValues

/// A host that shows nothing, for evaluating `user_expressions` after a cell.
final class SilentHost: SessionHost {
    func write(_ text: String, to stream: OutputStreamName) {}
    func display(_ value: Value) throws {}
    func clearOutput(wait: Bool) {}
}

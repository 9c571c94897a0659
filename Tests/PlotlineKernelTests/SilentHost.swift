import PlotlineCore
import PlotlineScript
import PlotlineValues

/// A session host that ignores output, for tests that only look at values and errors.
final class SilentHost: SessionHost {
    func write(_ text: String, to stream: OutputStreamName) {}
    func display(_ value: Value) throws {}
    func clearOutput(wait: Bool) {}
}

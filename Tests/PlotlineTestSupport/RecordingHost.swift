import PlotlineCore
import PlotlineScript
import PlotlineValues

/// A session host that records everything a cell sends: the tests' one host, whether they look at the output or
/// only at values and errors.
public final class RecordingHost: SessionHost {
    /// Text printed to standard output.
    public var stdout = ""
    /// Text printed to standard error.
    public var stderr = ""
    /// Everything printed, both streams, in the order it came.
    public var printed = ""
    /// The values shown with `display`, in order.
    public var displayed: [Value] = []
    /// The `wait` flag of every `clearOutput` call.
    public var clears: [Bool] = []

    /// A host with nothing recorded yet.
    public init() {}

    /// The last graph shown with `display`, if any.
    public var lastGraph: Graph? {
        for value in displayed.reversed() {
            if case .object(let object) = value, let graph = object as? Graph { return graph }
        }
        return nil
    }

    public func write(_ text: String, to stream: OutputStreamName) {
        switch stream {
        case .stdout: stdout += text
        case .stderr: stderr += text
        }
        printed += text
    }

    public func display(_ value: Value) throws {
        displayed.append(value)
    }

    public func clearOutput(wait: Bool) {
        clears.append(wait)
    }
}

import PlotlineCore
import PlotlineValues

/// Where a running cell's output goes: the kernel adapter (or `plotline run`, or a test double).
///
/// `Session.run` runs the cell on a thread of its own (with a large stack) and waits for it, so these methods
/// are called on that thread while the caller of `run` is blocked; they are never called concurrently.
public protocol SessionHost: AnyObject {
    /// Writes text from `print` to a stream.
    func write(_ text: String, to stream: OutputStreamName)

    /// Shows a value, from `display(x)`.
    ///
    /// - Throws: when the value cannot be shown; the error is reported at the `display` call.
    func display(_ value: Value) throws

    /// Shows a value, from `display(x, interactive:)`: `interactive` false shows a graph as a picture even where
    /// the front end renders widgets; nil follows `session.interactive`.
    ///
    /// - Throws: when the value cannot be shown; the error is reported at the `display` call.
    func display(_ value: Value, interactive: Bool?) throws

    /// Clears the cell's output, from `clearOutput(wait:)`; with `wait`, when the next output arrives.
    func clearOutput(wait: Bool)
}

extension SessionHost {
    /// Hosts without interactive charts show every value the same way.
    public func display(_ value: Value, interactive: Bool?) throws {
        try display(value)
    }
}

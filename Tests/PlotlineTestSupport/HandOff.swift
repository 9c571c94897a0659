import PlotlineValues

/// A value a test makes on its own thread and hands to one other thread (the one that runs a cell), which alone uses
/// it from then on.
///
/// `@unchecked Sendable`: the test thread touches the wrapped value again only after the other thread signalled
/// that it finished (a `ThreadResult`, a semaphore or a dispatch group orders the two); meanwhile it uses only
/// Sendable parts, such as a session's interrupt flag (`Session.interrupt()` reads only the `let` flag).
public struct HandOff<Value>: @unchecked Sendable {
    /// The value handed over.
    public let value: Value

    /// Wraps a value to hand to another thread.
    public init(_ value: Value) {
        self.value = value
    }
}

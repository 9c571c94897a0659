import Dispatch
import Synchronization
import PlotlineValues

/// The result a thread leaves for a test thread that waits for it (a cell run on another thread).
///
/// ```swift
/// let result = ThreadResult<CellOutcome>()
/// DispatchQueue.global().async { result.deliver(running.value.run(code, cellName: "cell [1]", host: host)) }
/// let outcome = result.wait(timeout: .seconds(10))    // nil when the thread did not deliver in time
/// ```
///
/// `@unchecked Sendable`: `Value` need not be Sendable, and `value` is a plain field. `deliver(_:)` writes it once
/// (a second delivery traps, checked with the `Atomic` flag) and then signals `delivered`; the waits read it only
/// after taking that signal, so the write happens before every read, and a wait that times out returns nil
/// without reading. A wait that takes the signal gives it back, so a later wait reads the same value.
public final class ThreadResult<Value>: @unchecked Sendable {
    private var value: Value?
    private let delivered = DispatchSemaphore(value: 0)
    private let isDelivered = Atomic<Bool>(false)

    /// A result not delivered yet.
    public init() {}

    /// Leaves `value` for the waiting thread; call it once.
    public func deliver(_ value: Value) {
        precondition(!isDelivered.exchange(true, ordering: .relaxed), "a thread result is delivered once")
        self.value = value
        delivered.signal()
    }

    /// The delivered value, waiting for it as long as it takes.
    public func wait() -> Value {
        delivered.wait()
        return take()
    }

    /// The delivered value, or nil when none came within `timeout`.
    public func wait(timeout: Duration) -> Value? {
        guard delivered.wait(timeout: .now() + Self.nanoseconds(timeout)) == .success else { return nil }
        return take()
    }

    /// The delivered value; until it comes, calls `waiting` every `interval` (to interrupt a cell, say).
    public func wait(every interval: Duration, while waiting: () -> Void) -> Value {
        while true {
            if let value = wait(timeout: interval) { return value }
            waiting()
        }
    }

    /// Reads the value after a wait took the signal, and gives the signal back for the next wait.
    private func take() -> Value {
        defer { delivered.signal() }
        guard let value else { preconditionFailure("a thread result was signalled without a value") }
        return value
    }

    private static func nanoseconds(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}

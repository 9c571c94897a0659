import Foundation
import Synchronization
import PlotlineValues

/// The background thread of a live source: started once, asked to stop from any thread, and waited for.
///
/// The body runs on the new thread; it loops until `shouldStop`, pausing with `pause(seconds:)` (which `stop`
/// cuts short), and the thread counts as running until the body returns.
public final class LiveSourceThread: Sendable {
    /// The thread's name, as debuggers and `top -H` show it.
    public let name: String

    private struct State {
        var running = false
        var stopRequested = false
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// A thread named `name`, not started.
    public init(name: String) {
        self.name = name
    }

    /// True from `start` until the body returns.
    public var isRunning: Bool {
        state.withLock { $0.running }
    }

    /// True once `stop` was called; the body should return soon after.
    public var shouldStop: Bool {
        state.withLock { $0.stopRequested }
    }

    /// Runs `prepare` (which may throw to refuse the start) and then `body` on a new thread, which alone uses what
    /// `prepare` made (it is `sending`: the caller keeps no reference to it).
    ///
    /// - Throws: `prepare`'s error, or an `IOError` naming `description` when the thread already runs.
    public func start<Prepared>(
        describedAs description: String,
        prepare: () throws -> sending Prepared,
        body: @escaping @Sendable (Prepared) -> Void
    ) throws {
        try state.withLock { state in
            guard !state.running else { throw ModelError(.ioError, "already \(description)") }
            let prepared = HandOff(try prepare())
            state.running = true
            state.stopRequested = false
            let thread = Thread { [self] in
                body(prepared.value)
                self.markFinished()
            }
            thread.name = name
            thread.start()
        }
    }

    /// Waits up to `seconds`, or less when `stop` is called meanwhile.
    public func pause(seconds: Double) {
        _ = wake.wait(timeout: .now() + seconds)
    }

    /// Asks the body to return and waits for it (at most five seconds).
    public func stop() {
        let wasRunning = state.withLock { state in
            state.stopRequested = true
            return state.running
        }
        guard wasRunning else { return }
        wake.signal()
        _ = finished.wait(timeout: .now() + 5)
    }

    private func markFinished() {
        state.withLock { $0.running = false }
        finished.signal()
    }
}

/// A value made on one thread and handed to a new thread that alone uses it from then on.
///
/// `@unchecked Sendable`: `Value` need not be Sendable, but the value comes in `sending`, so the compiler checks
/// that whoever made it keeps no reference into it; `start` wraps it right away and captures the wrapper only in
/// the new thread's closure, which runs once, so after the hand-off the new thread is its one user.
private struct HandOff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: sending Value) {
        self.value = value
    }
}

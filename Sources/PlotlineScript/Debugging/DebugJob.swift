import Dispatch

/// Work another thread hands to the session's thread through the debugger (variables, evaluation), and the
/// signal that it ran.
///
/// `@unchecked Sendable`: `body` is run once, by the session's thread, and `finished` orders what it wrote before
/// the asking thread reads it.
final class DebugJob: @unchecked Sendable {
    private let body: () -> Void
    private let finished = DispatchSemaphore(value: 0)

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Runs the work and signals the thread waiting for it.
    func run() {
        body()
        finished.signal()
    }

    /// Waits for `run()`; false when `timeout` passed first.
    func wait(timeout: Duration) -> Bool {
        let nanoseconds = Int(timeout.components.seconds) * 1_000_000_000 + Int(timeout.components.attoseconds / 1_000_000_000)
        return finished.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
    }

    /// Waits for `run()` however long it takes.
    func wait() {
        finished.wait()
    }
}

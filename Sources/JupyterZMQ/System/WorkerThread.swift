import Foundation

/// An OS thread running one closure, which can be waited for.
final class WorkerThread: Sendable {
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `body` on a new thread called `name` (shown by debuggers and `top -H`).
    init(name: String, body: @escaping @Sendable () -> Void) {
        let finished = self.finished
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.name = name
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// Blocks until the closure has returned. Call it once.
    func join() {
        finished.wait()
    }

    /// Blocks until the closure has returned or `timeout` passed; true when it returned.
    func join(timeout: Duration) -> Bool {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        return finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
    }
}

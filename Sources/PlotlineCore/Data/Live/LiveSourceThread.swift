import Foundation

/// The background thread of a live source: started once, asked to stop from any thread, and waited for.
///
/// The body runs on the new thread; it loops until `shouldStop`, pausing with `pause(seconds:)` (which `stop`
/// cuts short), and the thread counts as running until the body returns.
public final class LiveSourceThread: @unchecked Sendable {
    /// The thread's name, as debuggers and `top -H` show it.
    public let name: String

    private let lock = NSLock()
    private var running = false
    private var stopRequested = false
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// A thread named `name`, not started.
    public init(name: String) {
        self.name = name
    }

    /// True from `start` until the body returns.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    /// True once `stop` was called; the body should return soon after.
    public var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    /// Runs `prepare` (which may throw to refuse the start) and then `body` on a new thread.
    ///
    /// - Throws: `prepare`'s error, or an `IOError` naming `description` when the thread already runs.
    public func start<Prepared>(
        describedAs description: String, prepare: () throws -> Prepared, body: @escaping @Sendable (Prepared) -> Void
    ) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { throw ModelError(.ioError, "already \(description)") }
        let prepared = HandOff(try prepare())
        running = true
        stopRequested = false
        let thread = Thread { [self] in
            body(prepared.value)
            self.markFinished()
        }
        thread.name = name
        thread.start()
    }

    /// Waits up to `seconds`, or less when `stop` is called meanwhile.
    public func pause(seconds: Double) {
        _ = wake.wait(timeout: .now() + seconds)
    }

    /// Asks the body to return and waits for it (at most five seconds).
    public func stop() {
        lock.lock()
        let wasRunning = running
        stopRequested = true
        lock.unlock()
        guard wasRunning else { return }
        wake.signal()
        _ = finished.wait(timeout: .now() + 5)
    }

    private func markFinished() {
        lock.lock()
        running = false
        lock.unlock()
        finished.signal()
    }
}

/// A value made on one thread and handed to a new thread that alone uses it from then on.
///
/// `@unchecked Sendable`: `start` makes the value, wraps it, and never touches it again once the thread is started;
/// only the new thread reads it.
private struct HandOff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

import Foundation

/// One long-lived thread with a large stack that runs cells one at a time, for `ExecutionThread`.
final class LargeStackWorker: @unchecked Sendable {
    /// The worker shared by every session of the process.
    static let shared = LargeStackWorker()

    private enum State {
        case notStarted
        case running
        case failedToStart
    }

    private let lock = NSLock()
    private var state = State.notStarted
    private var isBusy = false
    private var pending: ((Bool) -> CellOutcome)?
    private var outcome: CellOutcome?
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Runs `body` on the worker and returns its outcome, or returns nil at once when the worker is busy with
    /// another cell or cannot start.
    func runIfIdle(_ body: @escaping (Bool) -> CellOutcome) -> CellOutcome? {
        guard claim() else { return nil }
        defer { release() }
        pending = body
        wake.signal()
        finished.wait()
        let result = outcome
        outcome = nil
        return result ?? .failed(ScriptError(.runtimeError, "internal: the cell produced no outcome", at: nil))
    }

    /// Marks the worker busy (starting it the first time); false when it is busy or cannot start.
    private func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isBusy else { return false }
        if state == .notStarted { state = start() ? .running : .failedToStart }
        guard state == .running else { return false }
        isBusy = true
        return true
    }

    private func release() {
        lock.lock()
        isBusy = false
        lock.unlock()
    }

    /// Starts the thread and waits until it runs.
    private func start() -> Bool {
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            Thread.current.threadDictionary[ExecutionThread.threadKey] = true
            started.signal()
            serve()
        }
        thread.name = "Plotline cells"
        thread.stackSize = ExecutionThread.stackSize
        thread.start()
        return started.wait(timeout: .now() + ExecutionThread.startTimeout) == .success
    }

    /// Runs each submitted cell, forever.
    private func serve() {
        while true {
            wake.wait()
            guard let body = pending else { continue }
            pending = nil
            outcome = body(true)
            finished.signal()
        }
    }
}

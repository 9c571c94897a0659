import Foundation
import Synchronization

/// Runs a cell on a thread with a large stack, so deep (but bounded) recursion in the interpreter ends in a
/// recursion error rather than a crash, whatever thread the kernel calls from.
///
/// Cells run on one long-lived worker thread (`LargeStackWorker`), so a cell does not pay for starting a
/// thread; when the worker is busy with another session's cell, a new thread is started for the cell. Should
/// no thread start (a system refusing the stack), the cell runs on the caller's thread instead, told so through
/// its `onLargeStack` argument. A cell that runs a cell (from its own thread) runs it in place.
enum ExecutionThread {
    /// The stack reserved for running a cell (address space; pages are used only as the stack grows).
    static let stackSize = 512 << 20

    /// How long to wait for a thread to start before running on the caller's thread.
    static let startTimeout: DispatchTimeInterval = .seconds(5)

    /// The key marking large-stack threads in their thread dictionary.
    static let threadKey = "PlotlineLargeStackThread"

    /// True on a thread made by `ExecutionThread` (the worker or a one-off thread).
    static var isOnLargeStack: Bool {
        Thread.current.threadDictionary[threadKey] != nil
    }

    /// Runs `body` on a large-stack thread and waits for it.
    static func run(_ body: @escaping (_ onLargeStack: Bool) -> CellOutcome) -> CellOutcome {
        if isOnLargeStack { return body(true) }
        if let outcome = LargeStackWorker.shared.runIfIdle(body) { return outcome }
        return runOnNewThread(body)
    }

    private final class Job: @unchecked Sendable {
        let body: (Bool) -> CellOutcome
        let started = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        var outcome: CellOutcome?
        private let claimed = Atomic<Bool>(false)

        init(_ body: @escaping (Bool) -> CellOutcome) {
            self.body = body
        }

        /// True for the first caller only, so the body runs once.
        func claim() -> Bool {
            claimed.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        }
    }

    /// Runs `body` on a thread of its own and waits for it.
    private static func runOnNewThread(_ body: @escaping (Bool) -> CellOutcome) -> CellOutcome {
        let job = Job(body)
        let thread = Thread {
            Thread.current.threadDictionary[threadKey] = true
            job.started.signal()
            guard job.claim() else { return }
            job.outcome = job.body(true)
            job.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        if job.started.wait(timeout: .now() + startTimeout) == .timedOut, job.claim() {
            return body(false)
        }
        job.done.wait()
        return job.outcome ?? .failed(ScriptError(.runtimeError, "internal: the cell produced no outcome", at: nil))
    }
}

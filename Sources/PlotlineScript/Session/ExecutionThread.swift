import Foundation

/// Runs cells on one long-lived thread with a large stack, so deep (but bounded) recursion in the interpreter
/// ends in a recursion error rather than a crash, whatever thread the kernel calls from.
///
/// The thread is started on first use and kept for the life of the process: starting a thread with a 512 MB
/// stack reservation for every cell would cost more than running a small cell. Callers block until their cell
/// is done; cells from several callers run one after another.
enum ExecutionThread {
    /// The stack reserved for running a cell (address space; pages are used only as the stack grows).
    static let stackSize = 512 << 20

    private final class Worker: @unchecked Sendable {
        private let lock = NSCondition()
        private var pending: (() -> Void)?

        init() {
            let thread = Thread { [self] in serve() }
            thread.name = "plotline-cells"
            thread.stackSize = ExecutionThread.stackSize
            thread.start()
        }

        /// Runs `job` on the worker thread and returns when it has finished.
        func perform(_ job: @escaping () -> Void) {
            let done = DispatchSemaphore(value: 0)
            lock.lock()
            while pending != nil { lock.wait() }
            pending = {
                job()
                done.signal()
            }
            lock.broadcast()
            lock.unlock()
            done.wait()
        }

        private func serve() {
            Thread.current.threadDictionary[ExecutionThread.marker] = true
            while true {
                lock.lock()
                while pending == nil { lock.wait() }
                let job = pending
                pending = nil
                lock.broadcast()
                lock.unlock()
                job?()
            }
        }
    }

    private final class Box: @unchecked Sendable {
        var outcome: CellOutcome?
    }

    private static let worker = Worker()
    private static let marker = "plotline.cellThread"

    /// Runs `body` on the cell thread and waits for it (at once, when called on the cell thread itself).
    static func run(_ body: @escaping () -> CellOutcome) -> CellOutcome {
        if Thread.current.threadDictionary[marker] != nil { return body() }
        let box = Box()
        worker.perform { box.outcome = body() }
        return box.outcome ?? .failed(ScriptError(.runtimeError, "internal: the cell produced no outcome", at: nil))
    }
}

import Foundation

/// Runs a cell on a thread with a large stack, so deep (but bounded) recursion in the interpreter ends in a
/// recursion error rather than a crash, whatever thread the kernel calls from.
enum ExecutionThread {
    /// The stack reserved for running a cell (address space; pages are used only as the stack grows).
    static let stackSize = 512 << 20

    private final class Box: @unchecked Sendable {
        var outcome: CellOutcome?
        let body: () -> CellOutcome

        init(_ body: @escaping () -> CellOutcome) {
            self.body = body
        }
    }

    /// Runs `body` on a new thread and waits for it.
    static func run(_ body: @escaping () -> CellOutcome) -> CellOutcome {
        let box = Box(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.outcome = box.body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.outcome ?? .failed(ScriptError(.runtimeError, "internal: the cell produced no outcome", at: nil))
    }
}

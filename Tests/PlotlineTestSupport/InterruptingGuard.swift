import Foundation
import PlotlineValues
import Synchronization

extension ExecutionGuard {
    /// A cell's guard that asks for one interrupt once `delay` seconds have passed since it was made: for tests that
    /// interrupt long work (a query, a loop) and check that it stops.
    public static func interruptingOnce(after delay: TimeInterval) -> ExecutionGuard {
        let started = Date()
        let asked = Mutex(false)
        return ExecutionGuard(budget: MemoryBudget()) {
            guard Date().timeIntervalSince(started) > delay else { return false }
            return asked.withLock { wasAsked in
                defer { wasAsked = true }
                return !wasAsked
            }
        }
    }
}

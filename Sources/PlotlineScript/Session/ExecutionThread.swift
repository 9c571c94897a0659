import Foundation

/// What cells need of the thread they run on: a large stack, so deep (but bounded) recursion in the interpreter ends
/// in a recursion error rather than a crash. Each session runs on a `SessionThread` of its own with this stack.
enum ExecutionThread {
    /// The stack reserved for running a cell (address space; pages are used only as the stack grows).
    static let stackSize = 512 << 20

    /// How long to wait for a thread to start before running on the caller's thread.
    static let startTimeout: DispatchTimeInterval = .seconds(5)

    /// The key marking large-stack threads in their thread dictionary.
    static let threadKey = "PlotlineLargeStackThread"

    /// True on a thread with the large stack (a session's thread, or one a test made so).
    static var isOnLargeStack: Bool {
        Thread.current.threadDictionary[threadKey] != nil
    }
}

import Synchronization

/// A thread-safe request to stop the running cell, set from another thread and checked by the interpreter in
/// every loop iteration and call.
public final class InterruptFlag: Sendable {
    private let requested = Atomic<Bool>(false)

    /// Makes a flag that is not set.
    public init() {}

    /// Asks the running code to stop.
    public func request() {
        requested.store(true, ordering: .sequentiallyConsistent)
    }

    /// Forgets a pending request.
    public func clear() {
        requested.store(false, ordering: .sequentiallyConsistent)
    }

    /// True when a request is pending.
    public var isRequested: Bool {
        requested.load(ordering: .sequentiallyConsistent)
    }

    /// True when a request was pending; the request is cleared so that it stops the code only once.
    public func consume() -> Bool {
        requested.exchange(false, ordering: .sequentiallyConsistent)
    }
}

import Synchronization

/// A thread-safe counter for callbacks.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int {
        count.load(ordering: .sequentiallyConsistent)
    }

    func increment() {
        count.add(1, ordering: .sequentiallyConsistent)
    }
}

import Synchronization

/// A thread-safe counter numbering the messages of a session.
final class MessageCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// The next number, starting at 1.
    func next() -> Int {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

import Synchronization

/// Tells the two halves of a file read at once that one of them has failed, so the other stops early instead of
/// reading to its end for nothing.
final class HalfReadStop: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// A flag not yet raised.
    init() {}

    /// True once a half has failed.
    var isRaised: Bool { stopped.load(ordering: .relaxed) }

    /// Raises the flag.
    func raise() {
        stopped.store(true, ordering: .relaxed)
    }

    /// The error a half throws when it stops because the other failed.
    struct Stopped: Error {}
}

import Synchronization

/// The signatures of recently received messages, to refuse a message replayed verbatim.
///
/// Every Jupyter message has a fresh `msg_id`, so an exact repeat of a signature is a replay (jupyter_client calls
/// it "Duplicate Signature"). The history forgets the oldest signature once it holds `capacity` of them.
/// Thread-safe: shell and control receive on different threads.
public final class SignatureHistory: Sendable {
    /// How many signatures are remembered.
    public let capacity: Int

    private struct State {
        var seen: Set<[UInt8]> = []
        var order: [[UInt8]] = []
        var oldest = 0
    }

    private let state = Mutex(State())

    /// A history remembering the last `capacity` signatures (at least one).
    public init(capacity: Int = 65_536) {
        self.capacity = max(1, capacity)
    }

    /// Records `signature`; returns false when it was seen before, which means the message is a replay.
    public func admit(_ signature: [UInt8]) -> Bool {
        state.withLock { state in
            guard state.seen.insert(signature).inserted else { return false }
            if state.order.count < capacity {
                state.order.append(signature)
            } else {
                state.seen.remove(state.order[state.oldest])
                state.order[state.oldest] = signature
                state.oldest = (state.oldest + 1) % capacity
            }
            return true
        }
    }
}

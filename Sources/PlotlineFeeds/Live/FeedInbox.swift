import Synchronization

/// Where live sources leave records for a feed: background readers push, the feed's owning thread takes them
/// all at once with `Feed.drainInbox()`. Lock-protected; every method may be called from any thread.
///
/// Records beyond `capacity` push out the oldest pending ones (counted in `droppedRecordCount`), so a stalled
/// owner cannot make the inbox grow without bound.
public final class FeedInbox: Sendable {
    /// Everything taken from the inbox at once.
    public struct Batch: Sendable {
        /// The records, oldest first.
        public var records: [FeedRecord] = []
        /// Bad records the sources counted (malformed lines or messages).
        public var badRecordCount = 0
        /// The message of the last bad record, if any.
        public var lastError: String?
        /// Records pushed out because the inbox was full.
        public var droppedRecordCount = 0
        /// True when the feed is to drop its records before taking `records` (the source started over).
        public var startsOver = false

        /// True when there is nothing to apply or report.
        public var isEmpty: Bool {
            records.isEmpty && badRecordCount == 0 && droppedRecordCount == 0 && !startsOver
        }
    }

    /// The most records held before the oldest are dropped.
    public let capacity: Int
    private let pending = Mutex(Batch())
    private let onPending: @Sendable () -> Void

    /// Makes an inbox; `onPending` is called (on the pushing thread, outside the lock) whenever the inbox stops
    /// being empty, to wake whoever drains it.
    public init(capacity: Int = 1_000_000, onPending: @escaping @Sendable () -> Void = {}) {
        self.capacity = max(1, capacity)
        self.onPending = onPending
    }

    /// Adds records.
    public func push(_ records: [FeedRecord]) {
        guard !records.isEmpty else { return }
        let wasEmpty = pending.withLock { pending in
            let wasEmpty = pending.isEmpty
            pending.records.append(contentsOf: records)
            let excess = pending.records.count - capacity
            if excess > 0 {
                pending.records.removeFirst(excess)
                pending.droppedRecordCount += excess
            }
            return wasEmpty
        }
        if wasEmpty { onPending() }
    }

    /// Marks that the source started over (a followed file was cut back): records pending so far are dropped,
    /// and the feed drops its own records before taking what is pushed next.
    public func startOver() {
        let wasEmpty = pending.withLock { pending in
            let wasEmpty = pending.isEmpty
            pending.records.removeAll()
            pending.startsOver = true
            return wasEmpty
        }
        if wasEmpty { onPending() }
    }

    /// Counts a bad record (a malformed line or message) and keeps its message as the last error.
    public func reportBadRecord(_ message: String) {
        let wasEmpty = pending.withLock { pending in
            let wasEmpty = pending.isEmpty
            pending.badRecordCount += 1
            pending.lastError = message
            return wasEmpty
        }
        if wasEmpty { onPending() }
    }

    /// Delivers what a stream decoder read: starts over first when the source did, then adds the records and counts
    /// the bad ones.
    public func deliver(_ chunk: DecodedChunk) {
        if chunk.startsOver { startOver() }
        push(chunk.records)
        for message in chunk.errors { reportBadRecord(message) }
    }

    /// Takes everything pending, leaving the inbox empty.
    public func take() -> Batch {
        pending.withLock { pending in
            let batch = pending
            pending = Batch()
            return batch
        }
    }

    /// The number of records waiting.
    public var pendingRecordCount: Int {
        pending.withLock { $0.records.count }
    }

    /// True when something waits to be drained.
    public var hasPending: Bool {
        pending.withLock { !$0.isEmpty }
    }

    /// Bad records counted but not drained yet, and the last message among them.
    var pendingBadRecords: (count: Int, lastError: String?) {
        pending.withLock { ($0.badRecordCount, $0.lastError) }
    }
}

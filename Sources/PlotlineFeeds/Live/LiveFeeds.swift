import Foundation

/// Every feed with a live source, so the kernel can apply pending records while idle and stop every source at
/// shutdown. Feeds are held weakly: a feed nobody uses any more stops its sources and leaves.
///
/// `hasPendingRecords` and the wake handler work from any thread; `drainAll()` and `stopAll()` run on the thread
/// that owns the feeds (the one running cells).
///
/// Each session's `ModelContext` has one.
///
/// `@unchecked Sendable`: source threads call `signalPending()` and the kernel asks `hasPendingRecords`, so the
/// registry is shared. Its mutable state, `entries` and `wakeHandler`, is read and written only under `lock` (the
/// handler is called after the lock is released). What the compiler cannot check are the `Feed`s the entries point
/// to weakly, which are not Sendable: only `feeds`, `drainAll()` and `stopAll()` hand them out or touch them, and
/// every caller runs on the thread that owns the feeds (in the kernel and the REPL, the session's thread inside
/// `Session.perform`: cells, idle work, the live-issue reporter, shutdown; in model tests, the test's thread);
/// `register` and `unregister` come from a feed itself, on that thread. Other threads reach only the entries'
/// inboxes, which are Sendable.
public final class LiveFeeds: @unchecked Sendable {

    private struct Entry {
        weak var feed: Feed?
        let inbox: FeedInbox
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var wakeHandler: (@Sendable () -> Void)?

    /// An empty registry.
    public init() {}

    /// Sets the closure called, on a source's thread, whenever a live feed's inbox stops being empty (the kernel
    /// wakes its idle loop with it); nil for none.
    public func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
        withLock { wakeHandler = handler }
    }

    /// The live feeds (owning thread only).
    public var feeds: [Feed] {
        withLock { entries.values.compactMap(\.feed) }
    }

    /// True when some live feed has records or reports waiting (any thread).
    public var hasPendingRecords: Bool {
        let inboxes = withLock { entries.values.map(\.inbox) }
        return inboxes.contains { $0.hasPending }
    }

    /// Applies every live feed's pending records, returning the changes made (owning thread only). Feeds whose
    /// sources stopped leave the registry once drained.
    @discardableResult
    public func drainAll() -> [FeedDrain] {
        var drains: [FeedDrain] = []
        for feed in feeds {
            if let change = feed.drainInbox() { drains.append(FeedDrain(feed: feed, change: change)) }
            if !feed.isLive && !feed.inbox.hasPending { unregister(feed) }
        }
        withLock { entries = entries.filter { $0.value.feed != nil } }
        return drains
    }

    /// Stops every live source (at shutdown; owning thread only).
    public func stopAll() {
        for feed in feeds { feed.stop() }
    }

    /// Adds a feed that got a live source.
    func register(_ feed: Feed) {
        withLock { entries[ObjectIdentifier(feed)] = Entry(feed: feed, inbox: feed.inbox) }
    }

    /// Removes a feed.
    func unregister(_ feed: Feed) {
        let key = ObjectIdentifier(feed)
        withLock { _ = entries.removeValue(forKey: key) }
    }

    /// Wakes the drainer (called by inboxes).
    func signalPending() {
        let handler = withLock { wakeHandler }
        handler?()
    }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

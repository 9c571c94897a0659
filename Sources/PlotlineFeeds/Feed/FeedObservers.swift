/// A feed's observers, held weakly, in the order they were added.
struct FeedObservers {
    private struct Entry {
        weak var observer: (any FeedObserver)?
    }

    private var entries: [Entry] = []

    /// The observers still alive.
    var all: [any FeedObserver] {
        entries.compactMap(\.observer)
    }

    /// Adds an observer (once).
    mutating func add(_ observer: any FeedObserver) {
        compact()
        guard !entries.contains(where: { $0.observer === observer }) else { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes an observer.
    mutating func remove(_ observer: any FeedObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    private mutating func compact() {
        entries.removeAll { $0.observer == nil }
    }
}

import PlotlineFeeds

/// Records every change a feed reports, and replays the edits on a cache of one field's numbers the way a plot
/// caches bound data, so tests can check the change contract against the feed itself.
final class ChangeRecorder: FeedObserver {
    private(set) var changes: [FeedChange] = []
    let field: String?
    private(set) var cache: [Double] = []

    init(_ feed: Feed, cachingField field: String? = nil) {
        self.field = field
        if let field { cache = (try? feed.arrangedNumbers(ofField: field)) ?? [] }
        feed.addObserver(self)
    }

    var last: FeedChange? { changes.last }

    func feed(_ feed: Feed, didChange change: FeedChange) {
        changes.append(change)
        guard let field else { return }
        if change.isReset || change.addedFields.contains(field) {
            cache = (try? feed.arrangedNumbers(ofField: field)) ?? []
            return
        }
        // Edits move the cache's slots; inserted and replaced slots are read once all edits are applied, as a
        // plot marks records to load and reads its data source afterwards.
        var pending = [Bool](repeating: false, count: cache.count)
        for edit in change.edits {
            switch edit {
            case .inserted(let range):
                cache.insert(contentsOf: Array(repeating: .nan, count: range.count), at: range.lowerBound)
                pending.insert(contentsOf: Array(repeating: true, count: range.count), at: range.lowerBound)
            case .removed(let range):
                cache.removeSubrange(range)
                pending.removeSubrange(range)
            case .replaced(let range):
                for index in range { pending[index] = true }
            }
        }
        for index in pending.indices where pending[index] {
            cache[index] = (try? feed.arrangedNumbers(ofField: field, in: index..<(index + 1)).first) ?? .nan
        }
    }
}

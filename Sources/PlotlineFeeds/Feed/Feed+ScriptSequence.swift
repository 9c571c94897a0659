import PlotlineValues

extension Feed: ScriptSequence {
    /// The record at a content index, as `feed[i]` reads it, so that `for record in feed`, `feed.map { ... }`
    /// and `Array(feed)` walk the records in content order (`arrangedObjects` gives the sorted, filtered view).
    public func element(at index: Int) throws -> Value {
        try subscriptValue(at: .int(index))
    }
}

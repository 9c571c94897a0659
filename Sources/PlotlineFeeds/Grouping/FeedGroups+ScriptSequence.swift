import PlotlineValues

extension FeedGroups: ScriptSequence {
    /// The group at a position as a `(key, feed)` tuple, so that `for (symbol, prices) in groups` walks the
    /// groups in the order of `keys`.
    public func element(at index: Int) throws -> Value {
        .tuple(ValueTuple([keys[index], .object(try feed(at: index))], labels: ["key", "feed"]))
    }
}

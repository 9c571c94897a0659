import PlotlineValues

extension FeedGroups: ScriptSubscriptable {
    /// `groups["AAPL"]` is the feed of the group with that value (`groups[nil]` the records without one).
    public func subscriptValue(at key: Value) throws -> Value {
        .object(try feed(forKey: key))
    }

    /// Groups cannot be assigned to: they follow the grouped feed.
    public func setSubscriptValue(_ value: Value, at key: Value) throws {
        throw ModelError(
            .runtimeError, "cannot assign to a group of a feed grouped by '\(field)'",
            hint: "change the grouped feed (append to it, replace its records); its groups follow")
    }
}

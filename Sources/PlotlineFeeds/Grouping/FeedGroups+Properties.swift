import PlotlineValues

extension FeedGroups: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `FeedGroups`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "FeedGroups",
        doc: "A feed's records grouped by a field's value, kept current: groups[\"AAPL\"] is a live, read-only feed of one group.",
        kind: .object
    ) { members in
        members.properties = properties
    }

    private static var properties: [PropertyDescriptor] {
        [
            .computed(
                "keys", type: .array(.any),
                doc: "The groups' values in the order they first appeared (nil for records without one)."
            ) { (groups: FeedGroups) in .array(groups.keys) },
            .readOnly("names", \FeedGroups.names, doc: "The groups' values as text: what addSeries calls its plots."),
            .readOnly("count", \FeedGroups.count, doc: "The number of groups."),
            .readOnly("recordCounts", \FeedGroups.recordCounts, doc: "The number of records in each group, in order."),
            .readOnly("field", \FeedGroups.field, doc: "The field whose value groups the records."),
            .readOnly("feed", \FeedGroups.feed, doc: "The feed whose records are grouped; change it and the groups follow."),
            .computed(
                "feeds", type: .array(Feed.valueType), doc: "Every group's feed, in the order of keys."
            ) { (groups: FeedGroups) in .array(try groups.allFeeds().map { .object($0) }) },
            .computed("revision", type: .int, doc: "Increases whenever a group's records change or a group appears.") {
                (groups: FeedGroups) in .int(Int(truncatingIfNeeded: groups.revision))
            },
        ]
    }

    /// `FeedGroups: 5 groups by symbol: MSFT (123), AMZN (123), IBM (123), GOOG (68), AAPL (123)`.
    public var summary: String {
        let shown = 12
        let counts = recordCounts
        var parts = zip(names, counts).prefix(shown).map { "\($0) (\($1))" }
        if count > shown { parts.append("… (\(count - shown) more)") }
        let head = "FeedGroups: \(count) group\(count == 1 ? "" : "s") by \(field)"
        return parts.isEmpty ? head : head + ": " + parts.joined(separator: ", ")
    }
}

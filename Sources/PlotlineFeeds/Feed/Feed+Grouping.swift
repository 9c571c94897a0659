import OrderedCollections
import PlotlineValues

/// Grouping a feed's records by a field (`feed.grouped(by: "symbol")`), and how a group's feed follows the
/// grouped feed (see `FeedGroups` and docs/feeds.md, "Series by field").
extension Feed {
    /// Live groups of the arranged records by the value of a field: `.keys` in the order values first appear,
    /// `groups["AAPL"]` a read-only feed of that group's records, kept current as this feed changes.
    ///
    /// - Throws: a `PropertyError` for a field the feed does not have (suggesting the closest); a `ValueError` for
    ///   a database feed loaded on demand (it holds no rows to group); a `MemoryError`.
    public func grouped(by field: String) throws -> FeedGroups {
        try checkField(field)
        if isOnDemand {
            throw ModelError(
                .valueError, "a feed loaded on demand holds no rows to group by '\(field)'",
                hint: "load its rows (drop loading: .onDemand), or make one feed per group with a WHERE clause")
        }
        try ExecutionGuard.reserve(arrangedCount * MemoryLayout<Int32>.stride, for: "the groups")
        return FeedGroups(feed: self, field: field)
    }

    /// The groups this feed is one group of, or nil for a feed of its own.
    public var owningGroups: FeedGroups? { groupLink?.groups }

    /// The value of the group this feed holds (as in `keys`), or nil for a feed of its own.
    public var groupKey: Value? { groupLink.map { $0.groups.keys[$0.index] } }

    // MARK: - Following the grouped feed (called by FeedGroups)

    /// The records at arranged indexes, as a table of this feed's fields: a group's records.
    func groupTable(ofArrangedRows rows: [Int]) -> FeedTable {
        let contentRows = arrangement.isIdentity ? rows : rows.map(contentIndex(ofArrangedIndex:))
        return table.gathering(rows: contentRows)
    }

    /// Replaces a group's feed's records with its group's records, as one reset.
    func takeGroupRecords(_ records: FeedTable) {
        table = records
        arrangement = FeedArrangement()
        identities.reset(count: records.count)
        publish(.reset)
    }

    /// Applies the planned edits of a group's feed, reading inserted and replaced records from the grouped
    /// feed, and returns them as one change (not yet published).
    ///
    /// - Throws: a `TypeError` when a record does not fit this feed's columns (the caller refills the feed).
    func applyGroupEdits(_ edits: [GroupFeedEdit], from grouped: Feed) throws -> FeedChange {
        var change = FeedChange()
        for edit in edits {
            switch edit {
            case .insert(let position, let rows):
                let prepared = try prepare(rows.map(grouped.groupRecord(atArrangedIndex:)))
                change.addFields(prepared.newFields)
                change.append(storeRows(prepared, at: position, included: nil))
            case .remove(let range):
                change.append(removeStored(range))
            case .replace(let position, let row):
                let prepared = try prepare([grouped.groupRecord(atArrangedIndex: row)])
                change.addFields(prepared.newFields)
                table.replace(at: position, with: prepared)
                change.append(arrangement.didReplace(at: position, included: true, order: nil))
            }
        }
        return change
    }

    /// Tells a group's feed's observers about its change, unless nothing changed.
    func publishGroupChange(_ change: FeedChange) {
        guard !change.isEmpty else { return }
        publish(change)
    }

    /// True when this feed has another's fields, in order, each read as the same type.
    func hasSameColumns(as other: Feed) -> Bool {
        fields == other.fields && fields.allSatisfy { columnType(ofField: $0) == other.columnType(ofField: $0) }
    }

    /// The record at an arranged index as a record to store elsewhere.
    private func groupRecord(atArrangedIndex arranged: Int) -> FeedRecord {
        let values = fieldValues(at: contentIndex(ofArrangedIndex: arranged))
        return FeedRecord(OrderedDictionary(uniqueKeysWithValues: zip(fields, values)))
    }
}

extension Feed {
    /// The grouping methods the language sees (listed in `Feed.descriptor`).
    static var groupingMethods: [MethodDescriptor] {
        [
            .method(
                "grouped", parameters: [Parameter("by", "field", String.self)], returns: FeedGroups.valueType,
                doc: "Groups the records by a field's value, live: groups.keys in first-appearance order, groups[\"AAPL\"] a read-only feed."
            ) { (feed: Feed, arguments) in
                .object(try feed.grouped(by: try arguments.argument(0, named: "field")))
            },
        ]
    }
}

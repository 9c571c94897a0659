import PlotlineValues

/// Key-value coding over the arranged records: `feed.value(forKeyPath: "@max.latency")`,
/// `"arrangedObjects.latency"` (an array), `"arrangedObjects.@avg.latency"`. Operators on a field are computed
/// on its column without boxing every record; on an on-demand database feed, by the database over every row.
extension Feed: KeyValueCollection, KeyPathResolving {
    /// The value of a key path for each arranged record: a field's values, or the records themselves for "".
    public func values(forElementKeyPath keyPath: String) throws -> [Value] {
        if keyPath.isEmpty {
            try FeedRecordProxy.reserveMemory(count: arrangedCount)
            return arrangedObjects.map { .object($0) }
        }
        try ExecutionGuard.reserve(MemoryFootprint.array(count: arrangedCount), for: "the array of the feed's values")
        if table.columnIndex(named: keyPath) != nil { return arrangedValues(ofField: keyPath) }
        if !keyPath.contains(".") {
            try checkField(keyPath)
            return Array(repeating: .none, count: arrangedCount)
        }
        var loop = LoopGuard()
        return try arrangedObjects.map { record in
            try loop.tick()
            return try Value.object(record).value(forKeyPath: keyPath)
        }
    }

    /// A collection operator over the arranged records; on a field, computed on the column.
    public func aggregate(_ op: CollectionOperator, keyPath: String?) throws -> Value {
        if let computed = try databaseAggregate(op, field: keyPath) { return computed }
        if op == .count { return .int(arrangedCount) }
        guard let keyPath, let column = table.column(named: keyPath) else {
            return try op.apply(to: values(forElementKeyPath: keyPath ?? ""))
        }
        let aggregation: ColumnAggregation
        if arrangement.isIdentity {
            aggregation = ColumnAggregation(column: column, rowCount: count, row: { $0 })
        } else {
            let arrangement = self.arrangement
            aggregation = ColumnAggregation(column: column, rowCount: arrangedCount, row: { arrangement.storageIndex(at: $0) })
        }
        return try aggregation.apply(op)
    }

    /// `arrangedObjects.<field>` and `arrangedObjects.@op.<field>` straight from the columns; nil for other paths.
    public func value(forKeyPathKeys keys: ArraySlice<String>) throws -> Value? {
        guard keys.first == "arrangedObjects", let second = keys.dropFirst().first else { return nil }
        if second.hasPrefix("@"), let op = CollectionOperator(rawValue: second) {
            let rest = keys.dropFirst(2)
            return try aggregate(op, keyPath: rest.isEmpty ? nil : rest.joined(separator: "."))
        }
        guard keys.count == 2, table.columnIndex(named: second) != nil else { return nil }
        try ExecutionGuard.reserve(MemoryFootprint.array(count: arrangedCount), for: "the array of the feed's values")
        return .array(arrangedValues(ofField: second))
    }
}

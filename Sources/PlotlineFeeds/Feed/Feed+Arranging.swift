import PlotlineValues

/// Sorting, filtering and windowing: the controller side of the feed.
extension Feed {
    /// Orders the arranged records by fields (empty for content order); observers get a reset.
    ///
    /// - Throws: a `PropertyError` for a field the feed does not have (when it has fields at all); `Interrupted`
    ///   when the cell is interrupted while a long feed sorts (the feed keeps its previous order then).
    public func setSortDescriptors(_ descriptors: [SortDescriptor]) throws {
        try checkMutable()
        for descriptor in descriptors { try checkField(descriptor.key) }
        let included = currentInclusion()
        arrangement = try Feed.arrangement(of: table, included: included, sortedBy: descriptors)
        sortDescriptors = descriptors
        publish(.reset)
    }

    /// Arranges only the records a test keeps (nil for all); observers get a reset.
    ///
    /// - Throws: the filter's error for a record; the feed keeps its previous filter then.
    public func setFilter(_ newFilter: FeedFilter?) throws {
        try checkMutable()
        let included = try newFilter.map { test in
            try evaluatingFilter { try (0..<count).map { try test.includes(record(at: $0)) } }
        }
        arrangement = try Feed.arrangement(of: table, included: included, sortedBy: sortDescriptors)
        filter = newFilter
        publish(.reset)
    }

    /// Keeps at most `newWindow` records, the newest, dropping the oldest now and on every append (nil for no
    /// limit).
    ///
    /// - Throws: a `ValueError` for a window below 1.
    public func setWindow(_ newWindow: Int?) throws {
        try checkMutable()
        if let newWindow, newWindow < 1 {
            throw ModelError(.valueError, "a feed's window must be at least 1, not \(newWindow)", hint: "use nil for no window")
        }
        window = newWindow
        let change = trimToWindow()
        if !change.isEmpty { publish(change) }
    }

    /// A new arrangement of a table's records for filter results and sort descriptors, built aside so that a
    /// failure (an interrupt while a long feed sorts) leaves the feed's own arrangement as it was.
    ///
    /// - Throws: `Interrupted`.
    static func arrangement(
        of table: FeedTable, included: [Bool]?, sortedBy descriptors: [SortDescriptor]
    ) throws -> FeedArrangement {
        var arrangement = FeedArrangement()
        try arrangement.rebuild(
            storageCount: table.count, included: included, order: sortOrder(descriptors, in: table))
        return arrangement
    }

    /// Which records the filter keeps now, read from the arrangement, or nil without a filter.
    func currentInclusion() -> [Bool]? {
        guard filter != nil else { return nil }
        var included = [Bool](repeating: false, count: count)
        for arrangedIndex in 0..<arrangedCount { included[contentIndex(ofArrangedIndex: arrangedIndex)] = true }
        return included
    }

    /// The order of the feed's sort descriptors over content indexes (ties keep content order), or nil for none.
    func sortOrder() -> FeedArrangement.Order? {
        Feed.sortOrder(sortDescriptors, in: table)
    }

    /// The order of sort descriptors over a table's row indexes (ties keep row order), or nil for none.
    static func sortOrder(_ sortDescriptors: [SortDescriptor], in table: FeedTable) -> FeedArrangement.Order? {
        guard !sortDescriptors.isEmpty else { return nil }
        let keys = sortDescriptors.compactMap { descriptor in
            table.column(named: descriptor.key).map { SortKey(column: $0, ascending: descriptor.ascending) }
        }
        return { a, b in
            for key in keys {
                let comparison = key.compare(a, b)
                if comparison != 0 { return comparison < 0 }
            }
            return a < b
        }
    }
}

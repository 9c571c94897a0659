import PlotlineValues

/// The mutations of a feed's content (docs/language.md, 'Feeds'; what each makes a bound plot fetch:
/// docs/feeds.md, 'What a change fetches'). Each one is all or nothing: conversions and the filter run
/// before anything is stored, so a failure leaves the feed as it was. Each successful one moves `revision` and
/// tells the observers what changed (see `FeedChange`).
extension Feed {
    /// Appends a record; fields the feed does not have become new fields (nil in earlier records). With a
    /// `window`, the oldest records make room first.
    ///
    /// - Throws: a `TypeError` when a value does not fit its field's kind; an error of the filter.
    public func append(_ record: FeedRecord) throws {
        try append(contentsOf: [record])
    }

    /// Appends records, in order, as one change.
    ///
    /// - Throws: a `TypeError` naming the record and field that does not fit; an error of the filter.
    public func append(contentsOf records: [FeedRecord]) throws {
        try checkMutable()
        let rows = try prepare(records)
        guard rows.count > 0 else { return }
        try reserveMemory(for: rows)
        publish(try appendPrepared(rows))
    }

    /// Inserts a record before a content index (`count` appends). With a full `window`, the oldest record is
    /// dropped afterwards.
    ///
    /// - Throws: a `ValueError` for an index outside `0...count`; a `TypeError` when a value does not fit.
    public func insert(_ record: FeedRecord, at index: Int) throws {
        try checkMutable()
        try checkIndex(index, allowingEnd: true, action: "insert a record at")
        let rows = try prepare([record])
        try reserveMemory(for: rows)
        let included = try inclusion(of: rows)
        var change = FeedChange(addedFields: Array(rows.newFields))
        change.append(storeRows(rows, at: index, included: included))
        change.append(trimToWindow())
        publish(change)
    }

    /// Removes the record at a content index.
    ///
    /// - Throws: a `ValueError` for an index outside `0..<count`.
    public func remove(at index: Int) throws {
        try checkMutable()
        try checkIndex(index, allowingEnd: false, action: "remove the record at")
        publish(removeStored(index..<(index + 1)))
    }

    /// Removes the first (oldest) `k` records.
    ///
    /// - Throws: a `ValueError` when `k` is negative or more than `count`.
    public func removeFirst(_ k: Int = 1) throws {
        try checkMutable()
        guard k >= 0, k <= count else {
            throw ModelError(
                .valueError, "cannot remove the first \(k) records of a feed of \(count)",
                hint: count == 0 ? "the feed is empty" : "remove between 0 and \(count) records")
        }
        guard k > 0 else { return }
        publish(removeStored(0..<k))
    }

    /// Removes every record; the fields and their kinds stay.
    ///
    /// - Throws: a `RuntimeError` only when called from the feed's own filter.
    public func removeAll() throws {
        try checkMutable()
        guard count > 0 else { return }
        publish(removeAllStored())
    }

    /// Replaces the record at a content index with another (fields the new record lacks become nil). Proxies of
    /// the old record read the new values.
    ///
    /// - Throws: a `ValueError` for an index outside `0..<count`; a `TypeError` when a value does not fit.
    public func replace(at index: Int, with record: FeedRecord) throws {
        try checkMutable()
        try checkIndex(index, allowingEnd: false, action: "replace the record at")
        let rows = try prepare([record])
        let included = try inclusion(of: rows)?.first ?? true
        table.replace(at: index, with: rows)
        let order = sortOrder()
        var change = FeedChange(addedFields: Array(rows.newFields))
        change.append(arrangement.didReplace(at: index, included: included, order: order))
        publish(change)
    }

    // MARK: - Steps shared by mutations, loads and drains

    /// Converts records for this feed's columns.
    func prepare(_ records: [FeedRecord]) throws -> PreparedRows {
        var preparer = RecordPreparer(table: table)
        var loop = LoopGuard()
        for (number, record) in records.enumerated() {
            try loop.tick()
            do {
                try preparer.add(record)
            } catch var error as ModelError {
                if records.count > 1 && record.origin == nil { error.message += " (record \(number))" }
                throw error
            }
        }
        return preparer.prepared
    }

    /// Asks the running cell's memory budget for prepared rows about to be stored: the rows, or the columns'
    /// new buffers when the records pass a power of two (when the buffers double).
    ///
    /// - Throws: a `MemoryError` when the rows would carry the session past its memory limit.
    func reserveMemory(for rows: PreparedRows) throws {
        let recordBytes = MemoryFootprint.feedRecords(1, fields: rows.fields.count)
        let bytes = MemoryFootprint.growth(from: table.count, to: table.count + rows.count, itemBytes: recordBytes)
        try ExecutionGuard.reserve(bytes, for: "the feed")
    }

    /// Which prepared rows the filter keeps, or nil when there is no filter.
    func inclusion(of rows: PreparedRows) throws -> [Bool]? {
        guard let filter else { return nil }
        let forms = rows.numberForms()
        return try evaluatingFilter {
            try (0..<rows.count).map { row in
                let values = rows.values(row: row, forms: forms)
                return try filter.includes(FeedRecordProxy(fields: rows.fields, values: values))
            }
        }
    }

    /// Appends prepared rows as one change: with a window, rows that would be dropped at once are skipped and
    /// the oldest stored records are removed before the new ones are stored.
    func appendPrepared(_ prepared: PreparedRows) throws -> FeedChange {
        var rows = prepared
        var change = FeedChange(addedFields: Array(rows.newFields))
        if let window, rows.count > window { rows.removeFirst(rows.count - window) }
        let included = try inclusion(of: rows)
        let surplus = window.map { max(0, count + rows.count - $0) } ?? 0
        if surplus > 0 { change.append(removeStored(0..<surplus)) }
        change.append(storeRows(rows, at: count, included: included))
        return change
    }

    /// Stores prepared rows before a content index and arranges them.
    func storeRows(_ rows: PreparedRows, at index: Int, included: [Bool]?) -> FeedChange {
        let before = table.count
        table.insert(rows, at: index)
        identities.insert(rows.count, at: index)
        let order = sortOrder()
        return arrangement.didInsert(
            index..<(index + rows.count), storageCountBefore: before, included: included, order: order)
    }

    /// Removes stored records in a range of content indexes and un-arranges them.
    func removeStored(_ range: Range<Int>) -> FeedChange {
        table.removeRows(range)
        identities.remove(range)
        return arrangement.didRemove(range)
    }

    /// Removes every stored record and un-arranges them (an empty change for an empty feed).
    func removeAllStored() -> FeedChange {
        guard count > 0 else { return FeedChange() }
        let before = count
        table.removeAllRecords()
        identities.removeAll()
        return arrangement.didRemoveAll(storageCountBefore: before)
    }

    /// Drops the oldest records beyond the window.
    func trimToWindow() -> FeedChange {
        guard let window, count > window else { return FeedChange() }
        return removeStored(0..<(count - window))
    }

    /// Fails when the feed must not change now (its filter is running), or ever on its own (a group's feed).
    func checkMutable() throws {
        if let groupLink { throw groupLink.refusal }
        guard !isEvaluatingFilter else {
            throw ModelError(
                .runtimeError, "cannot change a feed while its filter runs",
                hint: "a filter should only read the record it is given")
        }
    }

    /// Runs the filter over records with the feed locked against changes.
    func evaluatingFilter<T>(_ body: () throws -> T) rethrows -> T {
        isEvaluatingFilter = true
        defer { isEvaluatingFilter = false }
        return try body()
    }

    private func checkIndex(_ index: Int, allowingEnd: Bool, action: String) throws {
        let upper = allowingEnd ? count : count - 1
        guard index >= 0 && index <= upper else {
            throw ModelError(
                .valueError, "cannot \(action) index \(index) of a feed of \(count) records",
                hint: upper < 0 ? "the feed is empty" : "valid indices are 0...\(upper)")
        }
    }
}

import PlotlineValues

/// Live sources: records arrive on background threads into the inbox, and the owning thread applies them.
extension Feed {
    /// True while a live source feeds the feed.
    public var isLive: Bool {
        sources.contains { $0.isRunning }
    }

    /// What the live sources read (`following "latency.csv"`).
    public var liveSourceDescriptions: [String] {
        sources.filter(\.isRunning).map(\.description)
    }

    /// Bad records live sources reported or drains rejected so far (malformed lines, values of the wrong kind).
    public var badRecordCount: Int {
        drainedBadRecordCount + inbox.pendingBadRecords.count
    }

    /// The message of the last bad record, or nil.
    public var lastError: String? {
        inbox.pendingBadRecords.lastError ?? drainedLastError
    }

    /// Starts a live source feeding this feed and registers the feed with its session's live feeds.
    ///
    /// - Throws: the source's error when it cannot start; a `RuntimeError` for a group's feed.
    public func attach(_ source: any LiveSource) throws {
        try checkMutable()
        try source.start(delivering: inbox)
        sources.append(source)
        context.liveFeeds.register(self)
    }

    /// Tails a growing CSV or NDJSON file (by its extension; `.tsv` is tab-separated): the records already in
    /// it are there when this returns (with `fromStart`), lines another process appends arrive as records while
    /// the kernel is idle; when the file is cut back (truncated or rewritten), the feed starts over with the
    /// records the file holds then; a rotated file (a new one at the path) is read from its start, as more records.
    /// A CSV file's first lines decide its dialect and column types as for `load(csv:)` (or `delimiter`, `types`
    /// and `missing` say); a later line that does not fit is a bad record, reported with its line number.
    ///
    /// - Throws: an `IOError` when the file does not exist; a `ValueError` for a bad option.
    public func follow(
        _ path: String, fromStart: Bool = true, delimiter: String? = nil, types: [String: ColumnType] = [:],
        missing: [String] = []
    ) throws {
        let options = CSVOptions(
            delimiter: try delimiter.map(DataFile.delimiter(from:)), hasHeader: nil, types: types, missing: missing)
        let format = FollowFormat.forPath(path, options: options)
        try attach(FileFollower(path: path, format: format, readsExistingRecords: fromStart))
        drainInbox()
    }

    /// Receives JSON records from a publisher (`"tcp://127.0.0.1:5556"`), through a `LiveSourceFactory` installed
    /// in the session's context.
    ///
    /// - Throws: an `IOError` when no factory opens the endpoint.
    public func subscribe(_ endpoint: String) throws {
        try attach(try context.liveSource(for: endpoint))
    }

    /// Stops every live source; records already received can still be drained.
    public func stop() {
        for source in sources { source.stop() }
        sources.removeAll()
    }

    /// Applies every record waiting in the inbox as one change (with the window, filter and sort as for
    /// `append(contentsOf:)`), tells the observers, and returns the change; nil when nothing changed. Records that
    /// do not fit their fields are counted in `badRecordCount`, not applied. When the source started over, the
    /// feed's records are replaced by the batch's in that same change, so no observer sees it empty in between.
    /// Call it on the feed's thread.
    @discardableResult
    public func drainInbox() -> FeedChange? {
        guard !isEvaluatingFilter else { return nil }
        let batch = inbox.take()
        guard !batch.isEmpty else { return nil }
        drainedBadRecordCount += batch.badRecordCount
        if let message = batch.lastError { drainedLastError = message }
        if batch.droppedRecordCount > 0 {
            drainedLastError = "\(batch.droppedRecordCount) records were dropped because the feed fell behind its live source"
        }
        let rows = prepareSkippingBadRecords(batch.records)
        var change = batch.startsOver ? removeAllStored() : FeedChange()
        if rows.count > 0 {
            do {
                try reserveMemory(for: rows)
                change.append(try appendPrepared(rows))
            } catch let error as ModelError where error.kind == .memoryError {
                drainedBadRecordCount += rows.count
                drainedLastError = "live records were dropped: \(error.message)"
            } catch {
                drainedBadRecordCount += rows.count
                drainedLastError = "the filter failed on live records: \(ModelError.message(of: error))"
            }
        }
        guard !change.isEmpty else { return nil }
        publish(change)
        return change
    }

    private func prepareSkippingBadRecords(_ records: [FeedRecord]) -> PreparedRows {
        var preparer = RecordPreparer(table: table)
        for record in records {
            do {
                try preparer.add(record)
            } catch {
                drainedBadRecordCount += 1
                drainedLastError = ModelError.message(of: error)
            }
        }
        return preparer.prepared
    }
}

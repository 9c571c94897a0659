import PlotlineValues

/// Feeds read from a database (`Database.feed`): refreshed on demand or by polling while idle.
extension Feed {
    /// The query the feed reads, or nil for a feed not read from a database.
    public var sqlQuery: SQLFeedQuery? { sqlBinding?.cursor.query }

    /// Reads the database again: with a key, appends the rows past the last key (in key order) as one change;
    /// without one, replaces the records with every row. On an error the feed is left as it was. Returns the
    /// number of rows read.
    ///
    /// - Throws: a `ValueError` for a feed not read from a database; an `SQLError` from the database.
    @discardableResult
    public func refresh() throws -> Int {
        let binding = try databaseBinding()
        if let demand = binding.demand {
            // An on-demand feed asks again when it is next drawn.
            demand.forget()
            publish(FeedChange.reset)
            return 0
        }
        let connection = try binding.database.connection()
        let cursor = binding.cursor
        return try cursor.lastKey.withLock { lastKey in
            // Rows a poller fetched come first, so the feed stays in key order.
            drainInbox()
            let (result, next) = try cursor.query.fetch(after: lastKey, on: connection)
            if cursor.query.key == nil {
                try load(records: result.records)
            } else if !result.rows.isEmpty {
                try append(contentsOf: result.records)
            }
            lastKey = next
            return result.rows.count
        }
    }

    /// Asks the database for new rows every `seconds` while the kernel is idle, on a connection of its own; the
    /// rows arrive as with `refresh()`. `stop()` ends it.
    ///
    /// - Throws: a `ValueError` for a feed not read from a database or an interval under 0.05 s; an `SQLError`
    ///   when the database cannot be opened.
    public func refresh(every seconds: Double) throws {
        let binding = try databaseBinding()
        try checkNotOnDemand(binding, for: "refresh(every:)")
        guard seconds.isFinite, seconds >= 0.05 else {
            throw ModelError(.valueError, "cannot poll every \(formatNumber(seconds)) s", hint: "poll every 0.05 s or more")
        }
        for source in sources where source is SQLPoller { source.stop() }
        sources.removeAll { $0 is SQLPoller }
        try attach(SQLPoller(cursor: binding.cursor, interval: seconds))
    }

    /// Listens on a PostgreSQL channel with a connection of its own: after each NOTIFY on it the rows past the
    /// last key arrive as with `refresh()`, while the kernel is idle. `stop()` ends it.
    ///
    /// - Throws: a `ValueError` for a feed not read from a database; an `SQLError` when the database cannot be
    ///   opened or has no notifications (SQLite).
    public func listen(_ channel: String) throws {
        let binding = try databaseBinding()
        try checkNotOnDemand(binding, for: "listen(_:)")
        guard !channel.isEmpty else { throw ModelError(.valueError, "the channel has no name", hint: "listen(\"runs\")") }
        for source in sources where (source as? SQLListener)?.channel == channel { source.stop() }
        sources.removeAll { ($0 as? SQLListener)?.channel == channel }
        try attach(SQLListener(cursor: binding.cursor, channel: channel))
    }

    /// True for a database feed read on demand (`loading: .onDemand`).
    public var isOnDemand: Bool { sqlBinding?.demand != nil }

    /// The x column of an on-demand feed, nil for others.
    public var onDemandX: String? { sqlBinding?.demand?.x }

    /// Asks an on-demand feed's database for the M4 rows of an x window (x's whole extent when nil) in `columns`
    /// columns, and makes them the feed's records; false, with nothing changed, when that window and width are
    /// what the feed holds already (or the feed is not on demand).
    ///
    /// - Throws: an `SQLError` from the database; the feed is left as it was.
    @discardableResult
    public func demand(xRange: ClosedRange<Double>?, columns: Int) throws -> Bool {
        guard let binding = sqlBinding, let demand = binding.demand else { return false }
        guard let result = try demand.rows(
            in: xRange, columns: columns, on: try binding.database.connection(), split: binding.database.postgresSplit())
        else {
            return false
        }
        try load(records: result.records)
        return true
    }

    /// A collection operator of an on-demand feed, computed by its database over every row; nil for other feeds.
    ///
    /// - Throws: the database's error.
    func databaseAggregate(_ op: CollectionOperator, field: String?) throws -> Value? {
        guard let binding = sqlBinding, let demand = binding.demand else { return nil }
        return try demand.aggregate(op, field: field, on: try binding.database.connection())
    }

    /// The feed's tie to its database.
    ///
    /// - Throws: a `ValueError` for a feed not read from a database.
    private func databaseBinding() throws -> SQLFeedBinding {
        guard let sqlBinding else {
            throw ModelError(
                .valueError, "this feed does not read a database",
                hint: "make it with db.feed(\"SELECT …\", key: \"id\"), or load(csv:) a file again")
        }
        return sqlBinding
    }

    private func checkNotOnDemand(_ binding: SQLFeedBinding, for method: String) throws {
        guard binding.demand != nil else { return }
        throw ModelError(
            .valueError, "an on-demand feed cannot \(method): it reads each view when it is drawn",
            hint: "make an eager feed with a key for live rows: db.feed(sql, key: \"ts\")")
    }
}

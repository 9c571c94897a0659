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
        guard let binding = sqlBinding else {
            throw ModelError(
                .valueError, "this feed does not read a database",
                hint: "make it with db.feed(\"SELECT …\", key: \"id\"), or load(csv:) a file again")
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
        guard let binding = sqlBinding else {
            throw ModelError(.valueError, "this feed does not read a database", hint: "make it with db.feed(\"SELECT …\", key: \"id\")")
        }
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
        guard let binding = sqlBinding else {
            throw ModelError(.valueError, "this feed does not read a database", hint: "make it with db.feed(\"SELECT …\", key: \"id\")")
        }
        guard !channel.isEmpty else { throw ModelError(.valueError, "the channel has no name", hint: "listen(\"runs\")") }
        for source in sources where (source as? SQLListener)?.channel == channel { source.stop() }
        sources.removeAll { ($0 as? SQLListener)?.channel == channel }
        try attach(SQLListener(cursor: binding.cursor, channel: channel))
    }
}

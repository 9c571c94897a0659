import PlotlineValues

/// A database the session reads feeds from (`Database("sqlite:data/runs.db")`): it opens one connection for the
/// cells, on first use, and each polling feed opens its own.
public final class Database {
    /// Where the database is (any password masked).
    public let url: DatabaseURL
    private let opener: @Sendable () throws -> any SQLConnection
    private var sessionConnection: (any SQLConnection)?
    private var split: PostgresSplit?

    /// A database at a URL; nothing is opened until it is used.
    ///
    /// - Throws: a `ValueError` for a URL Plotline cannot read.
    public convenience init(_ text: String) throws {
        let url = try DatabaseURL(text)
        switch url.kind {
        case .sqlite:
            // An in-memory database is shared by the connections of this Database (its pollers' too).
            let path = url.location == ":memory:"
                ? "file:plotline-\(UInt64.random(in: 0...UInt64.max))?mode=memory&cache=shared"
                : DataFile.resolve(url.location)
            let mode = url.location == ":memory:" ? .readWriteCreate : url.sqliteMode
            self.init(url: url) {
                try SQLiteConnection(path: path, displayName: url.location, mode: mode)
            }
        case .postgresql:
            self.init(url: url) { try PostgresConnection(url: text) }
        }
    }

    /// A database whose connections `open` makes (tests pass doubles).
    public init(url: DatabaseURL, open: @escaping @Sendable () throws -> any SQLConnection) {
        self.url = url
        opener = open
    }

    /// The session's connection, opened on first use.
    ///
    /// - Throws: an `SQLError` when the database cannot be opened.
    public func connection() throws -> any SQLConnection {
        if let sessionConnection { return sessionConnection }
        let opened = try opener()
        sessionConnection = opened
        return opened
    }

    /// The connections a long M4 pass of a PostgreSQL database runs on in parts; nil for SQLite.
    func postgresSplit() -> PostgresSplit? {
        guard url.kind == .postgresql else { return nil }
        if let split { return split }
        let made = PostgresSplit(open: opener)
        split = made
        return made
    }

    /// Runs a statement (an INSERT, a CREATE TABLE …) and returns the rows it returned, if any.
    ///
    /// - Throws: an `SQLError` from the database.
    @discardableResult
    public func execute(_ sql: String, parameters: [SQLValue] = []) throws -> SQLResult {
        try connection().query(sql, parameters: parameters)
    }

    /// A feed of a query's rows, read now. With a `key` (a column whose values only grow, such as an id or a
    /// time), `refresh()` fetches only the rows past the last key; without one it reads every row again.
    ///
    /// With `loading: .onDemand` the feed reads nothing now: each plot whose x is bound to the column `x` asks for
    /// the M4 rows of its visible x range at its pixel width when it is drawn (`demand(xRange:columns:)`).
    ///
    /// - Throws: an `SQLError` from the database, or when the key or x is not one of the query's columns; a
    ///   `ValueError` for `.onDemand` without an x.
    public func feed(
        _ sql: String, key: String? = nil, x: String? = nil, loading: FeedLoading = .eager, parameters: [SQLValue] = []
    ) throws -> Feed {
        let query = SQLFeedQuery(sql: sql, key: key, parameters: parameters)
        let binding = SQLFeedBinding(database: self, cursor: SQLFeedCursor(query: query, open: opener))
        let feed = Feed()
        feed.sourceName = url.description
        if loading == .onDemand {
            guard let x else {
                throw ModelError(
                    .valueError, "an on-demand feed needs its x column",
                    hint: "db.feed(\"SELECT ts, latency FROM samples\", x: \"ts\", loading: .onDemand)")
            }
            binding.demand = try SQLDemand(query: query, x: x, on: try connection())
            feed.sqlBinding = binding
            return feed
        }
        feed.sqlBinding = binding
        try feed.refresh()
        return feed
    }
}

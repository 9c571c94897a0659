/// A connection to a database: runs one statement at a time, with parameters bound to its numbered placeholders
/// (`$1`, `$2` …), and returns every row. SQLite's is `SQLiteConnection`; tests use doubles.
///
/// A connection belongs to one thread at a time; a live source opens its own.
public protocol SQLConnection: AnyObject {
    /// The SQL the database speaks.
    var dialect: SQLDialect { get }

    /// Runs `sql` with `parameters` bound (`$1` is the first) and returns its rows.
    ///
    /// - Throws: an `SQLError` naming the database's message and, where it knows one, pointing at the place in
    ///   `sql` it refers to.
    func query(_ sql: String, parameters: [SQLValue]) throws -> SQLResult

    /// The column names a query would return, without running it.
    ///
    /// - Throws: an `SQLError` as `query` does.
    func columns(of sql: String, parameters: [SQLValue]) throws -> [String]
}

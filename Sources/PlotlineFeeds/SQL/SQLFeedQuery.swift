import Foundation
import PlotlineValues

/// What an SQL feed asks its database: the user's query, the key column that orders its rows (nil: each refresh
/// reads every row again), and the parameters bound to its placeholders. A refresh wraps the query so that the
/// database returns only the rows past the last key, in key order.
public struct SQLFeedQuery: Sendable, Equatable {
    /// The query as the user wrote it, without a trailing semicolon.
    public let sql: String
    /// The column whose increasing values order new rows; nil for none.
    public let key: String?
    /// The parameters for `$1`, `$2` ….
    public let parameters: [SQLValue]

    /// Makes a query; a trailing semicolon is dropped.
    public init(sql: String, key: String?, parameters: [SQLValue]) {
        var trimmed = Substring(sql)
        while let last = trimmed.last, last == ";" || last.isWhitespace { trimmed.removeLast() }
        self.sql = String(trimmed)
        self.key = key
        self.parameters = parameters
    }

    /// The statement that fetches the rows after `lastKey` (all rows when nil), in key order.
    func statement(after lastKey: SQLValue?) -> (sql: String, parameters: [SQLValue]) {
        guard let key else { return (sql, parameters) }
        let column = Self.quoted(key)
        // The user's query stands on lines of its own, so an error's caret points into its text.
        var wrapped = "SELECT * FROM (\n\(sql)\n) AS plotline_rows"
        var bound = parameters
        if let lastKey, lastKey != .null {
            bound.append(lastKey)
            wrapped += " WHERE \(column) > $\(bound.count)"
        }
        return (wrapped + " ORDER BY \(column)", bound)
    }

    /// The rows past `lastKey` and the key to continue from (the last row's, or `lastKey` when none came).
    ///
    /// - Throws: an `SQLError` from the database, or when the key is not one of the query's columns.
    func fetch(after lastKey: SQLValue?, on connection: any SQLConnection) throws -> (SQLResult, SQLValue?) {
        let (text, bound) = statement(after: lastKey)
        let result: SQLResult
        do {
            result = try connection.query(text, parameters: bound)
        } catch let error as ModelError where key != nil {
            throw try missingKeyError(on: connection) ?? error
        }
        guard let key else { return (result, nil) }
        guard let index = result.columns.firstIndex(of: key) else { throw Self.keyError(key, among: result.columns) }
        let last = result.rows.last(where: { $0[index] != .null })?[index] ?? lastKey
        return (result, last)
    }

    /// The error for a key the query does not return, or nil when it does (so the database's own error stands).
    private func missingKeyError(on connection: any SQLConnection) throws -> ModelError? {
        guard let key else { return nil }
        let columns = try connection.columns(of: sql, parameters: parameters)
        return columns.contains(key) ? nil : Self.keyError(key, among: columns)
    }

    private static func keyError(_ key: String, among columns: [String]) -> ModelError {
        ModelError(
            .sqlError, "the key '\(key)' is not a column of the query",
            hint: Suggestion.closest(to: key, among: columns).map { "did you mean '\($0)'?" }
                ?? "its columns are \(columns.joined(separator: ", "))")
    }

    /// A column name quoted for SQL: `"latency"`, with quotes inside doubled.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

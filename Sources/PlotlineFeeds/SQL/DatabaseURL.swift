import Foundation
import PlotlineValues

/// Where a database is, from the URL a user gives `Database`: `sqlite:PATH` (`sqlite::memory:` for a private
/// in-memory database) or `postgresql://user:password@host:port/name`. Its description never shows a password.
public struct DatabaseURL: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of database.
    public enum Kind: String, Sendable {
        /// An SQLite file.
        case sqlite
        /// A PostgreSQL server.
        case postgresql
    }

    /// How an SQLite file is opened: `?mode=ro` reads only, `?mode=rw` needs the file to exist, and by default a
    /// missing file is made, as every SQLite client does.
    public enum SQLiteMode: String, Sendable {
        /// Read and write, making the file when there is none (`mode=rwc`, the default).
        case readWriteCreate = "rwc"
        /// Read and write an existing file (`mode=rw`).
        case readWrite = "rw"
        /// Read only (`mode=ro`).
        case readOnly = "ro"
    }

    /// The kind of database.
    public let kind: Kind
    /// For SQLite, the file's path as given (or `:memory:`); for PostgreSQL, the URL with any password masked.
    public let location: String
    /// For SQLite, how the file is opened.
    public let sqliteMode: SQLiteMode

    /// Parses a URL.
    ///
    /// - Throws: a `ValueError` for a URL of no kind Plotline reads; its message never repeats a password.
    public init(_ text: String) throws {
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            var mode = SQLiteMode.readWriteCreate
            if let question = path.firstIndex(of: "?") {
                mode = try DatabaseURL.sqliteMode(in: String(path[path.index(after: question)...]))
                path = String(path[..<question])
            }
            guard !path.isEmpty else {
                throw ModelError(.valueError, "the SQLite URL names no file", hint: "write Database(\"sqlite:data/runs.db\")")
            }
            kind = .sqlite
            location = path
            sqliteMode = mode
        } else if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
            kind = .postgresql
            location = DatabaseURL.masked(text)
            sqliteMode = .readWriteCreate
        } else {
            throw ModelError(
                .valueError, "'\(DatabaseURL.masked(text))' is not a database URL Plotline reads",
                hint: "write Database(\"sqlite:PATH\") or Database(\"postgresql://user@host/name\")")
        }
    }

    /// `sqlite:data/runs.db`, `sqlite:data/runs.db?mode=ro`, `postgresql://ana:•••@db.local/metrics`.
    public var description: String {
        guard kind == .sqlite else { return location }
        return "sqlite:\(location)" + (sqliteMode == .readWriteCreate ? "" : "?mode=\(sqliteMode.rawValue)")
    }

    /// The mode an SQLite URL's query (`mode=ro`) names.
    private static func sqliteMode(in query: String) throws -> SQLiteMode {
        for item in query.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.first == "mode" else {
                throw ModelError(
                    .valueError, "the SQLite URL option '\(item)' is not one Plotline reads", hint: "write ?mode=ro, ?mode=rw or ?mode=rwc")
            }
            guard parts.count == 2, let mode = SQLiteMode(rawValue: parts[1]) else {
                throw ModelError(
                    .valueError, "'\(item)' is not an SQLite mode", hint: "write ?mode=ro (read only), ?mode=rw or ?mode=rwc (the default)")
            }
            return mode
        }
        return .readWriteCreate
    }

    /// The URL with the password of its user part (`user:password@`) replaced by `•••`.
    public static func masked(_ text: String) -> String {
        SecretText.masked(text)
    }
}

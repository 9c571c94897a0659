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

    /// The kind of database.
    public let kind: Kind
    /// For SQLite, the file's path as given (or `:memory:`); for PostgreSQL, the URL with any password masked.
    public let location: String

    /// Parses a URL.
    ///
    /// - Throws: a `ValueError` for a URL of no kind Plotline reads; its message never repeats a password.
    public init(_ text: String) throws {
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else {
                throw ModelError(.valueError, "the SQLite URL names no file", hint: "write Database(\"sqlite:data/runs.db\")")
            }
            kind = .sqlite
            location = path
        } else if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
            kind = .postgresql
            location = DatabaseURL.masked(text)
        } else {
            throw ModelError(
                .valueError, "'\(DatabaseURL.masked(text))' is not a database URL Plotline reads",
                hint: "write Database(\"sqlite:PATH\") or Database(\"postgresql://user@host/name\")")
        }
    }

    /// `sqlite:data/runs.db`, `postgresql://ana:•••@db.local/metrics`.
    public var description: String {
        kind == .sqlite ? "sqlite:\(location)" : location
    }

    /// The URL with the password of its user part (`user:password@`) replaced by `•••`.
    public static func masked(_ text: String) -> String {
        SecretText.masked(text)
    }
}

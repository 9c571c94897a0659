internal import CSQLite
import Foundation
import PlotlineValues

/// A connection to an SQLite database through the system's libsqlite3: values come typed by SQLite's storage
/// classes, with each column's declared type; a busy database is waited for up to two seconds.
///
/// Placeholders: `$1`, `?1` or `:1` bind the parameter with that number, a bare `?` the next one in order.
public final class SQLiteConnection: SQLConnection {
    private let handle: OpaquePointer
    /// SQLite's SQL.
    public var dialect: SQLDialect { .sqlite }
    /// The file as the user named it, for messages.
    public let displayName: String

    /// Opens the database file at `path` (or an SQLite `file:` URI): by default a missing file is made, as every
    /// SQLite client does; `.readWrite` and `.readOnly` need the file to exist, and `.readOnly` never writes it.
    ///
    /// - Throws: an `SQLError` when the file cannot be opened, saying why.
    public init(path: String, displayName: String? = nil, mode: DatabaseURL.SQLiteMode = .readWriteCreate) throws {
        let name = displayName ?? path
        if mode != .readWriteCreate, !path.hasPrefix("file:"), path != ":memory:", !FileManager.default.fileExists(atPath: path) {
            throw ModelError(
                .sqlError, "no SQLite database at '\(name)'",
                hint: "check the path (relative paths start in \(FileManager.default.currentDirectoryPath)); without ?mode=\(mode.rawValue) a missing file is made")
        }
        var opened: OpaquePointer?
        let access: Int32 = switch mode {
        case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: SQLITE_OPEN_READWRITE
        case .readOnly: SQLITE_OPEN_READONLY
        }
        let status = sqlite3_open_v2(path, &opened, access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.flatMap { sqlite3_errmsg($0).map { String(cString: $0) } } ?? "error \(status)"
            sqlite3_close_v2(opened)
            throw ModelError(
                .sqlError, "cannot open the SQLite database '\(name)': \(message)",
                hint: "check that the file's folder exists and can be written (relative paths start in \(FileManager.default.currentDirectoryPath))")
        }
        handle = opened
        self.displayName = name
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` and returns its rows; the cell's interrupt stops it.
    ///
    /// - Throws: an `SQLError` with SQLite's message and a caret where it points; `Interrupted` when the cell was.
    public func query(_ sql: String, parameters: [SQLValue]) throws -> SQLResult {
        let statement = try prepare(sql, parameters: parameters)
        defer { sqlite3_finalize(statement) }
        let watch = InterruptWatch(cell: ExecutionGuard.current)
        watch.start(on: handle)
        defer { watch.stop(on: handle) }
        let changesBefore = sqlite3_total_changes64(handle)
        let count = sqlite3_column_count(statement)
        let columns = (0..<count).map { Self.text(sqlite3_column_name(statement, $0)) ?? "column\($0 + 1)" }
        let declared = (0..<count).map { Self.text(sqlite3_column_decltype(statement, $0)) }
        var rows: [[SQLValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw watch.interruption ?? failure(sql: sql) }
            rows.append((0..<count).map { value(of: statement, column: $0) })
        }
        var result = SQLResult(columns: columns, declaredTypes: declared, rows: rows)
        if count == 0 { result.changedRowCount = Int(sqlite3_total_changes64(handle) - changesBefore) }
        return result
    }

    /// The column names of `sql`, prepared but not run.
    ///
    /// - Throws: an `SQLError` as `query` does.
    public func columns(of sql: String, parameters: [SQLValue]) throws -> [String] {
        let statement = try prepare(sql, parameters: parameters)
        defer { sqlite3_finalize(statement) }
        return (0..<sqlite3_column_count(statement)).map { Self.text(sqlite3_column_name(statement, $0)) ?? "" }
    }

    /// Asks the running cell whether it was interrupted every few thousand steps of SQLite's machine, and stops
    /// the statement when it was.
    private final class InterruptWatch {
        private let cell: ExecutionGuard?
        /// The cell's interruption, once the statement was stopped for it.
        private(set) var interruption: Error?

        init(cell: ExecutionGuard?) {
            self.cell = cell
        }

        func start(on handle: OpaquePointer) {
            guard cell != nil else { return }
            sqlite3_progress_handler(handle, 10_000, { context in
                guard let context else { return 0 }
                return Unmanaged<InterruptWatch>.fromOpaque(context).takeUnretainedValue().shouldStop() ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque())
        }

        func stop(on handle: OpaquePointer) {
            guard cell != nil else { return }
            sqlite3_progress_handler(handle, 0, nil, nil)
        }

        private func shouldStop() -> Bool {
            guard interruption == nil else { return true }
            do {
                try cell?.checkInterrupt()
                return false
            } catch {
                interruption = error
                return true
            }
        }
    }

    /// Stops the statement running on this connection (from any thread); it fails with "interrupted".
    public func interrupt() {
        sqlite3_interrupt(handle)
    }

    private func prepare(_ sql: String, parameters: [SQLValue]) throws -> OpaquePointer {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK else {
            sqlite3_finalize(prepared)
            throw failure(sql: sql)
        }
        guard let statement = prepared else {
            throw ModelError(.sqlError, "the query is empty", hint: "write a SELECT statement")
        }
        do {
            try bind(parameters, to: statement, sql: sql)
        } catch {
            sqlite3_finalize(statement)
            throw error
        }
        return statement
    }

    /// Binds each placeholder to its parameter: a numbered one (`$2`, `?2`, `:2`) to that parameter, a bare `?`
    /// to the next; every parameter must be used and every placeholder bound.
    private func bind(_ parameters: [SQLValue], to statement: OpaquePointer, sql: String) throws {
        let count = Int(sqlite3_bind_parameter_count(statement))
        var next = 0
        for index in stride(from: 1, through: count, by: 1) {
            let name = Self.text(sqlite3_bind_parameter_name(statement, Int32(index)))
            let number: Int
            if let name {
                guard let parsed = Int(name.dropFirst()), parsed >= 1 else {
                    throw ModelError(
                        .sqlError, "the placeholder \(name) has no number",
                        hint: "number placeholders: $1 is the first parameter, $2 the second")
                }
                number = parsed
            } else {
                next += 1
                number = next
            }
            guard number <= parameters.count else {
                throw ModelError(
                    .sqlError, "the query uses parameter \(number) but \(parameters.count) were given",
                    hint: "pass them in order: parameters: [first, second]")
            }
            bindValue(parameters[number - 1], to: statement, at: Int32(index))
        }
        if count == 0, !parameters.isEmpty {
            throw ModelError(
                .sqlError, "\(parameters.count) parameters were given but the query has no placeholders",
                hint: "write $1 where the first parameter goes")
        }
    }

    private func bindValue(_ value: SQLValue, to statement: OpaquePointer, at index: Int32) {
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .int(let int): sqlite3_bind_int64(statement, index, sqlite3_int64(int))
        case .double(let double): sqlite3_bind_double(statement, index, double)
        case .text(let text): sqlite3_bind_text(statement, index, text, -1, Self.transient)
        }
    }

    private func value(of statement: OpaquePointer, column: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .int(Int(sqlite3_column_int64(statement, column)))
        case SQLITE_FLOAT: return .double(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let bytes = sqlite3_column_text(statement, column) else { return .null }
            let length = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self))
        default: return .null  // NULL, and BLOBs, which feeds do not hold
        }
    }

    /// The error SQLite reports for the last call on `sql`, pointed at where it says.
    private func failure(sql: String) -> ModelError {
        let message = Self.text(sqlite3_errmsg(handle)) ?? "SQLite error \(sqlite3_errcode(handle))"
        let offset = Int(sqlite3_error_offset(handle))
        return SQLErrorText.error(message, sql: sql, byteOffset: offset >= 0 ? offset : nil)
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func text(_ pointer: UnsafePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// SQLite's SQLITE_TRANSIENT: it copies the bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

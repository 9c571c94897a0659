internal import CLibPQ
import Foundation
import PlotlineValues

/// A connection to a PostgreSQL server (or anything that speaks its protocol) through libpq, the server project's
/// own client library: the URL's settings (TLS through `sslmode`, `connect_timeout`, 10 s unless the URL says),
/// the password from the URL, `PGPASSWORD` or `~/.pgpass`, values typed by their columns' types, times in UTC.
///
/// A query runs while the cell checks for interrupts every 50 ms; an interrupt sends the server a cancel request
/// (on a connection of its own, as the protocol has it) and the query ends with `Interrupted`.
public final class PostgresConnection: SQLConnection, SQLListening {
    private let handle: OpaquePointer
    /// What sends the running query's cancel request (renewed when the connection is opened again).
    private var canceller: OpaquePointer?
    /// PostgreSQL's SQL.
    public var dialect: SQLDialect { .postgresql }
    /// The URL with its password masked, for messages.
    public let displayName: String
    private let password: String?

    /// Connects to the server at a `postgresql://` URL.
    ///
    /// - Throws: an `SQLError` naming what failed (refused, authentication, timeout) without the password.
    public init(url: String) throws {
        displayName = DatabaseURL.masked(url)
        password = PostgresConnection.password(in: url)
        guard let connection = PQconnectdb(PostgresConnection.withConnectTimeout(url)) else {
            throw ModelError(.sqlError, "cannot connect to \(displayName): libpq is out of memory")
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = PostgresConnection.text(PQerrorMessage(connection)) ?? "unknown error"
            PQfinish(connection)
            throw PostgresConnection.connectionError(
                PostgresConnection.masking(message, password: password), name: displayName)
        }
        handle = connection
        // The server's notices ("table … does not exist, skipping") would go to the kernel's stderr; they are not
        // errors and are dropped.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        try startSession()
    }

    /// Takes the backend's cancel key and sets what values are read by: times in UTC, dates in ISO style.
    private func startSession() throws {
        if let canceller { PQfreeCancel(canceller) }
        canceller = PQgetCancel(handle)
        _ = try query("SET TimeZone TO 'UTC'", parameters: [])
        _ = try query("SET DateStyle TO 'ISO, YMD'", parameters: [])
    }

    /// Opens a connection the server dropped (a restart, an idle timeout) again, once, before a query; when that
    /// fails the query reports the connection's error.
    private func reopenIfDropped() {
        guard PQstatus(handle) == CONNECTION_BAD else { return }
        PQreset(handle)
        guard PQstatus(handle) == CONNECTION_OK else { return }
        try? startSession()
    }

    deinit {
        if let canceller { PQfreeCancel(canceller) }
        PQfinish(handle)
    }

    /// Runs `sql` with `$1`, `$2` … bound (as text, typed by the server from where they stand).
    ///
    /// - Throws: an `SQLError` with the server's message, hint and position; `Interrupted` when the cell was.
    public func query(_ sql: String, parameters: [SQLValue]) throws -> SQLResult {
        answer(from: try run(sql, parameters: parameters))
    }

    /// The rows of a result, which it clears.
    private func answer(from result: OpaquePointer) -> SQLResult {
        defer { PQclear(result) }
        let rowCount = PQntuples(result)
        let columnCount = PQnfields(result)
        let types = (0..<columnCount).map { PQftype(result, $0) }
        let columns = (0..<columnCount).map { PostgresConnection.text(PQfname(result, $0)) ?? "column\($0 + 1)" }
        var rows: [[SQLValue]] = []
        rows.reserveCapacity(Int(rowCount))
        for row in 0..<rowCount {
            rows.append((0..<columnCount).map { column in
                guard PQgetisnull(result, row, column) == 0, let value = PQgetvalue(result, row, column) else {
                    return .null
                }
                return PostgresConnection.value(String(cString: value), type: types[Int(column)])
            })
        }
        var answer = SQLResult(columns: columns, declaredTypes: types.map(PostgresConnection.typeName), rows: rows)
        answer.changedRowCount = PostgresConnection.text(PQcmdTuples(result)).flatMap { Int($0) }
        return answer
    }

    /// The column names of `sql`, planned but returning no rows.
    ///
    /// - Throws: an `SQLError` as `query` does.
    public func columns(of sql: String, parameters: [SQLValue]) throws -> [String] {
        try query("SELECT * FROM (\n\(sql)\n) AS plotline_columns LIMIT 0", parameters: parameters).columns
    }

    /// Starts listening on a channel (`LISTEN`).
    ///
    /// - Throws: an `SQLError` from the server.
    public func listen(_ channel: String) throws {
        _ = try query("LISTEN \(SQLFeedQuery.quoted(channel))", parameters: [])
    }

    /// Waits up to `seconds` for notifications and returns how many came (0 when none did).
    ///
    /// - Throws: an `SQLError` when the connection is lost.
    public func waitForNotifications(upTo seconds: Double) throws -> Int {
        var count = takeNotifications()
        if count > 0 { return count }
        guard waitForInput(milliseconds: Int32(max(0, seconds * 1000))) else { return 0 }
        guard PQconsumeInput(handle) == 1 else { throw lostConnection() }
        count = takeNotifications()
        return count
    }

    // MARK: - Running

    /// Sends the query and waits for its results, cancelling it on the server when the cell is interrupted; the
    /// first failed result, else the last one.
    private func run(_ sql: String, parameters: [SQLValue]) throws -> OpaquePointer {
        try send(sql, parameters: parameters)
        return try receive(sql)
    }

    /// Sends a query without waiting for it.
    private func send(_ sql: String, parameters: [SQLValue]) throws {
        reopenIfDropped()
        let texts = parameters.map(PostgresConnection.parameterText)
        let sent = PostgresConnection.withCStrings(texts) { values in
            PQsendQueryParams(handle, sql, Int32(values.count), nil, values, nil, nil, 0)
        }
        guard sent == 1 else { throw lostConnection() }
    }

    /// Waits for the results of the query sent, cancelling it on the server when the cell is interrupted; the first
    /// failed result, else the last one.
    private func receive(_ sql: String) throws -> OpaquePointer {
        var interruption: Error?
        var kept: OpaquePointer?
        while true {
            while PQisBusy(handle) != 0 {
                if waitForInput(milliseconds: 50) {
                    guard PQconsumeInput(handle) == 1 else { throw lostConnection() }
                }
                if interruption == nil {
                    do {
                        try ExecutionGuard.current?.checkInterrupt()
                    } catch {
                        interruption = error
                        cancelRunningQuery()
                    }
                }
            }
            guard let result = PQgetResult(handle) else { break }
            if let previous = kept, !PostgresConnection.failed(previous) {
                PQclear(previous)
                kept = result
            } else if kept == nil {
                kept = result
            } else {
                PQclear(result)
            }
        }
        if let interruption {
            if let kept { PQclear(kept) }
            throw interruption
        }
        guard let kept else { throw lostConnection() }
        if PostgresConnection.failed(kept) {
            defer { PQclear(kept) }
            throw error(of: kept, sql: sql)
        }
        return kept
    }

    /// Runs one statement on each connection at once (the server works on them side by side) and returns their
    /// rows in order. When one fails or the cell is interrupted, the others are cancelled and the error thrown.
    ///
    /// - Throws: the first `SQLError`, or the interruption.
    static func queryAtOnce(_ statements: [(connection: PostgresConnection, sql: String)], parameters: [SQLValue]) throws -> [SQLResult] {
        var sent: [(connection: PostgresConnection, sql: String)] = []
        var failure: Error?
        for statement in statements {
            do {
                try statement.connection.send(statement.sql, parameters: parameters)
                sent.append(statement)
            } catch {
                failure = error
                break
            }
        }
        var results: [SQLResult] = []
        for statement in sent {
            if failure != nil { statement.connection.cancelRunningQuery() }
            do {
                let result = try statement.connection.receive(statement.sql)
                results.append(statement.connection.answer(from: result))
            } catch {
                if failure == nil { failure = error }
            }
        }
        if let failure { throw failure }
        return results
    }

    /// True when no transaction is open on the connection (what it reads is what other connections read).
    var isIdle: Bool { PQtransactionStatus(handle) == PQTRANS_IDLE }

    /// Sends the server a cancel request for the running query.
    private func cancelRunningQuery() {
        guard let canceller else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        _ = PQcancel(canceller, &buffer, Int32(buffer.count))
    }

    /// True when the socket has input within `milliseconds`.
    private func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    private func takeNotifications() -> Int {
        var count = 0
        while let notification = PQnotifies(handle) {
            PQfreemem(notification)
            count += 1
        }
        return count
    }

    // MARK: - Errors

    private func error(of result: OpaquePointer, sql: String) -> ModelError {
        func field(_ code: UInt8) -> String? {
            PostgresConnection.text(PQresultErrorField(result, Int32(code)))
        }
        let message = masking(field(UInt8(ascii: "M")) ?? PostgresConnection.text(PQresultErrorMessage(result)) ?? "query failed")
        let position = field(UInt8(ascii: "P")).flatMap { Int($0) }
        let byteOffset = position.flatMap { PostgresConnection.byteOffset(ofCharacter: $0 - 1, in: sql) }
        return SQLErrorText.error(message, sql: sql, byteOffset: byteOffset, hint: field(UInt8(ascii: "H")).map(masking))
    }

    private func lostConnection() -> ModelError {
        let message = PostgresConnection.text(PQerrorMessage(handle)) ?? "the connection was lost"
        return ModelError(.sqlError, "lost the connection to \(displayName): \(masking(message))")
    }

    private static func connectionError(_ message: String, name: String) -> ModelError {
        let hint: String
        if message.contains("password authentication failed") || message.contains("no password supplied") {
            hint = "check the user and its password (in the URL, PGPASSWORD or ~/.pgpass)"
        } else if message.contains("Connection refused") {
            hint = "is the server running, on that host and port?"
        } else if message.contains("timeout expired") {
            hint = "the server did not answer; check the host, or raise connect_timeout in the URL"
        } else {
            hint = "check the URL: postgresql://user@host:5432/database"
        }
        return ModelError(.sqlError, "cannot connect to \(name): \(message)", hint: hint)
    }

    /// A message with the URL's password, should the server or libpq repeat it, masked.
    private func masking(_ message: String) -> String {
        PostgresConnection.masking(message, password: password)
    }

    private static func masking(_ message: String, password: String?) -> String {
        guard let password, !password.isEmpty else { return message }
        return message.replacingOccurrences(of: password, with: "•••")
    }

    private static func failed(_ result: OpaquePointer) -> Bool {
        let status = PQresultStatus(result)
        return status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK && status != PGRES_EMPTY_QUERY
    }

    // MARK: - Values

    /// A value in the server's text format, typed by its column's type: integers and booleans as integers,
    /// floating-point and numeric as doubles, the rest as text.
    static func value(_ text: String, type: Oid) -> SQLValue {
        switch type {
        case 16: return .int(text == "t" ? 1 : 0)
        case 20, 21, 23, 26: return Int(text).map(SQLValue.int) ?? Double(text).map(SQLValue.double) ?? .text(text)
        case 700, 701, 1700: return .double(Double(text) ?? .nan)
        default: return .text(text)
        }
    }

    /// The name of a type the feed treats specially (dates and times), nil for the others.
    static func typeName(_ type: Oid) -> String? {
        switch type {
        case 1082: return "date"
        case 1114: return "timestamp"
        case 1184: return "timestamptz"
        default: return nil
        }
    }

    private static func parameterText(_ value: SQLValue) -> String? {
        switch value {
        case .null: return nil
        case .int(let int): return String(int)
        case .double(let double):
            if double.isNaN { return "NaN" }
            if double.isInfinite { return double > 0 ? "Infinity" : "-Infinity" }
            return "\(double)"
        case .text(let text): return text
        }
    }

    private static func withCStrings<Result>(
        _ texts: [String?], _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        let copies = texts.map { $0.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        text(pointer.map { UnsafePointer($0) })
    }

    /// The UTF-8 offset of the character at `index` (0-based) of `text`.
    private static func byteOffset(ofCharacter index: Int, in text: String) -> Int? {
        guard index >= 0, index <= text.count else { return nil }
        return text[..<text.index(text.startIndex, offsetBy: index)].utf8.count
    }

    // MARK: - URLs

    /// The password of a URL's user part, percent-decoded, or nil.
    static func password(in url: String) -> String? {
        guard let scheme = url.range(of: "://") else { return nil }
        let rest = url[scheme.upperBound...]
        guard let at = rest.lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") else { return nil }
        let raw = String(rest[rest.index(after: colon)..<at])
        return raw.removingPercentEncoding ?? raw
    }

    /// The URL with `connect_timeout=10` added unless it sets one.
    static func withConnectTimeout(_ url: String) -> String {
        guard !url.contains("connect_timeout=") else { return url }
        return url + (url.contains("?") ? "&" : "?") + "connect_timeout=10"
    }
}

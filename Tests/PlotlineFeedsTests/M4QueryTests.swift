import Foundation
@testable import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// The forms of M4's grouped pass on a real PostgreSQL server (the one `make test` starts): each gives the same
/// first and last rows and the same extremes, whichever way it finds them.
final class M4QueryTests: XCTestCase {
    private var connection: PostgresConnection?
    private let table = "m4q_\(UInt32.random(in: 0...UInt32.max))"

    override func setUpWithError() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["PLOTLINE_TEST_POSTGRES_URL"], let password = environment["PLOTLINE_TEST_POSTGRES_PASSWORD"]
        else {
            if environment["PLOTLINE_REQUIRE_POSTGRES"] != nil { XCTFail("no PostgreSQL server named") }
            throw XCTSkip("no PostgreSQL server (make test starts one with tools/with-postgres.sh)")
        }
        let connection = try PostgresConnection(url: url.replacingOccurrences(of: "plotline@", with: "plotline:\(password)@"))
        self.connection = connection
        // 20,000 rows, one every 7.3 s from a time that is not a whole second, y a jagged walk with NULLs.
        _ = try connection.query("""
            CREATE TABLE \(table) AS
            SELECT to_timestamp(1790000000.25 + g * 7.3) AS ts, (g * 0.1)::float8 AS n,
                   CASE WHEN g % 97 = 5 THEN NULL ELSE sin(g / 40.0) * 10 + (g * 7919 % 13) END AS y
            FROM generate_series(0, 19999) AS g
            """, parameters: [])
        _ = try connection.query("CREATE INDEX ON \(table) (ts)", parameters: [])
        _ = try connection.query("CREATE INDEX ON \(table) (n)", parameters: [])
    }

    override func tearDownWithError() throws {
        _ = try connection?.query("DROP TABLE IF EXISTS \(table)", parameters: [])
    }

    /// The M4 points of every form, as a sorted list of `x y` texts, for a window of the table in `columns`.
    private func points(x: String, timeType: String?, low: Double, high: Double, columns: Int) throws -> [String: [String]] {
        let connection = try XCTUnwrap(connection)
        var answers: [String: [String]] = [:]
        for binsTimes in [false, true] {
            for firstAndLast in [M4Query.FirstAndLast.comparedAsArrays, .lookedUpByX] {
                var m4 = M4Query(
                    query: SQLFeedQuery(sql: "SELECT \(x), y FROM \(table)", key: nil, parameters: []), x: x, xTimeType: timeType,
                    ys: ["y"], dialect: .postgresql)
                m4.binsTimes = binsTimes
                m4.firstAndLast = firstAndLast
                let result = try connection.query(m4.groupedStatement(low: low, high: high, columns: columns), parameters: [])
                let rows = m4.rows(ofGrouped: result).map { row in row.map { "\($0)" }.joined(separator: " ") }
                answers["\(binsTimes ? "binned" : "floored") \(firstAndLast)"] = rows.sorted()
            }
        }
        return answers
    }

    func testLookedUpFirstAndLastRowsEqualTheComparedOnes() throws {
        for (low, high, columns) in [(1_790_000_000.25, 1_790_146_000.0, 512), (1_790_010_000.0, 1_790_012_345.6, 1024)] {
            let answers = try points(x: "ts", timeType: "timestamptz", low: low, high: high, columns: columns)
            XCTAssertEqual(answers["floored comparedAsArrays"], answers["floored lookedUpByX"])
            XCTAssertEqual(answers["binned comparedAsArrays"], answers["binned lookedUpByX"])
            XCTAssertGreaterThan(answers["binned lookedUpByX"]?.count ?? 0, 300, "rows in every column")
        }
        let numbers = try points(x: "n", timeType: nil, low: 100, high: 1_500, columns: 512)
        XCTAssertEqual(numbers["floored comparedAsArrays"], numbers["floored lookedUpByX"])
    }

    func testBinnedColumnsAreNoWiderThanAskedAndHoldEveryExtreme() throws {
        let connection = try XCTUnwrap(connection)
        let (low, high, columns) = (1_790_000_000.25, 1_790_146_000.0, 512)
        var m4 = M4Query(
            query: SQLFeedQuery(sql: "SELECT ts, y FROM \(table)", key: nil, parameters: []), x: "ts", xTimeType: "timestamptz",
            ys: ["y"], dialect: .postgresql)
        m4.binsTimes = true
        let rows = try connection.query(m4.groupedStatement(low: low, high: high, columns: columns), parameters: [])
        XCTAssertGreaterThanOrEqual(rows.rows.count, columns, "binned columns are no wider than the columns asked for")
        XCTAssertLessThanOrEqual(rows.rows.count, columns + 1)
        let extremes = try connection.query(
            "SELECT min(y), max(y) FROM \(table) WHERE ts BETWEEN to_timestamp(\(low)) AND to_timestamp(\(high))", parameters: [])
        let all = m4.rows(ofGrouped: rows).compactMap { row -> Double? in
            if case .double(let y) = row[1] { return y }
            return nil
        }
        XCTAssertEqual("\(SQLValue.double(all.min() ?? .nan))", "\(extremes.rows[0][0])")
        XCTAssertEqual("\(SQLValue.double(all.max() ?? .nan))", "\(extremes.rows[0][1])")
    }

    /// An on-demand feed's M4 rows, asked with or without a split of every pass.
    private func demandedRows(_ sql: String, on connection: PostgresConnection, split: PostgresSplit?) throws -> [String] {
        let demand = try SQLDemand(
            query: SQLFeedQuery(sql: sql, key: nil, parameters: []), x: "ts", on: connection, splitPassCost: 0)
        let result = try XCTUnwrap(demand.rows(in: nil, columns: 1024, on: connection, split: split))
        return result.rows.map { row in row.map { "\($0)" }.joined(separator: " ") }
    }

    /// Fails with the first row two lists differ at, rather than both lists.
    private func assertSameRows(_ actual: [String], _ expected: [String], _ what: String, line: UInt = #line) {
        guard actual != expected else { return }
        let index = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
        XCTFail("\(what): \(actual.count) rows for \(expected.count); first difference at row \(index): "
            + "\(index < actual.count ? actual[index] : "none") for \(index < expected.count ? expected[index] : "none")",
            line: line)
    }

    private func openConnections(_ connection: PostgresConnection) throws -> Int {
        let count = try connection.query(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
            parameters: [])
        guard case .int(let number) = count.rows.first?.first else { return -1 }
        return Int(number)
    }

    func testASplitPassGivesTheRowsOfAWholeOneAndReadsWhatTheSessionReads() throws {
        let connection = try XCTUnwrap(self.connection)
        let url = try XCTUnwrap(ProcessInfo.processInfo.environment["PLOTLINE_TEST_POSTGRES_URL"])
        let password = try XCTUnwrap(ProcessInfo.processInfo.environment["PLOTLINE_TEST_POSTGRES_PASSWORD"])
        let split = PostgresSplit { try PostgresConnection(url: url.replacingOccurrences(of: "plotline@", with: "plotline:\(password)@")) }
        let before = try openConnections(connection)
        let whole = try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: nil)
        assertSameRows(try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: split), whole, "split")
        XCTAssertEqual(try openConnections(connection), before + PostgresSplit.parts, "the halves ran on the split's connections")

        // The session's settings reach the split: a search_path naming another table of the same name.
        let schema = "other_\(UInt32.random(in: 0...UInt32.max))"
        _ = try connection.query("CREATE SCHEMA \(schema)", parameters: [])
        defer { _ = try? connection.query("DROP SCHEMA \(schema) CASCADE", parameters: []) }
        _ = try connection.query(
            "CREATE TABLE \(schema).\(table) AS SELECT ts, -y AS y FROM public.\(table) WHERE n < 500", parameters: [])
        _ = try connection.query("SET search_path TO \(schema), public", parameters: [])
        let other = try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: nil)
        XCTAssertTrue(other != whole, "the other table has other rows")
        assertSameRows(try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: split), other, "search_path")
        _ = try connection.query("RESET search_path", parameters: [])

        // Rows of an open transaction are read (by the session's connection alone).
        _ = try connection.query("BEGIN", parameters: [])
        _ = try connection.query("DELETE FROM \(table) WHERE n > 1000", parameters: [])
        let uncommitted = try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: nil)
        assertSameRows(try demandedRows("SELECT ts, y FROM \(table)", on: connection, split: split), uncommitted, "transaction")
        _ = try connection.query("ROLLBACK", parameters: [])

        // A temporary table, which only the session's connection sees.
        _ = try connection.query("CREATE TEMPORARY TABLE recent AS SELECT ts, y FROM \(table) WHERE n < 300", parameters: [])
        let temporary = try demandedRows("SELECT ts, y FROM recent", on: connection, split: nil)
        assertSameRows(try demandedRows("SELECT ts, y FROM recent", on: connection, split: split), temporary, "temporary")
    }

    func testAnInterruptCancelsEveryPartOnTheServer() throws {
        let connection = try XCTUnwrap(self.connection)
        let url = try XCTUnwrap(ProcessInfo.processInfo.environment["PLOTLINE_TEST_POSTGRES_URL"])
        let password = try XCTUnwrap(ProcessInfo.processInfo.environment["PLOTLINE_TEST_POSTGRES_PASSWORD"])
        let parts = try (0..<2).map { _ in
            try PostgresConnection(url: url.replacingOccurrences(of: "plotline@", with: "plotline:\(password)@"))
        }
        let started = Date()
        let cellGuard = ExecutionGuard.interruptingOnce(after: 0.3)
        XCTAssertThrowsError(try ExecutionGuard.$current.withValue(cellGuard) {
            try PostgresConnection.queryAtOnce(
                parts.enumerated().map { (connection: $0.element, sql: "SELECT pg_sleep(30) AS part\($0.offset)") }, parameters: [])
        }) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .interrupted)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "cancelled, not waited out")
        let running = try connection.query(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30) AS part%' AND state = 'active'",
            parameters: [])
        XCTAssertEqual(running.rows, [[.int(0)]], "the server runs neither part")
        for part in parts { XCTAssertEqual(try part.query("SELECT 1 AS one", parameters: []).rows, [[.int(1)]]) }
    }

    func testTotalCostIsTheTopNodes() {
        let plan = #"[{"Plan": {"Node Type": "Limit", "Startup Cost": 0.43, "Total Cost": 8.45, "Plans": [{"Total Cost": 99}]}}]"#
        XCTAssertEqual(SQLDemand.totalCost(inPlan: plan), 8.45)
        XCTAssertNil(SQLDemand.totalCost(inPlan: "[]"))
    }
}

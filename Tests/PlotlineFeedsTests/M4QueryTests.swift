import Foundation
@testable import PlotlineFeeds
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

    func testTotalCostIsTheTopNodes() {
        let plan = #"[{"Plan": {"Node Type": "Limit", "Startup Cost": 0.43, "Total Cost": 8.45, "Plans": [{"Total Cost": 99}]}}]"#
        XCTAssertEqual(SQLDemand.totalCost(inPlan: plan), 8.45)
        XCTAssertNil(SQLDemand.totalCost(inPlan: "[]"))
    }
}

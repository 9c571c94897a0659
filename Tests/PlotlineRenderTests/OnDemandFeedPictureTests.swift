import Foundation
@testable import PlotlineCore
import PlotlineFeeds
@testable import PlotlineRender
import PlotlineValues
import XCTest

/// A chart of an on-demand database feed (M4 rows per view, computed by the database) draws the picture a chart of
/// every row draws, within anti-aliasing, on SQLite and on PostgreSQL (the server `make test` starts), while the
/// feed holds a few rows per pixel column.
final class OnDemandFeedPictureTests: XCTestCase {
    private var context = FeedContext()
    private let rowCount = 120_000

    override func invokeTest() {
        context = FeedContext()
        FeedContext.$current.withValue(context) { super.invokeTest() }
        context.liveFeeds.stopAll()
    }

    /// A jagged walk: x every 0.5 (or every 30 s for times), about 90 rows to each pixel column at scale 2.
    private func samples() -> [(x: Double, y: Double)] {
        var state: UInt64 = 7
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        var level = 0.0
        return (0..<rowCount).map { index in
            level += random() * 0.2
            return (Double(index), level + 0.8 * sin(Double(index) / 700) + 0.3 * random())
        }
    }

    private func fill(_ database: Database, table: String, xType: String, x: (Double) -> String) throws {
        try database.execute("CREATE TABLE \(table) (x \(xType), y double precision)")
        try database.execute("BEGIN")
        let rows = samples()
        for start in stride(from: 0, to: rows.count, by: 1000) {
            let values = rows[start..<min(rows.count, start + 1000)].map { "(\(x($0.x)), \($0.y))" }
            try database.execute("INSERT INTO \(table) VALUES " + values.joined(separator: ", "))
        }
        try database.execute("COMMIT")
    }

    private func chart(of feed: Feed, xRange: PlotRange?) throws -> Graph {
        let graph = XYGraph(width: 640, height: 400)
        let plot = ScatterPlot(identifier: "samples")
        plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        graph.add(plot)
        let space = try XCTUnwrap(graph.defaultPlotSpace as? XYPlotSpace)
        if let xRange { space.xRange = xRange }
        space.yRange = PlotRange(location: -40, length: 80)
        return graph
    }

    private func assertSamePicture(
        _ database: Database, table: String, windows: [PlotRange?], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let all = try database.feed("SELECT x, y FROM \(table)")
        let onDemand = try database.feed("SELECT x, y FROM \(table)", x: "x", loading: .onDemand)
        XCTAssertEqual(onDemand.count, 0, "an on-demand feed reads nothing until it is drawn", file: file, line: line)
        let renderer = CairoGraphRenderer()
        for window in windows {
            let whole = try renderer.renderPixels(chart(of: all, xRange: window), scale: 2)
            let m4 = try renderer.renderPixels(chart(of: onDemand, xRange: window), scale: 2)
            XCTAssertEqual(whole.bytes.count, m4.bytes.count, file: file, line: line)
            let total = whole.width * whole.height
            let strong = PixelDifference(whole.bytes, m4.bytes, channels: 3, tolerance: 64)
            let any = PixelDifference(whole.bytes, m4.bytes, channels: 3, tolerance: 8)
            print("\(table) window \(window.map { "\($0)" } ?? "all"): \(onDemand.count) M4 rows for \(rowCount); "
                + "\(any.count) of \(total) pixels differ by more than 8, \(strong.count) by more than 64")
            XCTAssertLessThan(Double(any.count) / Double(total), 0.01, "edge pixels only", file: file, line: line)
            XCTAssertLessThan(Double(strong.count) / Double(total), 0.0005, file: file, line: line)
            XCTAssertLessThanOrEqual(onDemand.count, 4 * 4 * 1280 + 8, "at most four rows per column", file: file, line: line)
            XCTAssertGreaterThan(onDemand.count, 100, file: file, line: line)
        }
    }

    func testSQLiteM4RowsDrawWhatEveryRowDraws() throws {
        let database = try Database("sqlite::memory:")
        try fill(database, table: "samples", xType: "REAL") { "\($0 * 0.5)" }
        try assertSamePicture(
            database, table: "samples",
            windows: [nil, PlotRange(location: 10_000, length: 20_000), PlotRange(location: 30_000.25, length: 600)])
    }

    func testPostgreSQLM4RowsOfTimesDrawWhatEveryRowDraws() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["PLOTLINE_TEST_POSTGRES_URL"], let password = environment["PLOTLINE_TEST_POSTGRES_PASSWORD"]
        else {
            if environment["PLOTLINE_REQUIRE_POSTGRES"] != nil { XCTFail("no PostgreSQL server named") }
            throw XCTSkip("no PostgreSQL server (make test starts one with tools/with-postgres.sh)")
        }
        let database = try Database(url.replacingOccurrences(of: "plotline@", with: "plotline:\(password)@"))
        let table = "m4_\(UInt32.random(in: 0...UInt32.max))"
        let start = 1_790_000_000.0
        try fill(database, table: table, xType: "timestamptz") { "to_timestamp(\(start + $0 * 30))" }
        try database.execute("CREATE INDEX ON \(table) (x)")
        try assertSamePicture(
            database, table: table,
            windows: [nil, PlotRange(location: start + 600_000, length: 1_200_000), PlotRange(location: start + 9_000, length: 40_000)])
        try database.execute("DROP TABLE \(table)")
    }
}

import PlotlineTestSupport
import Foundation
import XCTest
import PlotlineFeeds

/// The load budget of docs/benchmarks.md, 'Loading a feed': a million rows of two numeric columns in at most 20 MB.
/// Memory is measured by the bytes the feed's buffers hold (capacity included), never by time; the load time is only
/// reported, and `bench/feed_load.sh` runs this test in a release build to report it.
final class DataLoadBenchmarkTests: XCTestCase {
    private let rows = 1_000_000

    func testAMillionRowsOfTwoNumbersFitInTwentyMegabytes() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("million.csv")
        let fileSize = try writeCSV(rows: rows, to: path)
        var best = Double.infinity
        var feed = Feed()
        let repeats = ProcessInfo.processInfo.environment["PLOTLINE_BENCH"] == nil ? 1 : 5
        for _ in 0..<repeats {
            let start = Date()
            feed = try Feed(csv: path)
            best = min(best, Date().timeIntervalSince(start))
        }
        XCTAssertEqual(feed.count, rows)
        XCTAssertEqual(feed.fields, ["t", "latency"])
        XCTAssertEqual(feed.kind(ofField: "latency"), .number)
        XCTAssertEqual(feed.value(at: rows - 1, field: "t"), .int(rows - 1))
        XCTAssertEqual(feed.value(at: 7, field: "latency"), .double(207.75))
        XCTAssertLessThanOrEqual(feed.byteCount, 20_000_000)
        print(String(
            format: "feed load benchmark: %d rows, %.1f MB of CSV, %.2f MB held by the feed, best load %.3f s",
            rows, Double(fileSize) / 1e6, Double(feed.byteCount) / 1e6, best))
    }

    /// Writes `t,latency` rows with integer times and decimal latencies; returns the file's size.
    private func writeCSV(rows: Int, to path: String) throws -> Int {
        var bytes = [UInt8]()
        bytes.reserveCapacity(rows * 16)
        bytes.append(contentsOf: Array("t,latency\n".utf8))
        for row in 0..<rows {
            bytes.append(contentsOf: Array("\(row),\(200 + row % 997).\(25 * (row % 4))\n".utf8))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return bytes.count
    }
}

import PlotlineCore
import PlotlineFeeds
import XCTest

/// A plot bound to a feed's columns caches them without copying: the cached arrays share the feed's storage, so a
/// ten-million-point feed costs its raw size once, however many plots show it. The feed's next change to a shared
/// column copies it once; both stay right.
final class ColumnSharingTests: XCTestCase {
    private func boundLine(records: Int) throws -> (Feed, ScatterPlot) {
        let feed = try Feed(records: (0..<records).map { ["x": .double(Double($0)), "y": .double(sin(Double($0)))] })
        let plot = ScatterPlot(identifier: "line")
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        try plot.reloadData()
        return (feed, plot)
    }

    private func firstAddress(_ numbers: [Double]) -> UnsafeRawPointer? {
        numbers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testABoundPlotCachesTheFeedsColumnsWithoutACopy() throws {
        let (feed, plot) = try boundLine(records: 100_000)
        for (field, name) in [(PlotField.xValues, "x"), (.yValues, "y")] {
            let cached = try XCTUnwrap(plot.cachedNumbers(forField: field))
            XCTAssertEqual(cached.count, 100_000)
            XCTAssertEqual(firstAddress(cached), firstAddress(try feed.arrangedNumbers(ofField: name)), "\(name) is shared")
        }
        let second = ScatterPlot(identifier: "again")
        try second.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        try second.reloadData()
        XCTAssertEqual(
            firstAddress(try XCTUnwrap(second.cachedNumbers(forField: .yValues))),
            firstAddress(try XCTUnwrap(plot.cachedNumbers(forField: .yValues))), "every plot shares the one column")
    }

    func testChangesAfterSharingLeaveTheFeedAndThePlotRight() throws {
        let (feed, plot) = try boundLine(records: 1_000)
        try feed.append(["x": .double(1_000), "y": .double(7)])
        try plot.reloadDataIfNeeded()
        XCTAssertEqual(plot.cachedDataCount, 1_001)
        XCTAssertEqual(plot.cachedNumbers(forField: .yValues)?.last, 7)
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "y").last, 7)
        XCTAssertEqual(plot.cachedNumbers(forField: .yValues)?[500], sin(500))
        try feed.remove(at: 0)
        try plot.reloadDataIfNeeded()
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues)?.first, 1)
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "x").first, 1)
    }

    func testAMissingNumberIsAGapInTheSharedColumn() throws {
        let feed = try Feed(records: [["y": .double(1)], ["y": nil], ["y": .double(3)]])
        let plot = ScatterPlot(identifier: "gaps")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        try plot.reloadData()
        let cached = try XCTUnwrap(plot.cachedNumbers(forField: .yValues))
        XCTAssertEqual(cached[0], 1)
        XCTAssertTrue(cached[1].isNaN, "a missing value reads as NaN")
        XCTAssertEqual(cached[2], 3)
        XCTAssertEqual(plot.plotRange(for: .y), PlotRange(from: 1, to: 3))
    }
}

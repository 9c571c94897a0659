import PlotlineTestSupport
import PlotlineCore
import XCTest
import PlotlineValues

final class PlotRangeTests: XCTestCase {
    func testRangeLiteralsConvert() throws {
        let closed = Value.range(ValueRange(bounds: .integer(0, 50), isClosed: true))
        XCTAssertEqual(try PlotRange.fromValue(closed), PlotRange(location: 0, length: 50))
        let halfOpen = Value.range(ValueRange(bounds: .real(-1.5, 2.5), isClosed: false))
        XCTAssertEqual(try PlotRange.fromValue(halfOpen), PlotRange(location: -1.5, length: 4))
        XCTAssertEqual(try PlotRange.fromValue(PlotRange(location: 3, length: -2).scriptValue), PlotRange(location: 3, length: -2))
    }

    func testWrongTypeIsATypeErrorNamingPlotRange() {
        XCTAssertThrowsError(try PlotRange.fromValue(.string("0...50"))) { error in
            let modelError = error as? ModelError
            XCTAssertEqual(modelError?.kind, .typeError)
            XCTAssertTrue(modelError?.message.contains("PlotRange") ?? false, modelError?.message ?? "")
        }
    }

    func testAssigningARangeLiteralThroughKeyValueCoding() throws {
        let graph = XYGraph()
        var root = Value.object(graph)
        try root.setValue(.range(ValueRange(bounds: .integer(0, 50), isClosed: true)), forKeyPath: "defaultPlotSpace.xRange")
        XCTAssertEqual(graph.defaultPlotSpace?.xRange, PlotRange(location: 0, length: 50))
        XCTAssertThrowsError(try root.setValue(.string("wide"), forKeyPath: "defaultPlotSpace.yRange")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .typeError)
            XCTAssertTrue((error as? ModelError)?.message.contains("yRange") ?? false)
        }
    }

    func testSignedLengthSemantics() {
        let range = PlotRange(location: 10, length: -10)
        XCTAssertEqual(range.minLimit, 0)
        XCTAssertEqual(range.maxLimit, 10)
        XCTAssertEqual(range.end, 0)
        XCTAssertEqual(range.lengthSign, .negative)
        XCTAssertTrue(range.contains(3))
        XCTAssertFalse(range.contains(-0.1))
        XCTAssertEqual(range.union(PlotRange(location: 12, length: 1)), PlotRange(location: 13, length: -13))
        XCTAssertEqual(range.intersection(PlotRange(location: 5, length: 10)), PlotRange(location: 10, length: -5))
        XCTAssertNil(range.intersection(PlotRange(location: 20, length: 1)))
        XCTAssertEqual(PlotRange(location: 0, length: 10).expanded(byFactor: 1.2), PlotRange(location: -1, length: 12))
        XCTAssertEqual(range.compare(11), .numberAboveRange)
    }
}

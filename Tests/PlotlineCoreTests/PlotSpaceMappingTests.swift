import PlotlineCore
import XCTest

final class PlotSpaceMappingTests: XCTestCase {
    private let area = Rect(x: 100, y: 50, width: 400, height: 200)

    private func mapping(x: PlotRange, y: PlotRange, xScale: ScaleType = .linear, yScale: ScaleType = .linear)
        -> PlotSpaceMapping
    {
        PlotSpaceMapping(xRange: x, yRange: y, xScaleType: xScale, yScaleType: yScale, plotArea: area)
    }

    func testLinearMappingPutsRangeStartAtBottomLeft() {
        let map = mapping(x: PlotRange(location: 0, length: 50), y: PlotRange(location: 0, length: 1000))
        XCTAssertEqual(map.viewPoint(forPlotPoint: Point(x: 0, y: 0)), Point(x: 100, y: 250))
        XCTAssertEqual(map.viewPoint(forPlotPoint: Point(x: 50, y: 1000)), Point(x: 500, y: 50))
        XCTAssertEqual(map.viewPoint(forPlotPoint: Point(x: 25, y: 500)), Point(x: 300, y: 150))
    }

    func testMappingRoundTrips() {
        let map = mapping(x: PlotRange(location: -3, length: 7.5), y: PlotRange(location: 2, length: 0.25))
        for plot in [Point(x: -3, y: 2), Point(x: 1.7, y: 2.11), Point(x: 4.5, y: 2.25), Point(x: 10, y: -1)] {
            let back = map.plotPoint(forViewPoint: map.viewPoint(forPlotPoint: plot))
            XCTAssertEqual(back.x, plot.x, accuracy: 1e-9)
            XCTAssertEqual(back.y, plot.y, accuracy: 1e-9)
        }
    }

    func testNegativeLengthReversesTheAxis() {
        let map = mapping(x: PlotRange(location: 10, length: -10), y: PlotRange(location: 100, length: -100))
        XCTAssertEqual(map.viewX(10), 100, "the location is at the left even when the length is negative")
        XCTAssertEqual(map.viewX(0), 500)
        XCTAssertEqual(map.viewY(100), 250, "the location of a reversed y range is at the bottom")
        XCTAssertEqual(map.viewY(0), 50, "so 0 is at the top")
        let back = map.plotPoint(forViewPoint: Point(x: 200, y: 100))
        XCTAssertEqual(back.x, 7.5, accuracy: 1e-9)
        XCTAssertEqual(back.y, 25, accuracy: 1e-9)
    }

    func testLogScaleMapsDecadesEvenly() {
        let map = mapping(x: PlotRange(location: 1, length: 999), y: PlotRange(location: 0, length: 1), xScale: .log)
        XCTAssertEqual(map.viewX(1), 100, accuracy: 1e-9)
        XCTAssertEqual(map.viewX(10), 100 + 400.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(map.viewX(100), 100 + 800.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(map.plotPoint(forViewPoint: Point(x: 500, y: 0)).x, 1000, accuracy: 1e-6)
    }

    func testLogModulusHandlesZeroAndNegatives() {
        XCTAssertEqual(ScaleType.logModulus.transform(0), 0)
        XCTAssertEqual(ScaleType.logModulus.transform(9), 1, accuracy: 1e-12)
        XCTAssertEqual(ScaleType.logModulus.transform(-99), -2, accuracy: 1e-12)
        XCTAssertEqual(ScaleType.logModulus.inverse(ScaleType.logModulus.transform(-42)), -42, accuracy: 1e-9)
    }

    func testGlobalRangeKeepsTheVisibleRangeInside() {
        let space = XYPlotSpace()
        space.globalXRange = PlotRange(location: 0, length: 100)
        space.xRange = PlotRange(location: 90, length: 20)
        XCTAssertEqual(space.xRange, PlotRange(location: 80, length: 20))
        space.xRange = PlotRange(location: -50, length: 500)
        XCTAssertEqual(space.xRange, PlotRange(location: 0, length: 100))
    }

    func testScaleToFitEnclosesEveryPlot() {
        let space = XYPlotSpace()
        let first = ScatterPlot(identifier: "a", x: [1, 2, 3], y: [5, .nan, 7])
        let second = ScatterPlot(identifier: "b", x: [-1, 4], y: [6, 2])
        space.scaleToFit([first, second])
        XCTAssertEqual(space.xRange, PlotRange(location: -1, length: 5))
        XCTAssertEqual(space.yRange, PlotRange(location: 2, length: 5))
    }
}

import XCTest

@testable import PlotlineCore

final class AutomaticRangeTests: XCTestCase {
    /// A graph with one plot, and its default space (the space holds its graph weakly: keep the graph alive).
    private func graph(x: [Double], y: [Double]) -> (XYGraph, XYPlotSpace) {
        let graph = XYGraph()
        graph.add(ScatterPlot(identifier: "data", x: x, y: y))
        guard let space = graph.defaultPlotSpace else {
            XCTFail("an XYGraph has a default plot space")
            return (graph, XYPlotSpace())
        }
        return (graph, space)
    }
}

extension AutomaticRangeTests {
    func testRangesNobodySetFollowTheDataWidenedToRoundValues() {
        let (graph, space) = graph(x: [1, 2, 3], y: [1, 4, 9])
        XCTAssertEqual(space.xRange, PlotRange(from: 1, to: 3))
        XCTAssertEqual(space.yRange, PlotRange(from: 0, to: 10))
        XCTAssertTrue(space.xRangeIsAutomatic && space.yRangeIsAutomatic)
        withExtendedLifetime(graph) {}
    }

    func testAnEmptySpaceShowsCorePlotsDefault() {
        let space = XYGraph().defaultPlotSpace
        XCTAssertEqual(space?.xRange, PlotRange(location: 0, length: 1))
        XCTAssertEqual(space?.yRange, PlotRange(location: 0, length: 1))
    }

    func testSettingARangeFixesItAndAutomaticFollowsAgain() {
        let (graph, space) = graph(x: [1, 2, 3], y: [1, 4, 9])
        space.yRange = PlotRange(location: -5, length: 50)
        XCTAssertFalse(space.yRangeIsAutomatic)
        XCTAssertTrue(space.xRangeIsAutomatic, "the other coordinate still follows the data")
        XCTAssertEqual(space.yRange, PlotRange(location: -5, length: 50))
        space.yRangeIsAutomatic = true
        XCTAssertEqual(space.yRange, PlotRange(from: 0, to: 10))
        withExtendedLifetime(graph) {}
    }

    func testScaleToFitFixesTheExactDataRange() {
        let (graph, space) = graph(x: [1, 2, 3], y: [1, 4, 9])
        space.scaleToFit(graph.allPlots)
        XCTAssertFalse(space.yRangeIsAutomatic)
        XCTAssertEqual(space.yRange, PlotRange(from: 1, to: 9))
    }

    func testTheAutomaticRangeFollowsNewDataButReadingItChangesNothing() {
        let (graph, space) = graph(x: [0, 10], y: [0, 10])
        let revision = graph.revision
        XCTAssertEqual(space.yRange, PlotRange(from: 0, to: 10))
        XCTAssertEqual(graph.revision, revision, "reading a range is not an edit")
        graph.add(ScatterPlot(identifier: "more", x: [0, 10], y: [0, 87]))
        XCTAssertEqual(space.yRange, PlotRange(from: 0, to: 100))
    }

    func testTheGlobalRangeLimitsTheAutomaticRange() {
        let (graph, space) = graph(x: [1, 2, 3], y: [-40, 90])
        space.globalYRange = PlotRange(from: 0, to: 60)
        XCTAssertTrue(space.yRange.minLimit >= 0 && space.yRange.maxLimit <= 60)
        withExtendedLifetime(graph) {}
    }

    func testLogScalesRoundToPowersOfTen() {
        let (graph, space) = graph(x: [1, 2, 3], y: [3, 450, 7000])
        space.yScaleType = .log
        XCTAssertEqual(space.yRange, PlotRange(from: 1, to: 10_000))
        withExtendedLifetime(graph) {}
    }
}

import PlotlineCore
import XCTest

/// A plot area held through a gesture: it keeps its place while the labels change width, grows only for a label
/// that would otherwise be clipped, and lays out freely outside the hold.
final class PlotAreaHoldTests: XCTestCase {
    private let measurer = EstimatingTextMeasurer()

    /// A graph whose y labels are wide ("1,000,000") at the start of the gesture.
    private func graph() -> XYGraph {
        let graph = XYGraph(width: 500, height: 300)
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 10)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 1_000_000)
        graph.xyAxisSet?.yAxis.labelingPolicy = .automatic
        graph.add(ScatterPlot(identifier: "line", x: [0, 10], y: [0, 1_000_000]))
        return graph
    }

    /// The plot area laid out for a y range, inside `hold` when one is given.
    private func plotArea(of graph: XYGraph, yRange: PlotRange, hold: inout PlotAreaHold?) throws -> Rect {
        graph.defaultPlotSpace?.yRange = yRange
        guard var held = hold else { return try graph.layout(measurer: measurer).plotAreaRect }
        defer { hold = held }
        return try graph.holdingPlotArea(&held) { try graph.layout(measurer: measurer).plotAreaRect }
    }

    func testThePlotAreaStaysPutThroughASequenceOfGestureFrames() throws {
        let graph = graph()
        try graph.layout(measurer: measurer)
        let start = graph.plotAreaFrame.plotArea.frame
        var hold: PlotAreaHold? = graph.plotAreaHold()
        let ranges = [(0.0, 10.0), (2, 3), (-0.5, 0.5), (0, 400_000), (100, 900_000)]
        for (low, high) in ranges {
            let frame = try plotArea(of: graph, yRange: PlotRange(location: low, length: high - low), hold: &hold)
            XCTAssertEqual(frame, start, "y \(low)…\(high)")
        }

        var free: PlotAreaHold?
        let unheld = try plotArea(of: graph, yRange: PlotRange(location: 0, length: 10), hold: &free)
        XCTAssertLessThan(unheld.minX, start.minX, "without the hold the narrower labels move the plot area")
    }

    func testTheHoldGrowsOnlyForALabelThatWouldBeClippedAndNeverShrinks() throws {
        let graph = graph()
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 10)
        try graph.layout(measurer: measurer)
        let start = graph.plotAreaFrame.plotArea.frame
        var hold: PlotAreaHold? = graph.plotAreaHold()
        let wide = try plotArea(of: graph, yRange: PlotRange(location: 0, length: 1_000_000_000), hold: &hold)
        XCTAssertGreaterThan(wide.minX, start.minX, "the wider labels get room")
        XCTAssertEqual(wide.maxX, start.maxX, "only the side that needed it grew")
        let layout = try graph.holdingPlotArea(&hold!) { try graph.layout(measurer: measurer) }
        let labels = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .y }?.layout.labels)
        XCTAssertTrue(labels.allSatisfy { graph.bounds.contains($0.bounds) }, "no label is clipped")
        let back = try plotArea(of: graph, yRange: PlotRange(location: 0, length: 10), hold: &hold)
        XCTAssertEqual(back, wide, "the plot area does not move back")
        XCTAssertEqual(hold?.insets.left, wide.minX, "the hold keeps the plot area's new distance from the edge")
    }

    func testSomewhatWiderLabelsTakeTheGraphsPaddingAndLeaveThePlotAreaWhereItWas() throws {
        let graph = graph()
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 10)
        try graph.layout(measurer: measurer)
        let start = graph.plotAreaFrame.plotArea.frame
        let frameBefore = graph.plotAreaFrame.frame
        var hold = graph.plotAreaHold()
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 0.25)
        let layout = try graph.holdingPlotArea(&hold) { try graph.layout(measurer: measurer) }
        XCTAssertEqual(layout.plotAreaRect, start)
        XCTAssertLessThan(layout.frameRect.minX, frameBefore.minX, "the frame reached out into the graph's padding")
        XCTAssertGreaterThanOrEqual(layout.frameRect.minX, 0)
        let labels = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .y }?.layout.labels)
        XCTAssertTrue(labels.allSatisfy { layout.frameRect.contains($0.bounds) }, "no label is clipped by the frame")
        XCTAssertEqual(hold.insets.left, start.minX, "the hold did not need to grow")
    }

    func testOutsideTheHoldTheGraphLaysOutFreelyAndExplicitPaddingWins() throws {
        let graph = graph()
        var hold = graph.plotAreaHold()
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 10)
        let held = try graph.holdingPlotArea(&hold) { try graph.layout(measurer: measurer).plotAreaRect }
        let free = try graph.layout(measurer: measurer).plotAreaRect
        XCTAssertLessThan(free.minX, held.minX)
        XCTAssertEqual(graph.plotAreaFrame.plotArea.frame, free, "the stored layout is the free one again")

        graph.plotAreaFrame.paddingLeft = 12
        let explicit = try graph.holdingPlotArea(&hold) { try graph.layout(measurer: measurer) }
        XCTAssertEqual(explicit.framePadding.left, 12, "the user's padding is kept even while held")
    }

    func testAFixedIntervalLabelsAZoomedRangeAsAFreshChartDoes() throws {
        let zoomed = graph()
        zoomed.xyAxisSet?.yAxis.labelingPolicy = .fixedInterval
        zoomed.defaultPlotSpace?.yRange = PlotRange(location: -1.3, length: 2.75)
        try zoomed.layout(measurer: measurer)
        var hold: PlotAreaHold? = zoomed.plotAreaHold()
        _ = try plotArea(of: zoomed, yRange: PlotRange(location: -0.35, length: 0.71), hold: &hold)

        let fresh = graph()
        fresh.xyAxisSet?.yAxis.labelingPolicy = .fixedInterval
        fresh.defaultPlotSpace?.yRange = PlotRange(location: -0.35, length: 0.71)
        try fresh.layout(measurer: measurer)
        let labels = try XCTUnwrap(zoomed.xyAxisSet?.yAxis.placedLabelTexts)
        XCTAssertEqual(labels, fresh.xyAxisSet?.yAxis.placedLabelTexts)
        XCTAssertGreaterThanOrEqual(labels.count, 5, "\(labels)")
    }
}

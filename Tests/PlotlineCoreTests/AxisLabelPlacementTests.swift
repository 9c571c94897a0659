import PlotlineCore
import XCTest

/// Where tick labels go when an axis crosses inside the plot area: at the plot area's edge, off the data, unless
/// the user placed them beside the line (`tickLabelDirection`) or pinned the axis (`axisConstraints`).
final class AxisLabelPlacementTests: XCTestCase {
    /// A graph whose axes cross at the origin, in the middle of the plot area.
    private func crossingGraph() -> XYGraph {
        let graph = XYGraph(width: 400, height: 300)
        graph.defaultPlotSpace?.xRange = PlotRange(location: -10, length: 20)
        graph.defaultPlotSpace?.yRange = PlotRange(location: -5, length: 10)
        graph.xyAxisSet?.xAxis.majorIntervalLength = 5
        graph.add(ScatterPlot(identifier: "line", x: [-10, 10], y: [-5, 5]))
        return graph
    }

    private func axisLayouts(of graph: XYGraph) throws -> (x: AxisLayout, y: AxisLayout, plot: Rect) {
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let x = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .x }?.layout)
        let y = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .y }?.layout)
        return (x, y, layout.plotAreaRect)
    }

    func testLabelsOfAxesCrossingInsideMoveToTheEdgesWhileTheLinesStillCross() throws {
        let (x, y, plot) = try axisLayouts(of: crossingGraph())
        XCTAssertEqual(x.position, plot.midY, accuracy: 0.5, "the x axis line still crosses at y = 0")
        XCTAssertEqual(y.position, plot.midX, accuracy: 0.5, "the y axis line still crosses at x = 0")
        XCTAssertTrue(x.labelsAtEdge && y.labelsAtEdge)
        XCTAssertFalse(x.labels.isEmpty)
        for label in x.labels {
            XCTAssertGreaterThan(label.bounds.minY, plot.maxY, "x label \(label.text) is below the plot area")
        }
        for label in y.labels {
            XCTAssertLessThan(label.bounds.maxX, plot.minX, "y label \(label.text) is left of the plot area")
        }
        XCTAssertTrue(x.labels.contains { $0.text == "0" }, "the 0 label, no longer on the other axis line, stays")
        XCTAssertTrue(y.labels.contains { $0.text == "0" })
    }

    func testMovedLabelsGetRoomAndTheTitleGoesBeyondThem() throws {
        let graph = crossingGraph()
        graph.xyAxisSet?.xAxis.title = "Time"
        graph.xyAxisSet?.yAxis.title = "Value"
        let (x, y, plot) = try axisLayouts(of: graph)
        let xLabels = x.labels.map(\.bounds)
        let xTitle = try XCTUnwrap(x.title?.bounds)
        XCTAssertTrue(xLabels.allSatisfy { $0.maxY < xTitle.minY }, "the x title is below its labels")
        XCTAssertLessThan(try XCTUnwrap(y.title?.bounds).maxX, y.labels.map(\.bounds.minX).min() ?? 0)
        XCTAssertGreaterThan(xTitle.minY, plot.maxY)
        for box in x.labels.map(\.bounds) + y.labels.map(\.bounds) + [xTitle] {
            XCTAssertTrue(graph.bounds.contains(box), "\(box) is clipped")
            for other in y.labels.map(\.bounds) where other != box {
                XCTAssertFalse(box.intersects(other), "\(box) overlaps \(other)")
            }
        }
    }

    func testLabelsOfAxesOnTheEdgesStayAtTheirAxes() throws {
        let graph = crossingGraph()
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 20)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 10)
        let (x, y, plot) = try axisLayouts(of: graph)
        XCTAssertFalse(x.labelsAtEdge || y.labelsAtEdge)
        XCTAssertEqual(x.position, plot.maxY)
        XCTAssertEqual(y.position, plot.minX)
        XCTAssertEqual(x.labelPosition, x.position)
        XCTAssertTrue(x.labels.allSatisfy { $0.bounds.minY > plot.maxY })
    }

    func testAnExplicitLabelDirectionKeepsTheLabelsBesideTheLine() throws {
        let graph = crossingGraph()
        graph.xyAxisSet?.xAxis.tickLabelDirection = .negative
        let (x, y, plot) = try axisLayouts(of: graph)
        XCTAssertFalse(x.labelsAtEdge, "the user placed the x labels relative to the line")
        XCTAssertTrue(y.labelsAtEdge, "the y axis still moves its labels")
        for label in x.labels {
            XCTAssertGreaterThan(label.bounds.minY, x.position, "x label \(label.text) sits just below the line")
            XCTAssertLessThan(label.bounds.maxY, plot.maxY, "x label \(label.text) is inside the plot area")
        }
    }

    func testConstraintsKeepTheLabelsAtThePinnedAxis() throws {
        let graph = crossingGraph()
        graph.xyAxisSet?.xAxis.axisConstraints = Constraints(relativeOffset: 0.5)
        let (x, _, plot) = try axisLayouts(of: graph)
        XCTAssertFalse(x.labelsAtEdge)
        XCTAssertTrue(x.labels.allSatisfy { $0.bounds.minY > x.position && $0.bounds.maxY < plot.maxY })
    }

    func testAThemeStillMovesTheLabels() throws {
        let graph = crossingGraph()
        graph.apply(.darkGradient)
        let (x, _, plot) = try axisLayouts(of: graph)
        XCTAssertTrue(x.labelsAtEdge, "a theme's tick directions are not the user's placement")
        XCTAssertTrue(x.labels.allSatisfy { $0.bounds.minY > plot.maxY })
    }
}

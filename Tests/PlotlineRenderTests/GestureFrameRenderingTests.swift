import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

/// Frames an interactive chart draws during a gesture, with Cairo's text measurement: the plot area stays put
/// while the labels change, the labels are the ones a fresh chart of the range shows, and the labels of the axis
/// crossing at y = 0 stay off the signal.
final class GestureFrameRenderingTests: XCTestCase {
    private let renderer = CairoGraphRenderer()

    /// The signal of notebooks/interactive.ipynb (fewer samples), with its default axes.
    private func signalGraph() -> XYGraph {
        let t = (0..<4_000).map { Double($0) / 2 }
        let graph = XYGraph(width: 720, height: 360)
        graph.title = "Signal"
        graph.add(ScatterPlot(identifier: "Signal", x: t, y: t.map { sin($0 / 3) + 0.3 * sin($0 * 7.1) }))
        graph.legend = Legend(graph: graph)
        return graph
    }

    /// Renders one frame inside `hold`, as a widget does, and returns the plot area drawn.
    private func frame(_ graph: Graph, x: ClosedRange<Double>, y: ClosedRange<Double>, hold: inout PlotAreaHold) throws -> Rect {
        graph.defaultPlotSpace?.xRange = PlotRange(location: x.lowerBound, length: x.upperBound - x.lowerBound)
        graph.defaultPlotSpace?.yRange = PlotRange(location: y.lowerBound, length: y.upperBound - y.lowerBound)
        _ = try graph.holdingPlotArea(&hold) { try renderer.render(graph, as: .png, scale: 1) }
        return try XCTUnwrap(graph.lastPlotAreaRect)
    }

    func testThePlotAreaStaysPutThroughAWheelZoom() throws {
        let graph = signalGraph()
        _ = try renderer.render(graph, as: .png, scale: 1)
        let start = try XCTUnwrap(graph.lastPlotAreaRect)
        var hold = graph.plotAreaHold()
        var x = 0.0...2000.0
        var y = -1.35...1.35
        for _ in 0..<12 {
            x = (x.lowerBound * 0.7 + 900 * 0.3)...(x.upperBound * 0.7 + 900 * 0.3)
            y = (y.lowerBound * 0.7)...(y.upperBound * 0.7 + 0.003)
            XCTAssertEqual(try frame(graph, x: x, y: y, hold: &hold), start, "x \(x), y \(y)")
        }
    }

    func testAZoomedFrameHasTheLabelsOfAFreshChartOfItsRange() throws {
        let zoomed = signalGraph()
        _ = try renderer.render(zoomed, as: .png, scale: 1)
        var hold = zoomed.plotAreaHold()
        _ = try frame(zoomed, x: 900...960, y: -0.35...0.36, hold: &hold)

        let fresh = signalGraph()
        fresh.defaultPlotSpace?.xRange = PlotRange(location: 900, length: 60)
        fresh.defaultPlotSpace?.yRange = PlotRange(location: -0.35, length: 0.71)
        _ = try renderer.render(fresh, as: .png, scale: 1)
        let labels = try XCTUnwrap(zoomed.xyAxisSet?.yAxis.placedLabelTexts)
        XCTAssertEqual(labels, fresh.xyAxisSet?.yAxis.placedLabelTexts)
        XCTAssertEqual(labels, ["−0.3", "−0.2", "−0.1", "0.0", "0.1", "0.2", "0.3"])
        XCTAssertEqual(zoomed.xyAxisSet?.xAxis.placedLabelTexts, fresh.xyAxisSet?.xAxis.placedLabelTexts)
    }

    func testTheXLabelsOfAnAxisCrossingAtZeroAreDrawnBelowThePlotArea() throws {
        let graph = signalGraph()
        let layout = try graph.layout(measurer: renderer)
        let x = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .x }?.layout)
        XCTAssertTrue(x.isInterior, "the axis crosses at y = 0")
        XCTAssertFalse(x.labels.isEmpty)
        XCTAssertTrue(x.labels.allSatisfy { !$0.bounds.intersects(layout.plotAreaRect) })
    }
}

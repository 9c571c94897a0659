import PlotlineCore
import XCTest

final class LegendTests: XCTestCase {
    private func graph(plots count: Int, width: Double = 640) -> XYGraph {
        let graph = XYGraph(width: width, height: 400)
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 10)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 10)
        for index in 0..<count {
            graph.add(ScatterPlot(identifier: "Series \(index)", x: [0, 10], y: [Double(index), Double(index)]))
        }
        graph.legend = Legend(graph: graph)
        return graph
    }

    func testALegendBelowIsOneRowAndMakesRoom() throws {
        let graph = graph(plots: 3)
        let withLegend = try graph.layout(measurer: EstimatingTextMeasurer())
        let legend = try XCTUnwrap(withLegend.legend)
        XCTAssertEqual(legend.entries.count, 3)
        XCTAssertEqual(Set(legend.entries.map(\.frame.minY)).count, 1, "one row")
        XCTAssertTrue(legend.reservesSpace)
        XCTAssertGreaterThan(legend.frame.minY, withLegend.plotAreaRect.maxY)
        graph.legend = nil
        let without = try graph.layout(measurer: EstimatingTextMeasurer())
        XCTAssertGreaterThan(without.plotAreaRect.height, withLegend.plotAreaRect.height + legend.frame.height)
    }

    func testAWideLegendWrapsIntoRows() throws {
        let layout = try graph(plots: 8, width: 360).layout(measurer: EstimatingTextMeasurer())
        let legend = try XCTUnwrap(layout.legend)
        XCTAssertGreaterThan(Set(legend.entries.map(\.frame.minY)).count, 1)
        XCTAssertLessThanOrEqual(legend.frame.width, layout.frameRect.width)
    }

    func testRightLegendIsAColumnBesideTheLabels() throws {
        let graph = graph(plots: 4)
        graph.legendAnchor = .right
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let legend = try XCTUnwrap(layout.legend)
        XCTAssertEqual(Set(legend.entries.map(\.frame.minX)).count, 1, "one column")
        XCTAssertGreaterThan(legend.frame.minX, layout.plotAreaRect.maxX)
        XCTAssertTrue(graph.bounds.contains(legend.frame))
    }

    func testInsideLegendFloatsOverThePlotArea() throws {
        let graph = graph(plots: 2)
        graph.legendPlacement = .inside
        graph.legendAnchor = .topLeft
        graph.legendDisplacement = Point(x: 5, y: -5)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let legend = try XCTUnwrap(layout.legend)
        XCTAssertFalse(legend.reservesSpace)
        XCTAssertTrue(layout.plotAreaRect.contains(legend.frame))
        XCTAssertEqual(legend.frame.minX, layout.plotAreaRect.minX + 8 + 5, accuracy: 1)
        XCTAssertEqual(legend.frame.minY, layout.plotAreaRect.minY + 8 + 5, accuracy: 1)
    }

    func testRowsAndColumnsAndExplicitPlots() throws {
        let graph = graph(plots: 5)
        let legend = try XCTUnwrap(graph.legend)
        legend.numberOfColumns = 2
        var layout = try XCTUnwrap(try graph.layout(measurer: EstimatingTextMeasurer()).legend)
        XCTAssertEqual(Set(layout.entries.map(\.frame.minX)).count, 2)
        XCTAssertEqual(Set(layout.entries.map(\.frame.minY)).count, 3)
        legend.removePlot(withIdentifier: "Series 0")
        XCTAssertEqual(legend.plots.count, 4)
        graph.add(ScatterPlot(identifier: "late"))
        XCTAssertEqual(legend.plots.count, 4, "an explicit list does not follow the graph")
        layout = try XCTUnwrap(try graph.layout(measurer: EstimatingTextMeasurer()).legend)
        XCTAssertEqual(layout.entries.map(\.title.text).first, "Series 1")
    }

    func testLegendDrawsSwatchesAndTitles() throws {
        let graph = graph(plots: 2)
        graph.allPlots.first?.title = "First"
        let context = RecordingContext()
        try graph.render(in: context)
        XCTAssertTrue(context.texts.contains("First"))
        XCTAssertTrue(context.texts.contains("Series 1"))
        XCTAssertEqual(graph.legend?.summary, "Legend (2 entries)")
    }

    func testTitleSitsAboveAnOutsideTopLegend() throws {
        let graph = graph(plots: 2)
        graph.title = "Title"
        graph.legendAnchor = .top
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let title = try XCTUnwrap(layout.title)
        let legend = try XCTUnwrap(layout.legend)
        XCTAssertLessThan(title.bounds.maxY, legend.frame.minY)
        XCTAssertLessThan(legend.frame.maxY, layout.plotAreaRect.minY)
    }

    func testManyEntriesStillLayOutQuicklyWithinTheFrame() throws {
        let graph = graph(plots: 300)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let legend = try XCTUnwrap(layout.legend)
        XCTAssertEqual(legend.entries.count, 300)
        XCTAssertLessThanOrEqual(Set(legend.entries.map(\.frame.minX)).count, 40)
    }
}

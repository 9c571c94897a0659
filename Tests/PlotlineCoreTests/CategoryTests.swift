import PlotlineCore
import XCTest
import PlotlineValues

final class CategoryTests: XCTestCase {
    func testStringValuesBecomeCategoriesWhenThePlotIsAdded() throws {
        let graph = XYGraph()
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        space.setCategories(["B"], for: .x)
        let plot = ScatterPlot(identifier: "p")
        var root = Value.object(plot)
        try root.setValue(.array([.string("A"), .string("B"), .none, .string("A")]), forKey: "xValues")
        XCTAssertEqual(plot.xValues.prefix(2), [0, 1], "provisional indices before the plot has a space")
        plot.yValues = [1, 2, 3, 4]
        graph.add(plot)
        XCTAssertEqual(space.categories(for: .x), ["B", "A"])
        XCTAssertEqual(space.xScaleType, .category)
        XCTAssertEqual(plot.xValues[0], 1)
        XCTAssertEqual(plot.xValues[1], 0)
        XCTAssertTrue(plot.xValues[2].isNaN)
        space.scaleToFit([plot])
        XCTAssertEqual(space.xRange, PlotRange(location: -0.5, length: 2))
    }

    func testMixedStringsAndNumbersAreATypeError() {
        let plot = ScatterPlot()
        XCTAssertThrowsError(try plot.values(from: .array([.string("A"), .int(2)]), for: .x)) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .typeError)
        }
    }

    func testCategoryMethods() {
        let space = XYPlotSpace()
        space.addCategory("x", for: .y)
        space.addCategory("x", for: .y)
        space.insertCategory("w", for: .y, at: 0)
        XCTAssertEqual(space.categories(for: .y), ["w", "x"])
        XCTAssertEqual(space.indexOfCategory("x", for: .y), 1)
        space.removeCategory("w", for: .y)
        XCTAssertEqual(space.categories(for: .y), ["x"])
        space.removeAllCategories()
        XCTAssertEqual(space.categories(for: .y), [])
    }

    func testCrowdedCategoryLabelsSlantRatherThanDisappear() throws {
        let graph = XYGraph(width: 300, height: 300)
        let names = (0..<10).map { "category number \($0)" }
        let plot = ScatterPlot(identifier: "p")
        var root = Value.object(plot)
        try root.setValue(.array(names.map { .string($0) }), forKey: "xValues")
        plot.yValues = (0..<10).map(Double.init)
        graph.add(plot)
        graph.defaultPlotSpace?.scaleToFit([plot])
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let xLabels = try XCTUnwrap(layout.axes.first { $0.axis.coordinate == .x }?.layout.labels)
        XCTAssertFalse(xLabels.isEmpty)
        XCTAssertTrue(xLabels.allSatisfy { abs($0.rotation - Double.pi / 4) < 1e-9 })
        for (first, second) in zip(xLabels, xLabels.dropFirst()) { XCTAssertFalse(first.overlaps(second, gap: 0)) }
    }
}

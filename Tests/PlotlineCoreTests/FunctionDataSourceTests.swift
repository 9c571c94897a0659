import XCTest

@testable import PlotlineCore
import PlotlineValues

final class FunctionDataSourceTests: XCTestCase {
    /// A function of x that counts its calls.
    private final class Function: Callable {
        let name = "f"
        let parameters: [Parameter]? = nil
        let returnType: ValueType? = .double
        private(set) var calls = 0
        var body: (Double) -> Value = { .double($0 * $0) }

        func call(_ arguments: [Value]) throws -> Value {
            calls += 1
            return body(arguments.first?.numericValue ?? .nan)
        }
    }

    private func plotted(_ function: Function, xRange: PlotRange = PlotRange(from: 0, to: 10))
        throws -> (XYGraph, ScatterPlot, FunctionDataSource)
    {
        let graph = XYGraph(width: 400, height: 200)
        graph.defaultPlotSpace?.xRange = xRange
        graph.defaultPlotSpace?.yRange = PlotRange(from: 0, to: 100)
        let plot = ScatterPlot(identifier: "f")
        let source = FunctionDataSource(function: function)
        plot.dataSource = source
        graph.add(plot)
        try graph.render(in: RecordingContext())
        return (graph, plot, source)
    }
}

extension FunctionDataSourceTests {
    func testTheFunctionIsSampledAboutOncePerPixelAcrossTheVisibleRange() throws {
        let function = Function()
        let (graph, plot, _) = try plotted(function)
        let width = graph.plotAreaFrame.plotArea.frame.width
        let x = try XCTUnwrap(plot.cachedNumbers(forField: .xValues))
        XCTAssertEqual(Double(x.count), (width * FunctionDataSource.vectorPixelScale).rounded(.up) + 1, accuracy: 1)
        XCTAssertEqual(x.first, 0)
        XCTAssertEqual(x.last, 10)
        XCTAssertEqual(plot.cachedDouble(forField: .yValues, recordIndex: x.count - 1), 100)
        XCTAssertEqual(function.calls, x.count, "each sample is computed once")
    }

    func testANewRangeIsSampledAgainAndAnUnchangedOneIsNot() throws {
        let function = Function()
        let (graph, plot, _) = try plotted(function)
        let calls = function.calls
        try graph.render(in: RecordingContext())
        XCTAssertEqual(function.calls, calls, "nothing changed, nothing is computed")
        graph.defaultPlotSpace?.xRange = PlotRange(from: -5, to: 5)
        try graph.render(in: RecordingContext())
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues)?.first, -5)
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues)?.last, 5)
        XCTAssertGreaterThan(function.calls, calls)
    }

    func testResolutionAndDataRangeChooseTheSamples() throws {
        let function = Function()
        let (graph, plot, source) = try plotted(function)
        let dense = plot.cachedDataCount
        let revision = graph.revision
        source.resolution = 4
        XCTAssertGreaterThan(graph.revision, revision, "a new resolution redraws the plots using the source")
        try graph.render(in: RecordingContext())
        XCTAssertEqual(Double(plot.cachedDataCount), Double(dense - 1) / 4 + 1, accuracy: 1)
        source.dataRange = PlotRange(from: 2, to: 4)
        try graph.render(in: RecordingContext())
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues)?.first, 2)
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues)?.last, 4)
    }

    func testNilAndNonFiniteResultsLeaveGapsAndOtherTypesAreErrors() throws {
        let function = Function()
        function.body = { x in x < 5 ? .none : .double(1 / (x - 5)) }
        let (graph, plot, _) = try plotted(function)
        let y = try XCTUnwrap(plot.cachedNumbers(forField: .yValues))
        XCTAssertTrue(y.first?.isNaN ?? false)
        XCTAssertFalse(y.last?.isNaN ?? true)
        function.body = { _ in .string("no") }
        graph.defaultPlotSpace?.xRange = PlotRange(from: 0, to: 1)
        XCTAssertThrowsError(try graph.render(in: RecordingContext())) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .typeError)
        }
    }

    func testRenderingDoesNotCountAsAnEdit() throws {
        let (graph, _, _) = try plotted(Function())
        let revision = graph.revision
        graph.defaultPlotSpace?.xRange = PlotRange(from: 0, to: 20)
        let edited = graph.revision
        XCTAssertGreaterThan(edited, revision)
        try graph.render(in: RecordingContext())
        XCTAssertEqual(graph.revision, edited)
    }
}

import PlotlineCore
import XCTest

final class LayoutTests: XCTestCase {
    private func quickstartGraph() -> XYGraph {
        let graph = XYGraph(width: 640, height: 400)
        graph.title = "Test runs"
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 50)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 1200)
        graph.xyAxisSet?.xAxis.majorIntervalLength = 10
        graph.xyAxisSet?.yAxis.labelingPolicy = .automatic
        graph.xyAxisSet?.yAxis.title = "Tests"
        let xs = (1...50).map(Double.init)
        graph.add(ScatterPlot(identifier: "AllTests", x: xs, y: xs.map { 1000 + $0 * 3 }))
        return graph
    }

    func testLabelsAreFormattedAndDrawn() throws {
        let context = RecordingContext()
        try quickstartGraph().render(in: context)
        for label in ["0", "10", "20", "30", "40", "50", "200", "1200", "Test runs", "Tests"] {
            XCTAssertTrue(context.texts.contains(label), "missing label \(label) in \(context.texts)")
        }
        XCTAssertFalse(context.texts.contains { $0.contains(".0") }, "integral intervals print no fraction digits")
    }

    func testNothingIsClippedAndLabelsDoNotOverlap() throws {
        let graph = quickstartGraph()
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let bounds = graph.bounds
        for (_, axisLayout) in layout.axes {
            for label in axisLayout.labels {
                XCTAssertTrue(bounds.contains(label.bounds), "label \(label.text) at \(label.bounds) is clipped")
                XCTAssertFalse(label.bounds.intersects(layout.plotAreaRect), "label \(label.text) is inside the plot area")
            }
            for (first, second) in zip(axisLayout.labels, axisLayout.labels.dropFirst()) {
                XCTAssertFalse(first.bounds.intersects(second.bounds), "\(first.text) overlaps \(second.text)")
            }
        }
        if let title = layout.title { XCTAssertTrue(bounds.contains(title.bounds)) }
    }

    func testAutomaticPaddingGrowsWithLabelWidth() throws {
        let narrow = quickstartGraph()
        narrow.xyAxisSet?.yAxis.title = nil
        let wide = quickstartGraph()
        wide.xyAxisSet?.yAxis.title = nil
        wide.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 2_500_000)
        let narrowLayout = try narrow.layout(measurer: EstimatingTextMeasurer())
        let wideLayout = try wide.layout(measurer: EstimatingTextMeasurer())
        XCTAssertGreaterThan(wideLayout.framePadding.left, narrowLayout.framePadding.left + 20)
        XCTAssertEqual(narrow.plotAreaFrame.paddingLeft, narrowLayout.framePadding.left)
    }

    func testExplicitPaddingIsKept() throws {
        let graph = quickstartGraph()
        graph.plotAreaFrame.paddingLeft = 50
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        XCTAssertEqual(layout.framePadding.left, 50)
        XCTAssertEqual(layout.plotAreaRect.minX, layout.frameRect.minX + 50)
    }

    func testPlotAreaIsOnWholePoints() throws {
        let layout = try quickstartGraph().layout(measurer: EstimatingTextMeasurer())
        let rect = layout.plotAreaRect
        for edge in [rect.minX, rect.minY, rect.maxX, rect.maxY] { XCTAssertEqual(edge, edge.rounded()) }
    }

    func testAnAxisOutsideTheRangeSticksToTheEdge() throws {
        let graph = XYGraph()
        graph.defaultPlotSpace?.xRange = PlotRange(location: 1990, length: 30)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 10, length: 5)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let yAxis = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .y }?.layout)
        let xAxis = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .x }?.layout)
        XCTAssertEqual(yAxis.position, layout.plotAreaRect.minX)
        XCTAssertEqual(xAxis.position, layout.plotAreaRect.maxY)
    }

    func testOverlappingLabelsMakeTicksCoarser() throws {
        let graph = XYGraph(width: 640, height: 300)
        graph.defaultPlotSpace?.xRange = PlotRange(location: 1990, length: 35)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let xAxis = try XCTUnwrap(layout.axes.first { $0.layout.coordinate == .x }?.layout)
        let labels = xAxis.labels.compactMap { Int($0.text) }
        XCTAssertEqual(labels.first, 1990)
        let steps = Set(zip(labels, labels.dropFirst()).map { $1 - $0 })
        XCTAssertEqual(steps.count, 1, "labels are evenly spaced: \(labels)")
        XCTAssertTrue([2, 5, 10].contains(steps.first ?? 0), "the interval grows to a round multiple: \(labels)")
        XCTAssertTrue(xAxis.ticks.minor.contains(1991), "the skipped years become minor ticks")
    }

    func testDrawingOrderFollowsCorePlot() throws {
        let graph = quickstartGraph()
        graph.xyAxisSet?.yAxis.majorGridLineStyle = LineStyle(lineWidth: 1, lineColor: .lightGray)
        graph.xyAxisSet?.yAxis.minorGridLineStyle = LineStyle(lineWidth: 0.5, lineColor: .lightGray)
        let plotStyle = LineStyle(lineWidth: 3, lineColor: .green)
        (graph.allPlots.first as? ScatterPlot)?.dataLineStyle = plotStyle
        let context = RecordingContext()
        try graph.render(in: context)
        func firstIndex(_ predicate: (DrawingCommand) -> Bool) -> Int { context.commands.firstIndex(where: predicate) ?? -1 }
        let minorGrid = firstIndex { if case .stroke(_, let style) = $0 { return style.lineWidth == 0.5 } else { return false } }
        let majorGrid = firstIndex {
            if case .stroke(_, let style) = $0 { return style.lineColor == .lightGray && style.lineWidth == 1 }
            return false
        }
        let plotLine = firstIndex { if case .stroke(_, let style) = $0 { return style == plotStyle } else { return false } }
        let firstLabel = firstIndex { if case .text = $0 { return true } else { return false } }
        XCTAssertTrue(0 <= minorGrid && minorGrid < majorGrid && majorGrid < plotLine && plotLine < firstLabel)
    }
}

final class RobustnessTests: XCTestCase {
    /// Hostile values from a notebook must end in a drawing or an error, never a crash.
    func testHostileValuesDoNotCrash() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "p", x: [0, .nan, .infinity, 1e300], y: [1, 2, -.infinity, .nan])
        plot.plotSymbol = PlotSymbol(symbolType: .star, size: Size(width: .nan, height: 1e9))
        plot.dataLineStyle = LineStyle(lineWidth: 1e300, lineColor: .blue, dashPattern: [0, 0])
        graph.add(plot)
        let axis = try XCTUnwrap(graph.xyAxisSet?.xAxis)
        let cases: [() -> Void] = [
            { graph.defaultPlotSpace?.xRange = PlotRange(location: .nan, length: 1) },
            { graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: .infinity) },
            { graph.defaultPlotSpace?.xRange = PlotRange(location: 5, length: 0) },
            { axis.majorIntervalLength = 1e-300 },
            { axis.majorIntervalLength = -3 },
            { axis.minorTicksPerInterval = 1_000_000_000 },
            { axis.labelRotation = .nan },
            { axis.labelTextStyle = TextStyle(fontSize: .infinity) },
            { axis.labelingPolicy = .equalDivisions; axis.preferredNumberOfMajorTicks = Int.max },
            { graph.width = .infinity; graph.height = -5 },
            { graph.plotAreaFrame.paddingLeft = 1e12 },
            { graph.titleTextStyle.color.red = .nan; graph.title = String(repeating: "long title ", count: 200) },
        ]
        for change in cases {
            change()
            let context = RecordingContext()
            try graph.render(in: context)
            _ = graph.summary
            _ = graph.titleTextStyle.color.hexString
        }
        XCTAssertLessThanOrEqual(graph.width, Graph.maximumSide)
        XCTAssertGreaterThanOrEqual(graph.height, 1)
    }
}

import PlotlineCore
import XCTest
import PlotlineValues

final class RevisionTests: XCTestCase {
    func testSettingThroughKeyValueCodingChangesTheRevision() throws {
        let graph = XYGraph()
        var root = Value.object(graph)
        let before = graph.revision
        try root.setValue(.int(10), forKeyPath: "axisSet.xAxis.majorIntervalLength")
        XCTAssertGreaterThan(graph.revision, before)
    }

    func testSettingInSwiftChangesTheRevision() {
        let graph = XYGraph()
        let before = graph.revision
        graph.xyAxisSet?.xAxis.majorIntervalLength = 5
        XCTAssertGreaterThan(graph.revision, before)
    }

    func testReadingDoesNotChangeTheRevision() throws {
        let graph = XYGraph()
        graph.add(ScatterPlot(identifier: "a", x: [1, 2], y: [3, 4]))
        let root = Value.object(graph)
        _ = try root.value(forKeyPath: "axisSet.xAxis.majorIntervalLength")
        _ = try root.value(forKeyPath: "plotAreaFrame.paddingLeft")
        let before = graph.revision
        _ = try root.value(forKeyPath: "axisSet.yAxis.labelTextStyle.fontSize")
        _ = try root.value(forKeyPath: "plotAreaFrame.paddingLeft")
        _ = try root.value(forKeyPath: "plotAreaFrame.plotArea.frame")
        _ = graph.summary
        try graph.render(in: RecordingContext())
        XCTAssertEqual(graph.revision, before)
    }

    func testLayingOutForANarrowerViewIsNotAnEditAndGivesTheSizeBack() throws {
        let graph = XYGraph(width: 600, height: 300)
        graph.add(ScatterPlot(identifier: "a", x: [1, 2], y: [3, 4]))
        graph.layoutIfNeeded()
        let ownPlotArea = graph.plotAreaFrame.plotArea.frame
        let before = graph.revision
        let narrowPlotArea = graph.sizedForView(Size(width: 300, height: 300)) { () -> Rect in
            graph.layoutIfNeeded()
            return graph.plotAreaFrame.plotArea.frame
        }
        XCTAssertLessThan(narrowPlotArea.maxX, 300)
        XCTAssertEqual(graph.bounds.size, Size(width: 600, height: 300))
        XCTAssertEqual(graph.revision, before, "no display redraws for a view's size")
        graph.layoutIfNeeded()
        XCTAssertEqual(graph.plotAreaFrame.plotArea.frame, ownPlotArea)
        graph.title = "edited"
        XCTAssertGreaterThan(graph.revision, before, "edits after it count again")
    }

    func testDataFetchedWhileRenderingIsNotAnEditButStillMovesTheRanges() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "a")
        graph.add(plot)
        plot.dataSource = RecordingDataSource(columns: [.xValues: [0, 1, 2], .yValues: [0, 40, 90]])
        let edited = graph.revision
        try graph.render(in: RecordingContext())
        XCTAssertEqual(graph.revision, edited, "the assignment was the edit; fetching its data while rendering is not")
        XCTAssertEqual(plot.cachedDataCount, 3)
        XCTAssertEqual(graph.defaultPlotSpace?.yRange, PlotRange(from: 0, to: 100), "automatic ranges see the new data")
    }

    func testEveryPartOfTheTreeReportsChanges() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "a")
        var changes: [String: Bool] = [:]
        func check(_ name: String, _ change: () throws -> Void) rethrows {
            let before = graph.revision
            try change()
            changes[name] = graph.revision > before
        }
        check("add plot") { graph.add(plot) }
        check("plot line width") { plot.dataLineStyle?.lineWidth = 4 }
        check("plot data") { plot.yValues = [1, 2, 3] }
        try check("nested KVC on plot") {
            var root = Value.object(graph)
            try root.setValue(.string("#336699"), forKeyPath: "plotAreaFrame.plotArea.fill")
        }
        check("plot space range") { graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 9) }
        check("frame padding") { graph.plotAreaFrame.paddingLeft = 40 }
        check("plot area fill") { graph.plotAreaFrame.plotArea.fill = Fill(color: .white) }
        check("axis grid style") { graph.xyAxisSet?.yAxis.majorGridLineStyle = LineStyle(lineColor: .gray) }
        check("graph title") { graph.title = "Runs" }
        check("remove plot") { graph.remove(plot) }
        for (name, changed) in changes { XCTAssertTrue(changed, "\(name) did not change the revision") }
    }

    func testARemovedPlotNoLongerChangesTheGraph() {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "a")
        graph.add(plot)
        graph.remove(plot)
        let before = graph.revision
        plot.dataLineStyle?.lineWidth = 5
        XCTAssertEqual(graph.revision, before)
    }

    func testReplacedAxisReportsToItsNewOwner() {
        let graph = XYGraph()
        let axis = XYAxis(coordinate: .x)
        graph.xyAxisSet?.xAxis = axis
        let before = graph.revision
        axis.title = "Time"
        XCTAssertGreaterThan(graph.revision, before)
    }
}

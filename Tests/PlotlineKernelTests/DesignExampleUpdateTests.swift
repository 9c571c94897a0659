import Foundation
import JupyterKernel
import PlotlineCore
import XCTest

@testable import PlotlineKernel
import PlotlineFeeds

/// DESIGN.md §3 through the kernel: the first cell shows a chart bound to a feed read from a CSV file, the second
/// appends eleven records, and the chart's display gets exactly one update, sent with the second cell's output.
final class DesignExampleUpdateTests: XCTestCase {
    private var renderer: CountingRenderer!
    private var interpreter: PlotlineInterpreter!
    private var directory: URL!
    private var previousDirectory = ""
    private var executionCount = 0

    override func setUpWithError() throws {
        renderer = CountingRenderer()
        interpreter = PlotlineInterpreter(renderer: renderer)
        executionCount = 0
        let manager = FileManager.default
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directory = manager.temporaryDirectory.appendingPathComponent("plotline-design-\(UUID().uuidString)")
        try manager.createDirectory(at: directory.appendingPathComponent("data"), withIntermediateDirectories: true)
        try manager.copyItem(
            at: root.appendingPathComponent("notebooks/data/test_runs.csv"),
            to: directory.appendingPathComponent("data/test_runs.csv"))
        previousDirectory = manager.currentDirectoryPath
        _ = manager.changeCurrentDirectoryPath(directory.path)
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ code: String) -> (ExecutionOutcome, RecordingOutput) {
        executionCount += 1
        let output = RecordingOutput()
        let request = ExecuteRequest(code: code, silent: false, executionCount: executionCount)
        return (interpreter.execute(request, output: output), output)
    }

    /// The first example of DESIGN.md §3, verbatim.
    private let firstCell = """
        let runs = Feed(csv: "data/test_runs.csv")            // columns from the header: id,total,failed

        let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
        graph.title = "Test runs"
        graph.plotAreaFrame.paddingLeft = 50
        let space = graph.defaultPlotSpace
        space.xRange = PlotRange(location: 0, length: 50)     // a range literal works too: 0...50
        space.yRange = 0...runs.value(forKeyPath: "@max.total")

        let x = graph.axisSet.xAxis
        x.majorIntervalLength = 10
        x.minorTicksPerInterval = 1
        x.labelExclusionRanges = [PlotRange(location: -100, length: 300)]
        graph.axisSet.yAxis.labelingPolicy = .automatic

        let all = ScatterPlot(identifier: "AllTests")
        all.dataLineStyle.lineWidth = 3
        all.dataLineStyle.lineColor = .green
        all.areaFill = Fill(gradient: Gradient(from: Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3), to: .clear, angle: -90))
        all.areaBaseValue = 1.75
        all.bind(.xValues, to: runs, withKeyPath: "arrangedObjects.id")
        all.bind(.yValues, to: runs, withKeyPath: "arrangedObjects.total")
        graph.add(all)

        graph                      // the last expression is shown; this display stays live
        """

    /// The second example of DESIGN.md §3, verbatim.
    private let secondCell = """
        runs.append(["id": 51, "total": 1180, "failed": 3])   // a later cell: the chart above updates in place
        for i in 0..<10 { runs.append(["id": 52 + i, "total": 1100 + 5 * i, "failed": i % 3]) }
        """

    func testTheAppendingCellUpdatesTheFirstCellsDisplayExactlyOnce() throws {
        let (firstOutcome, first) = run(firstCell)
        guard case .ok = firstOutcome else { return XCTFail("the first example failed: \(firstOutcome)") }
        let displayID = try XCTUnwrap(first.results.first?.displayID, "the graph is shown as a live display")
        let rendersBefore = renderer.renders.count

        let (secondOutcome, second) = run(secondCell)

        guard case .ok = secondOutcome else { return XCTFail("the second example failed: \(secondOutcome)") }
        XCTAssertEqual(second.updates.map(\.displayID), [displayID], "one update for eleven appends")
        XCTAssertTrue(second.results.isEmpty && second.displays.isEmpty, "the appending cell shows nothing itself")
        XCTAssertEqual(renderer.renders.count - rendersBefore, 1, "the graph is rendered once for the update")
        let (_, third) = run("runs.count")
        XCTAssertEqual(third.results.first?.bundle.data["text/plain"], "61")
        XCTAssertTrue(third.updates.isEmpty, "reading the feed changes nothing")
    }
}

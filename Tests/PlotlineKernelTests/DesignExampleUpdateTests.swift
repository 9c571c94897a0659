import Foundation
import JupyterKernel
import PlotlineCore
import XCTest

@testable import PlotlineKernel
import PlotlineTestSupport

/// The design examples (docs/language.md, 'A first program') through the kernel: the first cell shows a chart bound
/// to a feed read from a CSV file, the second appends eleven records, and the chart's display gets exactly one
/// update, sent with the second cell's output.
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

    func testTheAppendingCellUpdatesTheFirstCellsDisplayExactlyOnce() throws {
        let (firstOutcome, first) = run(DesignExampleText.first)
        guard case .ok = firstOutcome else { return XCTFail("the first example failed: \(firstOutcome)") }
        let displayID = try XCTUnwrap(first.results.first?.displayID, "the graph is shown as a live display")
        let rendersBefore = renderer.renders.count

        let (secondOutcome, second) = run(DesignExampleText.second)

        guard case .ok = secondOutcome else { return XCTFail("the second example failed: \(secondOutcome)") }
        XCTAssertEqual(second.updates.map(\.displayID), [displayID], "one update for eleven appends")
        XCTAssertTrue(second.results.isEmpty && second.displays.isEmpty, "the appending cell shows nothing itself")
        XCTAssertEqual(renderer.renders.count - rendersBefore, 1, "the graph is rendered once for the update")
        let (_, third) = run("runs.count")
        XCTAssertEqual(third.results.first?.bundle.data["text/plain"], "61")
        XCTAssertTrue(third.updates.isEmpty, "reading the feed changes nothing")
    }
}

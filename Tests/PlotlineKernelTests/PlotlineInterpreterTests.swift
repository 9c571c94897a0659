import JupyterKernel
import PlotlineCore
import XCTest

@testable import PlotlineKernel

final class PlotlineInterpreterTests: XCTestCase {
    private var renderer: CountingRenderer!
    private var interpreter: PlotlineInterpreter!
    private var executionCount = 0

    override func setUp() {
        renderer = CountingRenderer()
        interpreter = PlotlineInterpreter(renderer: renderer)
        executionCount = 0
    }

    private func run(_ code: String, silent: Bool = false) -> (ExecutionOutcome, RecordingOutput) {
        executionCount += 1
        let output = RecordingOutput()
        let request = ExecuteRequest(code: code, silent: silent, executionCount: executionCount)
        return (interpreter.execute(request, output: output), output)
    }

    private let chart = """
        let graph = XYGraph(width: 320, height: 200)
        graph.title = "First"
        graph.add(ScatterPlot(identifier: "p", x: [1, 2, 3], y: [3, 1, 2]))
        graph
        """
}

extension PlotlineInterpreterTests {
    func testKernelInfoNamesThePlotlineLanguage() {
        let info = interpreter.kernelInfo.languageInfo
        XCTAssertEqual(info["name"], "plotline")
        XCTAssertEqual(info["file_extension"], ".plot")
        XCTAssertEqual(info["mimetype"], "text/x-plotline")
        XCTAssertEqual(info["pygments_lexer"], "swift")
        XCTAssertEqual(info["codemirror_mode"], "swift")
    }

    func testAGraphResultIsALiveDisplayWithPNGAndSizeInPoints() throws {
        let (outcome, output) = run(chart)
        guard case .ok = outcome else { return XCTFail("cell failed: \(outcome)") }
        let result = try XCTUnwrap(output.results.first)
        XCTAssertNotNil(result.displayID)
        XCTAssertEqual(result.bundle.data["image/png"], .string("cG5nOkZpcnN0"), "base64 of the renderer's bytes")
        XCTAssertEqual(result.bundle.metadata["image/png"]?["width"], .int(320))
        XCTAssertEqual(result.bundle.metadata["image/png"]?["height"], .int(200))
        XCTAssertTrue(result.bundle.data["text/plain"]?.stringValue?.contains("First") ?? false)
        XCTAssertEqual(renderer.renders.map(\.scale), [2], "rendered once, at the session's scale")
    }

    func testChangingAShownGraphUpdatesItsDisplayOnceAtTheEndOfTheCell() throws {
        let (_, first) = run(chart)
        let displayID = try XCTUnwrap(first.results.first?.displayID)
        let (_, second) = run("graph.title = \"Second\"\ngraph.title = \"Third\"")
        XCTAssertEqual(second.updates.map(\.displayID), [displayID])
        XCTAssertEqual(second.updates.first?.bundle.data["image/png"], .string("cG5nOlRoaXJk"))
        let (_, third) = run("1 + 1")
        XCTAssertTrue(third.updates.isEmpty, "an unchanged graph is not re-sent")
    }

    func testEveryDisplayOfAChangedGraphIsUpdated() throws {
        let (_, first) = run(chart)
        let (_, second) = run("display(graph)")
        let ids = [first.results.first?.displayID, second.displays.first?.displayID].compactMap { $0 }
        XCTAssertEqual(Set(ids).count, 2, "each display has its own id")
        let (_, third) = run("graph.title = \"Changed\"")
        XCTAssertEqual(Set(third.updates.map(\.displayID)), Set(ids))
        XCTAssertEqual(renderer.renders.count, 2, "one picture serves both displays of a state, then one for the change")
    }

    func testAFailingCellStillUpdatesWhatItChangedBeforeTheError() throws {
        let (_, first) = run(chart)
        let displayID = try XCTUnwrap(first.results.first?.displayID)
        let (outcome, second) = run("graph.title = \"Before\"\ngraph.titel = 1")
        guard case .error(let error) = outcome else { return XCTFail("expected an error") }
        XCTAssertEqual(error.name, "PropertyError")
        XCTAssertTrue(error.traceback.joined(separator: "\n").contains("did you mean 'title'?"))
        XCTAssertEqual(second.updates.map(\.displayID), [displayID])
    }

    func testUserErrorsBecomeCellErrorsAndTheSessionGoesOn() {
        let (outcome, output) = run("undefinedName")
        guard case .error(let error) = outcome else { return XCTFail("expected an error") }
        XCTAssertEqual(error.name, "NameError")
        XCTAssertTrue(output.events.isEmpty)
        let (next, nextOutput) = run("2 * 21")
        guard case .ok = next else { return XCTFail("the session must go on") }
        XCTAssertEqual(nextOutput.results.first?.bundle.data["text/plain"], "42")
        XCTAssertNil(nextOutput.results.first?.displayID, "a value that is not a graph is a plain execute_result")
    }

    func testASnapshotResultIsAStillWithoutADisplayID() throws {
        _ = run(chart)
        let (_, output) = run("graph.snapshot()")
        let result = try XCTUnwrap(output.results.first)
        XCTAssertNil(result.displayID, "a still is never updated, so it stays an execute_result")
        XCTAssertNotNil(result.bundle.data["image/png"])
    }

    func testPrintGoesToStdoutAndSilentCellsPublishNothing() {
        let (_, output) = run("print(\"hello\")")
        XCTAssertEqual(output.streams.map(\.text).joined(), "hello\n")
        let (_, silent) = run("print(\"quiet\")\n5", silent: true)
        XCTAssertTrue(silent.events.isEmpty)
    }

    func testSessionFormatsChooseTheRenderedFormats() throws {
        _ = run("session.formats = [\"png\", \"svg\"]")
        let (_, output) = run(chart)
        let bundle = try XCTUnwrap(output.results.first?.bundle)
        XCTAssertNotNil(bundle.data["image/png"])
        XCTAssertEqual(bundle.data["image/svg+xml"], "svg:First")
    }
}

extension PlotlineInterpreterTests {
    private func altText(of bundle: MIMEBundle?) -> String? {
        bundle?.metadata["image/png"]?["alt"]?.stringValue
    }

    func testAChartsAltTextIsItsTitle() throws {
        let (_, output) = run(chart)
        XCTAssertEqual(altText(of: output.results.first?.bundle), "First")
    }

    func testAnAccessibilityLabelIsTheAltTextOfTheChartAndItsUpdates() throws {
        let (_, first) = run(chart)
        let (_, second) = run("graph.accessibilityLabel = \"Three points, lowest in the middle\"")
        XCTAssertNotNil(first.results.first?.displayID)
        XCTAssertEqual(altText(of: second.updates.first?.bundle), "Three points, lowest in the middle")
        let (_, still) = run("graph.snapshot()")
        XCTAssertEqual(altText(of: still.results.first?.bundle), "Three points, lowest in the middle")
    }

    func testAnUntitledChartsAltTextIsItsSummary() throws {
        let (_, output) = run("let bare = XYGraph(width: 100, height: 80)\nbare")
        let alt = try XCTUnwrap(altText(of: output.results.first?.bundle))
        XCTAssertTrue(alt.hasPrefix("XYGraph 100×80"), alt)
    }
}

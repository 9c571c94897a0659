import InterchangeFormats
import JupyterKernel
import PlotlineCore
import XCTest

@testable import PlotlineKernel
import PlotlineValues

/// The language services as the kernel core sees them: completion with types, inspection, completeness,
/// help pages, help queries, user expressions and exit.
final class PlotlineServicesTests: XCTestCase {
    private var interpreter: PlotlineInterpreter!
    private var count = 0

    override func setUp() {
        interpreter = PlotlineInterpreter(renderer: CountingRenderer())
        count = 0
        _ = run("let graph = XYGraph(width: 300, height: 200)")
    }

    private func run(_ code: String, userExpressions: [(name: String, code: String)] = []) -> ExecutionOutcome {
        count += 1
        let request = ExecuteRequest(code: code, userExpressions: userExpressions, executionCount: count)
        return interpreter.execute(request, output: RecordingOutput())
    }

    private func payload(_ outcome: ExecutionOutcome) -> [JSONValue] {
        guard case .ok(let payload, _) = outcome else {
            XCTFail("cell failed: \(outcome)")
            return []
        }
        return payload
    }

    func testCompletionCarriesTypesForFrontEnds() throws {
        let code = "graph.axisSet.yAxis.labelingPolicy = .auto"
        let result = interpreter.complete(code: code, cursorPosition: code.unicodeScalars.count)
        XCTAssertEqual(result.matches, ["automatic"])
        XCTAssertEqual(result.cursorStart, code.unicodeScalars.count - 4)
        let types = try XCTUnwrap(result.metadata["_jupyter_types_experimental"]?.arrayValue)
        XCTAssertEqual(types.first?["type"], "enum")
        XCTAssertEqual(types.first?["text"], "automatic")
    }

    func testInspectionAndCompleteness() {
        let found = interpreter.inspect(code: "graph", cursorPosition: 3, detailLevel: 0)
        XCTAssertTrue(found.found)
        XCTAssertTrue(found.bundle.data["text/plain"]?.stringValue?.hasPrefix("graph: XYGraph") ?? false)
        XCTAssertFalse(interpreter.inspect(code: "  ", cursorPosition: 1, detailLevel: 0).found)
        XCTAssertEqual(interpreter.isComplete(code: "if true {"), .incomplete(indent: "    "))
        XCTAssertEqual(interpreter.isComplete(code: "let = 1"), .invalid)
        XCTAssertEqual(interpreter.isComplete(code: "graph"), .complete)
    }

    func testHelpPagesAsAPayload() {
        for code in ["help(XYGraph)", "graph.axisSet.xAxis?", "let n = 3\nhelp(n)"] {
            let pages = payload(run(code))
            XCTAssertEqual(pages.count, 1, code)
            XCTAssertEqual(pages.first?["source"], "page", code)
            XCTAssertNotNil(pages.first?["data"]?["text/plain"]?.stringValue, code)
        }
        guard case .error(let error) = run("nothing?") else { return XCTFail("an unknown name is an error") }
        XCTAssertEqual(error.name, "NameError")
    }

    func testUserExpressionsAreEvaluatedAfterTheCell() {
        guard case .ok(_, let values) = run("graph.title = \"T\"", userExpressions: [("title", "graph.title"), ("bad", "nope")]) else {
            return XCTFail("cell failed")
        }
        XCTAssertEqual(values["title"], ["status": "ok", "data": ["text/plain": "\"T\""], "metadata": [:]])
        XCTAssertEqual(values["bad"]?["status"], "error")
        XCTAssertEqual(values["bad"]?["ename"], "NameError")
    }

    func testExitAsksTheTerminalToExitUnlessItIsAName() {
        XCTAssertEqual(payload(run("exit")), [["source": "ask_exit", "keepkernel": false]])
        XCTAssertEqual(payload(run("quit()")), [["source": "ask_exit", "keepkernel": false]])
        _ = run("let exit = 1")
        XCTAssertEqual(payload(run("exit")), [])
    }
}

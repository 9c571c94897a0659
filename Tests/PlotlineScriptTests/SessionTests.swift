import Foundation
import PlotlineCore
@testable import PlotlineScript
import PlotlineTestSupport
import XCTest
import PlotlineValues

final class SessionTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
    }
}

// MARK: - Cells

extension SessionTests {
    func testStatePersistsAcrossCells() {
        harness.value("var total = 1")
        harness.value("total += 41")
        harness.value("func double(_ x: Int) -> Int { x * 2 }")
        XCTAssertEqual(harness.value("double(total)"), "84")
    }

    func testLetRebindsAcrossCellsAndReruns() {
        harness.value("let x = 1")
        harness.value("let x = \"two\"")
        XCTAssertEqual(harness.global("x"), "\"two\"")
        harness.value("let y = 1\nlet y = 2")
        XCTAssertEqual(harness.global("y"), "2")
        harness.value("func f() -> Int { 1 }")
        harness.value("func f() -> Int { 2 }")
        XCTAssertEqual(harness.value("f()"), "2")
    }

    func testOnlyAnExpressionStatementWithAValueIsShown() {
        XCTAssertEqual(harness.value("let a = 5"), "")
        XCTAssertEqual(harness.value("var b = 1\nb = 2"), "")
        XCTAssertEqual(harness.value("print(\"x\")"), "")
        XCTAssertEqual(harness.value("a\nfor i in 0..<1 { }"), "")
        XCTAssertEqual(harness.value("a + 1\na"), "5")
        guard case .completed(let result) = harness.run("let graph = XYGraph()\ngraph") else { return XCTFail("expected a result") }
        guard case .object(let object)? = result else { return XCTFail("expected the graph") }
        XCTAssertTrue(object is FakeGraph)
    }

    func testAFailingStatementLeavesEarlierStatementsDoneAndLaterOnesUndone() {
        let error = harness.error("var n = 1\nn = 2\nlet broken = 1 / 0\nn = 3")
        XCTAssertEqual(error?.range?.start.line, 3)
        XCTAssertEqual(harness.global("n"), "2")
        XCTAssertNil(harness.global("broken"))
        harness.value("let graph = XYGraph()\ngraph.title = \"kept\"")
        _ = harness.error("graph.title = 5")
        XCTAssertEqual(harness.value("graph.title"), "\"kept\"")
    }

    func testDisplayAndClearOutputGoToTheHost() {
        harness.value("let graph = XYGraph()\ndisplay(graph)\ndisplay(1, \"two\")\nclearOutput(wait: true)\nclearOutput()")
        XCTAssertEqual(harness.host.displayed.count, 3)
        XCTAssertEqual(harness.host.displayed.last, .string("two"))
        XCTAssertEqual(harness.host.clears, [true, false])
    }

    func testDisplayErrorsFromTheHostPointAtTheCall() {
        final class FailingHost: SessionHost {
            func write(_ text: String, to stream: OutputStreamName) {}
            func display(_ value: Value) throws { throw ModelError(.ioError, "renderer unavailable") }
            func clearOutput(wait: Bool) {}
        }
        let session = Session(types: [])
        guard case .failed(let error) = session.run("display(1)", cellName: "cell [1]", host: FailingHost()) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error.ename, "IOError")
        XCTAssertEqual(error.range?.text, "display(1)")
    }

    func testSessionSettingsAreAGlobal() {
        XCTAssertEqual(harness.value("session.formats"), "[\"png\"]")
        XCTAssertEqual(harness.value("session.scale"), "2.0")
        XCTAssertEqual(harness.value("session.frameRate"), "10.0")
        harness.value("session.formats = [\"png\", \"svg\"]\nsession.scale = 1")
        XCTAssertEqual(harness.session.settings.formats, ["png", "svg"])
        XCTAssertEqual(harness.session.settings.scale, 1)
        let error = harness.error("session.formats = [\"jpg\"]")
        XCTAssertEqual(error?.message, "unknown image format 'jpg'; expected \"png\", \"svg\" or \"pdf\"")
        XCTAssertEqual(harness.session.settings.formats, ["png", "svg"])
    }
}

// MARK: - Errors

extension SessionTests {
    /// The error of the design examples (docs/language.md, 'A first program'), rendered through a session.
    func testErrorRenderingMatchesTheDesign() {
        harness.value("let graph = XYGraph()")
        harness.value("1")
        harness.value("2")
        guard case .failed(let error) = harness.run("// rename the chart\ngraph.titel = \"Sales\"") else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error.ename, "PropertyError")
        XCTAssertEqual(error.evalue, "XYGraph has no property 'titel'")
        XCTAssertEqual(error.traceback, [
            "error: XYGraph has no property 'titel'",
            " --> cell [4], line 2, column 7",
            "  |",
            "2 | graph.titel = \"Sales\"",
            "  |       ^^^^^ did you mean 'title'?",
        ])
    }

    func testUndefinedNameIsANameErrorWithASuggestion() {
        harness.value("let graph = XYGraph()")
        let error = harness.error("print(grapj)")
        XCTAssertEqual(error?.ename, "NameError")
        XCTAssertEqual(error?.rendered, """
        error: cannot find 'grapj' in scope
         --> cell [2], line 1, column 7
          |
        1 | print(grapj)
          |       ^^^^^ did you mean 'graph'?
        """)
    }

    func testSyntaxErrorsAreAllReportedAndNothingRuns() {
        guard case .failed(let error) = harness.run("var ran = true\nlet a = (1 +\nlet b = 2\nf(1 2)") else { return XCTFail("expected an error") }
        XCTAssertEqual(error.ename, "SyntaxError")
        XCTAssertEqual(error.additionalErrors.count, 1)
        XCTAssertEqual(error.rendered, """
        error: expected expression
         --> cell [1], line 2, column 13
          |
        2 | let a = (1 +
          |             ^
        
        error: expected ',' separator
         --> cell [1], line 4, column 5
          |
        4 | f(1 2)
          |     ^ insert ','
        """)
        XCTAssertNil(harness.global("ran"))
    }

    func testLineNumbersWidenTheGutter() {
        let source = String(repeating: "\n", count: 11) + "undefined"
        let error = harness.error(source)
        XCTAssertEqual(error?.traceback, [
            "error: cannot find 'undefined' in scope",
            "  --> cell [1], line 12, column 1",
            "   |",
            "12 | undefined",
            "   | ^^^^^^^^^",
        ])
    }
}

// MARK: - Interrupts

extension SessionTests {
    func testInterruptStopsAnEndlessLoopFromAnotherThread() {
        let session = harness.session
        let host = harness.host
        let result = ThreadResult<CellOutcome>()
        let running = HandOff((session, host))
        Thread.detachNewThread {
            let (session, host) = running.value
            result.deliver(session.run("var n = 0\nwhile true { n += 1 }", cellName: "cell [1]", host: host))
        }
        Thread.sleep(forTimeInterval: 0.2)
        session.interrupt()
        guard case .failed(let error)? = result.wait(timeout: .seconds(10)) else {
            return XCTFail("expected an interrupted cell")
        }
        XCTAssertEqual(error.ename, "Interrupted")
        XCTAssertEqual(error.range?.start.line, 2)
        XCTAssertEqual(harness.value("n > 0"), "true", "the session stays usable and keeps what ran")
    }

    func testInterruptStopsEndlessRecursionThroughClosures() {
        let session = harness.session
        let result = ThreadResult<CellOutcome>()
        let running = HandOff(session)
        Thread.detachNewThread {
            let code = "func spin() { for _ in 0..<1_000_000_000 { [1].map { $0 } } }\nspin()"
            result.deliver(running.value.run(code, cellName: "cell [1]", host: RecordingHost()))
        }
        Thread.sleep(forTimeInterval: 0.2)
        session.interrupt()
        guard case .failed(let error)? = result.wait(timeout: .seconds(10)) else {
            return XCTFail("expected an interrupted cell")
        }
        XCTAssertEqual(error.ename, "Interrupted")
    }

    func testAnInterruptBetweenCellsDoesNotStopTheNextCell() {
        harness.session.interrupt()
        XCTAssertEqual(harness.value("var i = 0\nwhile i < 1000 { i += 1 }\ni"), "1000")
    }
}

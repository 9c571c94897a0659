import PlotlineCore
import PlotlineValues
@testable import PlotlineScript
import PlotlineTestSupport
import XCTest

/// The limits that keep a session alive: step budgets, collection and string sizes, text of huge values,
/// recursion depth, and interrupt checks in every loop iteration and call.
final class LimitsTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
    }

    /// This test's session's limits, which no other session shares.
    private var limits: SizeLimits { harness.session.interpreter.executionGuard.sizeLimits }

    private func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        harness.error(source, file: file, line: line)
    }

    func testStepBudgetEndsEndlessLoopsAndRecursion() {
        harness.session.interpreter.stepBudget = 500
        for program in ["while true { }", "var i = 0\nrepeat { i += 1 } while true", "for i in 0..<Int.max { }",
                        "func f() { f() }\nf()", "[1, 2].map { x in (0..<1000).map { $0 } }"] {
            let failure = error(program)
            XCTAssertEqual(failure?.kind, .runtimeError, program)
            XCTAssertEqual(failure?.message, "the cell used up its step budget of 500 steps", program)
        }
        XCTAssertEqual(harness.value("var s = 0\nfor i in 0..<100 { s += i }\ns"), "4950", "the budget is per cell")
        XCTAssertLessThanOrEqual(harness.session.interpreter.stepsTaken, 500)
        harness.session.interpreter.stepBudget = nil
        XCTAssertEqual(harness.value("var n = 0\nfor i in 0..<2000 { n += 1 }\nn"), "2000", "no budget by default")
    }

    func testASessionsLimitsAreItsOwn() {
        let other = SessionHarness()
        limits.maximumElements = 1_000
        XCTAssertEqual(error("Array(repeating: 0, count: 2000)")?.kind, .valueError)
        XCTAssertEqual(other.value("Array(repeating: 0, count: 2000).count"), "2000", "another session keeps the defaults")
        XCTAssertEqual(other.session.interpreter.executionGuard.sizeLimits.maximumElements, SizeLimits.defaultMaximumElements)
    }

    func testCollectionsAndStringsHaveSizeLimits() {
        limits.maximumElements = 1_000
        limits.maximumStringBytes = 10_000
        let cases: [(String, String)] = [
            ("Array(repeating: 0, count: 1001)", "the array would hold 1001 elements, more than the limit of 1000"),
            ("Array(0..<10_000_000_000)", "the sequence turned into an array would hold 10000000000 elements, more than the limit of 1000"),
            ("(0..<5000).map { $0 }", "the sequence turned into an array would hold 5000 elements, more than the limit of 1000"),
            ("var xs = [0]\nwhile true { xs += xs }", "the array would hold 1024 elements, more than the limit of 1000"),
            ("var xs = Array(repeating: 1, count: 600)\nxs = xs + xs", "the array would hold 1200 elements, more than the limit of 1000"),
            ("var xs: [Int] = []\nfor i in 0..<2000 { xs.append(i) }", "the array would hold 1001 elements, more than the limit of 1000"),
            ("[1, 2].flatMap { _ in Array(repeating: 0, count: 900) }", "the array would hold 1800 elements, more than the limit of 1000"),
            ("String(repeating: \"abc\", count: 4000)", "the string would be 12000 bytes long, more than the limit of 10000 bytes"),
            ("var s = \"ab\"\nwhile true { s += s }", "the string would be 16 KB long, more than the limit of 10000 bytes"),
            ("let s = String(repeating: \"x\", count: 6000)\n\"\\(s)\\(s)\"", "the text would be longer than the limit of 10000 bytes"),
        ]
        for (program, expected) in cases {
            let failure = error(program)
            XCTAssertEqual(failure?.kind, .valueError, program)
            XCTAssertEqual(failure?.message, expected, program)
        }
    }

    func testHugeSharedValuesPrintAndHashWithinBudget() {
        limits.maximumStringBytes = 1 << 16
        harness.value("let row = Array(repeating: 1, count: 100000)\nlet grid = Array(repeating: row, count: 100000)")
        guard case .completed = harness.run("print(grid)") else { return XCTFail("print cuts a huge value off, not fails") }
        XCTAssertTrue(harness.host.stdout.hasSuffix(" … (100000 more elements)\n"), String(harness.host.stdout.suffix(80)))
        XCTAssertEqual(error("let s = \"\\(grid)\"")?.kind, .valueError)
        XCTAssertEqual(harness.value("let d = [grid: 1]\nd.count"), "1", "hashing a huge shared array is cheap")
        guard case .completed(let result?) = harness.run("grid") else { return XCTFail("expected a value") }
        XCTAssertTrue(displayText(of: result).hasSuffix(" … (100000 more elements)"), "a shown value is cut off")
        XCTAssertEqual(harness.value("var deep: Any = 0\nfor _ in 0..<1000 { deep = [deep] }\nString(describing: deep).count > 0"), "true")
        guard case .completed(let deep?) = harness.run("deep") else { return XCTFail("expected a value") }
        XCTAssertTrue(displayText(of: deep).contains("[…]"), "deep nesting is shown as [...]")
    }

    func testRecursionDepthIsLimited() {
        harness.session.interpreter.maximumCallDepth = 50
        let failure = error("func down(_ n: Int) -> Int { down(n + 1) }\ndown(0)")
        XCTAssertEqual(failure?.message, "maximum recursion depth exceeded in 'down'")
        XCTAssertEqual(failure?.hint, "calls may nest at most 50 deep; check the recursion's base case")
        XCTAssertTrue(failure?.rendered.contains("note: ... 44 more calls ...") == true, "long call chains are shortened")
        let closures = error("var f: (Int) -> Int = { $0 }\nf = { f($0 + 1) }\nf(0)")
        XCTAssertEqual(closures?.message, "maximum recursion depth exceeded in 'closure'")
    }

    func testInterruptIsCheckedInEveryLoopKindAndCall() {
        for program in ["while true { }", "repeat { } while true", "for _ in 0..<Int.max { }",
                        "for _ in stride(from: 0, to: Int.max, by: 1) { }", "func f() -> Int { f() }\nf()",
                        "(0..<10_000_000).forEach { _ in }"] {
            let session = Session(types: [])
            session.interpreter.maximumCallDepth = 100_000_000
            let result = ThreadResult<CellOutcome>()
            let running = HandOff(session)
            DispatchQueue.global().async {
                result.deliver(running.value.run(program, cellName: "cell [1]", host: RecordingHost()))
            }
            let outcome = result.wait(every: .milliseconds(20)) { session.interrupt() }
            guard case .failed(let error) = outcome else {
                XCTFail("\(program) should have been stopped")
                continue
            }
            XCTAssertTrue([.interrupted, .runtimeError].contains(error.kind), "\(program): \(error.rendered)")
        }
    }

    func testCellsRunOnALargeStackAndNestedRunsRunInPlace() {
        XCTAssertEqual(harness.value("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\ndepth(900)"), "900")
        let session = Session(types: [])
        let (outerThread, innerThread, outerStack) = session.perform {
            let outer = Thread.current
            let inner = session.perform { Thread.current }
            return (outer, inner, ExecutionThread.isOnLargeStack)
        }
        XCTAssertTrue(outerStack, "session work runs on the large-stack session thread")
        XCTAssertTrue(outerThread === innerThread, "work asked for from the session thread runs in place")
        XCTAssertFalse(outerThread === Thread.current)
        XCTAssertTrue(session.perform { Thread.current } === outerThread, "a session keeps its one thread")
        XCTAssertTrue(session.perform { ModelContext.current } === session.context, "with its context current")
    }
}

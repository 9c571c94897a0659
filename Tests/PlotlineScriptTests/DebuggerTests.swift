import Dispatch
import Foundation
import PlotlineScript
import PlotlineTestSupport
import PlotlineValues
import Synchronization
import XCTest

/// The session's debugger without a kernel: breakpoints, steps by call depth, pauses, error stops, interrupts while
/// stopped, and what another thread may ask while the code stands still.
final class DebuggerTests: XCTestCase {
    /// The stops the debugger reports, in order, with a way to wait for the next.
    private final class StopLog: Sendable {
        private let stops = Mutex<[DebugStop]>([])
        private let arrived = DispatchSemaphore(value: 0)
        private let resumes = Atomic<Int>(0)

        func record(_ stop: DebugStop) {
            stops.withLock { $0.append(stop) }
            arrived.signal()
        }

        func recordResume() {
            resumes.add(1, ordering: .sequentiallyConsistent)
        }

        /// The next stop, or nil after 10 seconds.
        func next() -> DebugStop? {
            guard arrived.wait(timeout: .now() + 10) == .success else { return nil }
            return stops.withLock { $0.last }
        }

        var count: Int { stops.withLock { $0.count } }
        var resumeCount: Int { resumes.load(ordering: .sequentiallyConsistent) }
    }

    /// A cell run on a thread of its own, so the test's thread can drive the debugger meanwhile.
    ///
    /// `@unchecked Sendable`: the session and host are used by the cell's thread alone until `finished` is signalled;
    /// the test's thread asks the session only through its debugger, which is thread-safe.
    private final class BackgroundCell: @unchecked Sendable {
        private let session: Session
        private let host = RecordingHost()
        private var outcome: CellOutcome?
        private let finished = DispatchSemaphore(value: 0)

        init(_ session: Session, _ source: String, path: String) {
            self.session = session
            Thread {
                self.outcome = self.session.run(source, cellName: "cell [\(path)]", sourcePath: path, host: self.host)
                self.finished.signal()
            }.start()
        }

        /// The cell's outcome, or nil when it is still running after 10 seconds.
        func wait() -> CellOutcome? {
            finished.wait(timeout: .now() + 10) == .success ? outcome : nil
        }
    }

    private var session = Session(types: [])
    private let log = StopLog()
    private var debugger: Debugger { session.interpreter.debugger }

    override func setUp() {
        session = Session(types: [])
        let log = self.log
        debugger.start(stopped: { log.record($0) }, continued: { log.recordResume() })
    }

    override func tearDown() {
        debugger.finish()
    }

    private func run(_ source: String, path: String) -> CellOutcome {
        session.run(source, cellName: "cell [\(path)]", sourcePath: path, host: RecordingHost())
    }

    /// The innermost frames' names and lines, while stopped.
    private func frames() -> [String] {
        debugger.onSessionThread { $0.stackTrace().map { "\($0.name):\($0.line)" } } ?? ["(busy)"]
    }

    private func locals(ofFrame id: Int = 1) -> [String: String] {
        debugger.onSessionThread { inspector -> [String: String] in
            guard let scopes = inspector.scopes(ofFrame: id), let locals = inspector.variables(of: scopes[0].reference)
            else { return [:] }
            return Dictionary(uniqueKeysWithValues: locals.map { ($0.name, $0.value) })
        } ?? [:]
    }

    private let functions = """
        func scaled(_ value: Double) -> Double {
            let factor = 2.5
            return value * factor
        }
        """
    private let loop = """
        var total = 0.0
        for x in [1.0, 2.0] {
            total += scaled(x)
        }
        total
        """

    func testABreakpointStopsTheCellWithItsFramesScopesAndValues() throws {
        XCTAssertTrue(isCompleted(run(functions, path: "/cells/functions.plot")))
        debugger.setBreakpoints([3], inSource: "/cells/loop.plot")
        let cell = BackgroundCell(session, loop, path: "/cells/loop.plot")
        XCTAssertEqual(log.next(), DebugStop(reason: .breakpoint))
        XCTAssertTrue(debugger.isStopped)
        XCTAssertEqual(frames(), ["cell [/cells/loop.plot]:3"])
        XCTAssertEqual(locals(), ["x": "1.0"])
        let evaluated = debugger.onSessionThread { inspector in
            (try? inspector.evaluate("x * 10 + total", inFrame: 1)).map(displayText(of:))
        }
        XCTAssertEqual(evaluated, "10.0")
        let globals = debugger.onSessionThread { $0.globals().map(\.name) }
        XCTAssertEqual(globals, ["total"], "types and functions are left out")

        XCTAssertTrue(debugger.resume(.run))
        XCTAssertEqual(log.next(), DebugStop(reason: .breakpoint), "the loop's second turn stops again")
        XCTAssertEqual(locals(), ["x": "2.0"])
        debugger.setBreakpoints([], inSource: "/cells/loop.plot")
        debugger.resume(.run)
        XCTAssertEqual(displayResult(cell.wait()), "7.5")
        XCTAssertFalse(debugger.isStopped)
        XCTAssertFalse(debugger.resume(.run), "nothing to resume once the cell ended")
        XCTAssertEqual(log.resumeCount, 2)
    }

    func testStepsGoIntoOverAndOutOfCalls() throws {
        XCTAssertTrue(isCompleted(run(functions, path: "/cells/functions.plot")))
        debugger.setBreakpoints([3], inSource: "/cells/loop.plot")
        let cell = BackgroundCell(session, loop, path: "/cells/loop.plot")
        XCTAssertNotNil(log.next())
        debugger.setBreakpoints([], inSource: "/cells/loop.plot")

        debugger.resume(.into)
        XCTAssertEqual(log.next(), DebugStop(reason: .step))
        XCTAssertEqual(frames(), ["scaled:2", "cell [/cells/loop.plot]:3"])
        XCTAssertEqual(locals(), ["value": "1.0"])
        XCTAssertEqual(locals(ofFrame: 2), ["x": "1.0"], "the caller's frame keeps its own scope")

        debugger.resume(.over)
        XCTAssertNotNil(log.next())
        XCTAssertEqual(frames(), ["scaled:3", "cell [/cells/loop.plot]:3"])
        XCTAssertEqual(locals(), ["factor": "2.5", "value": "1.0"])

        debugger.resume(.out)
        XCTAssertNotNil(log.next())
        XCTAssertEqual(frames(), ["cell [/cells/loop.plot]:3"], "out of the function, at the loop's next turn")
        XCTAssertEqual(locals(), ["x": "2.0"])

        debugger.resume(.over)
        XCTAssertNotNil(log.next())
        XCTAssertEqual(frames(), ["cell [/cells/loop.plot]:5"], "over the call, to the next line of the cell")
        debugger.resume(.run)
        XCTAssertEqual(displayResult(cell.wait()), "7.5")
    }

    func testAnInterruptEndsStoppedCode() throws {
        debugger.setBreakpoints([2], inSource: "/cells/a.plot")
        let cell = BackgroundCell(session, "var n = 1\nn += 1\nn += 1", path: "/cells/a.plot")
        XCTAssertNotNil(log.next())
        session.interrupt()
        guard case .failed(let error)? = cell.wait() else { return XCTFail("the interrupted cell did not fail") }
        XCTAssertEqual(error.kind, .interrupted)
        XCTAssertEqual(error.range?.start.line, 2)
        XCTAssertFalse(debugger.isStopped)
        XCTAssertEqual(session.value(named: "n").map(displayText(of:)), "1", "the stopped statement never ran")
    }

    func testAnErrorStopsOnceWhereItIsRaised() throws {
        debugger.setStopsOnErrors(true)
        let source = """
            func third(_ values: [Int]) -> Int {
                return values[2]
            }
            func outer() -> Int {
                return third([1, 2])
            }
            let result = outer()
            """
        let cell = BackgroundCell(session, source, path: "/cells/error.plot")
        let stop = try XCTUnwrap(log.next())
        XCTAssertEqual(stop.reason, .exception)
        XCTAssertTrue(stop.text?.contains("out of range") == true, stop.text ?? "")
        XCTAssertEqual(frames(), ["third:2", "outer:5", "cell [/cells/error.plot]:7"])
        debugger.resume(.run)
        guard case .failed? = cell.wait() else { return XCTFail("the cell should fail after the stop") }
        XCTAssertEqual(log.count, 1, "the error stops once on its way out through three statements")
    }

    func testEvaluatingWhileStoppedDoesNotStopAgain() throws {
        XCTAssertTrue(isCompleted(run(functions, path: "/cells/functions.plot")))
        debugger.setBreakpoints([2, 3], inSource: "/cells/functions.plot")
        debugger.setBreakpoints([1], inSource: "/cells/b.plot")
        let cell = BackgroundCell(session, "let seven = 7.0\nseven", path: "/cells/b.plot")
        XCTAssertNotNil(log.next())
        let value = debugger.onSessionThread { try? $0.evaluate("scaled(4)", inFrame: 1) }
        XCTAssertEqual(value.flatMap { $0 }.map(displayText(of:)), "10.0")
        XCTAssertEqual(log.count, 1)
        debugger.finish()
        XCTAssertEqual(displayResult(cell.wait()), "7.0", "finishing the debugger lets stopped code go on")
    }

    func testPauseStopsARunningLoopAndTheSessionAnswersMeanwhile() throws {
        let cell = BackgroundCell(session, "var spins = 0\nwhile true {\n    spins += 1\n}", path: "/cells/spin.plot")
        var spins: String?
        for _ in 0..<100 where spins == nil || spins == "0" {
            Thread.sleep(forTimeInterval: 0.02)
            spins = debugger.onSessionThread { inspector -> String? in
                inspector.globals().first { $0.name == "spins" }?.value
            } ?? nil
        }
        XCTAssertNotEqual(spins, "0", "a running loop answers between two statements")
        XCTAssertTrue(debugger.pause())
        XCTAssertEqual(log.next(), DebugStop(reason: .pause))
        XCTAssertEqual(frames().first?.hasSuffix(":3"), true, "stopped inside the loop: \(frames())")
        session.interrupt()
        guard case .failed(let error)? = cell.wait() else { return XCTFail("the loop should end by the interrupt") }
        XCTAssertEqual(error.kind, .interrupted)
        XCTAssertFalse(debugger.pause(), "nothing runs to pause")
    }

    func testVariablesOpenCollectionsInPages() throws {
        debugger.setBreakpoints([3], inSource: "/cells/c.plot")
        let source = "let many = Array(0..<5000)\nlet pair = (low: 1, high: 2)\nlet names = [\"a\": 1]"
        let cell = BackgroundCell(session, source, path: "/cells/c.plot")
        XCTAssertNotNil(log.next())
        let opened = debugger.onSessionThread { inspector -> [String] in
            let many = inspector.describe(.array((0..<5000).map(Value.int)), name: "many", path: "many")
            XCTAssertEqual(many.count, 5000)
            let page = inspector.variables(of: many.reference, start: 4998, count: 10) ?? []
            let first = inspector.variables(of: many.reference) ?? []
            XCTAssertEqual(first.count, DebugInspector.pageLimit)
            let globals = inspector.globals()
            let pair = globals.first { $0.name == "pair" }
            let members = pair.flatMap { inspector.variables(of: $0.reference) } ?? []
            return page.map { "\($0.name)=\($0.value) \($0.evaluateName ?? "")" } + members.map { "\($0.name)=\($0.value)" }
        }
        XCTAssertEqual(opened, ["[4998]=4998 many[4998]", "[4999]=4999 many[4999]", "low=1", "high=2"])
        debugger.resume(.run)
        XCTAssertTrue(isCompleted(cell.wait()))
    }

    func testAStoppedDebuggerNeverStopsCodeAndTheLookIsCheap() throws {
        debugger.finish()
        debugger.setBreakpoints([1], inSource: "/cells/d.plot")
        XCTAssertFalse(debugger.isActive)
        XCTAssertTrue(isCompleted(run("let a = 1", path: "/cells/d.plot")))
        XCTAssertEqual(log.count, 0)
        XCTAssertEqual(debugger.onSessionThread { $0.globals().map(\.name) }, ["a"], "an idle session answers at once")
    }

    func testStatementLinesAreWhereBreakpointsCanStop() {
        let source = """
            // a comment
            func f(_ xs: [Int]) -> [Int] {

                return xs.map { x in
                    x * 2
                }
            }
            let ys = f([1])
            """
        let parsed = Parser.parse(SourceFile(name: "t", text: source))
        XCTAssertEqual(parsed.statementLines.sorted(), [2, 4, 5, 8])
    }

    // MARK: Helpers

    private func isCompleted(_ outcome: CellOutcome?) -> Bool {
        if case .completed? = outcome { return true }
        if case .failed(let error)? = outcome { XCTFail(error.rendered) }
        return false
    }

    private func displayResult(_ outcome: CellOutcome?) -> String? {
        guard case .completed(let result)? = outcome else { return nil }
        return result.map(displayText(of:))
    }
}

import Foundation
import JupyterKernel
import PlotlineCore
import PlotlineTestSupport
import Synchronization
import XCTest

@testable import PlotlineKernel
import PlotlineFeeds

/// Two kernels' interpreters in one process, side by side, as docs/architecture.md ('One owner: the session')
/// describes them: each session owns its settings, renderer, feeds, live sources, themes, binding reports and
/// displays, and runs on a thread of its own.
final class TwoSessionsTests: XCTestCase {
    private struct Kernel {
        let renderer = CountingRenderer()
        let interpreter: PlotlineInterpreter
        var count = 0

        init() {
            interpreter = PlotlineInterpreter(renderer: renderer)
        }

        mutating func run(_ code: String) -> (ExecutionOutcome, RecordingOutput) {
            count += 1
            let output = RecordingOutput()
            return (interpreter.execute(ExecuteRequest(code: code, executionCount: count), output: output), output)
        }
    }

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-two-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func chart(following path: String, title: String) -> String {
        """
        let samples = Feed()
        samples.follow("\(path)")
        let graph = XYGraph(width: 200, height: 100)
        graph.title = "\(title)"
        let line = ScatterPlot(identifier: "line")
        line.bind(.xValues, to: samples, withKeyPath: "arrangedObjects.t")
        line.bind(.yValues, to: samples, withKeyPath: "arrangedObjects.v")
        graph.add(line)
        graph
        """
    }

    func testSettingsRendererFeedsAndLiveSourcesBelongToOneSession() throws {
        let pathA = scratch.appendingPathComponent("a.csv").path
        let pathB = scratch.appendingPathComponent("b.csv").path
        try "t,v\n0,1\n".write(toFile: pathA, atomically: true, encoding: .utf8)
        try "t,v\n0,5\n1,6\n".write(toFile: pathB, atomically: true, encoding: .utf8)
        var a = Kernel()
        var b = Kernel()
        _ = a.run("session.scale = 1\nsession.formats = [\"png\", \"svg\"]")
        let (_, shownA) = a.run(chart(following: pathA, title: "A"))
        let (_, shownB) = b.run(chart(following: pathB, title: "B"))

        XCTAssertEqual(a.renderer.renders.map(\.scale), [1, 1], "A renders at its own scale, in its formats")
        XCTAssertEqual(a.renderer.renders.map(\.format), [.png, .svg])
        XCTAssertEqual(b.renderer.renders.map(\.scale), [2], "B keeps the default scale and formats")
        XCTAssertEqual(a.interpreter.session.context.feeds.liveFeeds.feeds.count, 1)
        XCTAssertEqual(b.interpreter.session.context.feeds.liveFeeds.feeds.count, 1)
        XCTAssertEqual(b.run("samples.count").1.results.first?.bundle.data["text/plain"], "2")

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: pathA))
        handle.seekToEndOfFile()
        handle.write(Data("1,2\n".utf8))
        try handle.close()
        let publisherA = RecordingPublisher()
        let publisherB = RecordingPublisher()
        let deadline = Date().addingTimeInterval(5)
        while publisherA.updates.isEmpty, Date() < deadline {
            _ = a.interpreter.performIdleWork(publisher: publisherA)
            _ = b.interpreter.performIdleWork(publisher: publisherB)
            Thread.sleep(forTimeInterval: 0.02)
        }
        XCTAssertEqual(publisherA.updates.map(\.displayID), [shownA.results.first?.displayID].compactMap { $0 },
                       "the line appended to A's file updates A's chart")
        XCTAssertTrue(publisherB.updates.isEmpty, "and nothing of B's")
        XCTAssertEqual(b.run("samples.count").1.results.first?.bundle.data["text/plain"], "2")
        XCTAssertNotNil(shownB.results.first?.displayID)
        a.interpreter.shutdown(restart: false)
        XCTAssertFalse(a.interpreter.session.perform { a.interpreter.session.context.feeds.liveFeeds.feeds.first?.isLive ?? false })
        XCTAssertEqual(b.run("samples.isLive").1.results.first?.bundle.data["text/plain"], "true",
                       "stopping A's sources leaves B's running")
        b.interpreter.shutdown(restart: false)
    }

    func testThemesSnapshotsAndBindingReportsStayInTheirSession() throws {
        var a = Kernel()
        var b = Kernel()
        let (themeOutcome, _) = a.run("""
            var mine = Theme(name: "Mine", basedOn: .slate)
            Theme.register(mine)
            """)
        guard case .ok = themeOutcome else { return XCTFail("registering failed: \(themeOutcome)") }
        guard case .ok = a.run("XYGraph().apply(Theme(named: \"Mine\"))").0 else { return XCTFail("A finds its theme") }
        guard case .error(let missing) = b.run("Theme(named: \"Mine\")").0 else { return XCTFail("B must not") }
        XCTAssertEqual(missing.value, "there is no theme named 'Mine'")

        _ = a.run("session.scale = 3")
        _ = a.run("let g = XYGraph(width: 100, height: 50)\nlet still = g.snapshot()")
        _ = b.run("let g = XYGraph(width: 100, height: 50)\nlet still = g.snapshot()")
        XCTAssertEqual(a.renderer.renders.map(\.scale), [3], "A's snapshot at A's scale, through A's renderer")
        XCTAssertEqual(b.renderer.renders.map(\.scale), [2])

        let failing = """
            let feed = Feed(records: [["n": 1]])
            let h = XYGraph()
            h.bind("title", to: feed, withKeyPath: "@count", options: ["valueTransformer": { n in n == 2 ? nil! : "ok" }])
            """
        _ = a.run(failing)
        _ = b.run("1")
        let (_, appended) = a.run("feed.append([\"n\": 2])")
        XCTAssertTrue(appended.streams.contains { $0.name == .stderr && $0.text.contains("binding of XYGraph.title") },
                      "A reports its own binding failure: \(appended.streams)")
        let (_, other) = b.run("2")
        XCTAssertTrue(other.streams.isEmpty, "B reports nothing of A's")
    }

    func testCellsOfTwoSessionsRunAtTheSameTimeEachOnItsOwnThread() {
        let a = Kernel()
        let b = Kernel()
        let threads = ThreadBox()
        let group = DispatchGroup()
        for kernel in [a, b] {
            let handed = HandOff(kernel)
            DispatchQueue.global().async(group: group) {
                var kernel = handed.value
                let (outcome, output) = kernel.run("var total = 0\nfor i in 0..<200000 { total += i }\ntotal")
                threads.record(kernel.interpreter.session.perform { Thread.current }, outcome: outcome, output: output)
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(threads.results, ["19999900000", "19999900000"])
        XCTAssertEqual(threads.distinctThreads, 2, "each session has a thread of its own")
    }
}

/// Collects what two concurrent cells produced.
private final class ThreadBox: Sendable {
    private struct Collected {
        var threads: [ObjectIdentifier] = []
        var results: [String] = []
    }

    private let collected = Mutex(Collected())

    func record(_ thread: Thread, outcome: ExecutionOutcome, output: RecordingOutput) {
        let identifier = ObjectIdentifier(thread)
        var text: String?
        if case .ok = outcome, case .string(let result)? = output.results.first?.bundle.data["text/plain"] {
            text = result
        }
        collected.withLock { collected in
            collected.threads.append(identifier)
            if let text { collected.results.append(text) }
        }
    }

    var results: [String] {
        collected.withLock { $0.results }
    }

    var distinctThreads: Int {
        collected.withLock { Set($0.threads).count }
    }
}

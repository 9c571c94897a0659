import JupyterKernel
import PlotlineCore
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// What a user's hand does to an interactive chart besides moving it: the hover readout, clicks on points and
/// legend entries, and the callbacks (Core Plot's delegates as closures) with their errors.
final class ChartWidgetCallbackTests: XCTestCase {
    private var session: WidgetSession!
    private var commID = ""

    private let chart = """
        let graph = XYGraph(width: 400, height: 250)
        graph.title = "Callbacks"
        let line = ScatterPlot(identifier: "latency", x: [0, 10, 20], y: [0, 5, 2])
        graph.add(line)
        graph.defaultPlotSpace.xRange = PlotRange(location: 0, length: 20)
        graph.defaultPlotSpace.yRange = PlotRange(location: 0, length: 5)
        graph
        """

    override func setUp() {
        session = WidgetSession()
        session.connectWidgetManager()
        commID = session.run(chart).recordedComms.opened.first?.message.commID ?? ""
        XCTAssertFalse(commID.isEmpty)
    }

    private var interpreter: PlotlineInterpreter { session.interpreter }

    @discardableResult
    private func run(_ code: String) -> RecordingOutput { session.run(code) }

    private func value(_ code: String) -> String? { session.value(code) }

    private func send(_ content: JSONObject) -> RecordingPublisher {
        session.sendCustom(commID, content)
        return session.idle()
    }

    private func customMessages(_ publisher: RecordingPublisher, type: String) -> [JSONObject] {
        publisher.recordedComms.sent.compactMap { $0.data["content"]?.objectValue }.filter { $0["type"]?.stringValue == type }
    }

    /// Where data point (x, y) is in the frame, in points from its top left.
    private func location(x: Double, y: Double) throws -> (Double, Double) {
        let graph = try XCTUnwrap(interpreter.session.value(named: "graph")?.graph)
        graph.layoutIfNeeded()
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        let at = space.mapping(in: graph.plotAreaFrame.plotArea.frame).viewPoint(forPlotPoint: Point(x: x, y: y))
        return (at.x - graph.bounds.minX, at.y - graph.bounds.minY)
    }
}

extension ChartWidgetCallbackTests {
    func testHoverReadsOutTheNearestPointThroughTheAxes() throws {
        let (x, y) = try location(x: 10, y: 5)
        let readout = try XCTUnwrap(customMessages(send(["type": "hover", "seq": 4, "x": .double(x + 5), "y": .double(y + 3)]), type: "readout").first)
        XCTAssertEqual(readout["seq"], 4)
        XCTAssertEqual(readout["text"], "latency\nx 10   y 5")
        XCTAssertEqual(readout["x"]?.doubleValue ?? 0, x, accuracy: 1e-9)

        let (farX, farY) = try location(x: 5, y: 4.5)
        let nothing = try XCTUnwrap(customMessages(send(["type": "hover", "seq": 5, "x": .double(farX), "y": .double(farY)]), type: "readout").first)
        XCTAssertEqual(nothing["text"], .null, "no point within reach: the readout hides")
    }

    func testOnRangeChangeRunsForEachChangedRangeAfterAGestureAndMayChangeTheModel() {
        run("""
            var changes: [String] = []
            graph.defaultPlotSpace.onRangeChange { range, coordinate in
                changes.append("\\(coordinate) \\(range.location)")
                graph.title = "Moved"
            }
            """)
        let publisher = send(["type": "view", "seq": 1, "x": [5, 10], "y": [0, 5]])
        XCTAssertEqual(value("changes"), #"[".x 5.0"]"#, "y did not change, so only x is reported")
        XCTAssertEqual(publisher.recordedComms.sent.last?.buffers, [Array("png:Moved".utf8)], "the frame shows the callback's change")
        _ = send(["type": "reset", "seq": 2])
        XCTAssertEqual(value("changes.count"), "2")
    }

    func testOnSelectRunsWithTheIndexOfTheClickedPoint() throws {
        run("""
            var picked = -1
            line.onSelect { index in picked = index }
            """)
        let (x, y) = try location(x: 20, y: 2)
        _ = send(["type": "select", "x": .double(x - 2), "y": .double(y - 2)])
        XCTAssertEqual(value("picked"), "2")
    }

    func testOnHoverRunsWithTheDataPointUnderThePointer() throws {
        run("""
            var under = Point(x: -1, y: -1)
            graph.onHover { point in under = point }
            """)
        let (x, y) = try location(x: 15, y: 2.5)
        _ = send(["type": "hover", "seq": 1, "x": .double(x), "y": .double(y)])
        XCTAssertEqual(value("(under.x * 100).rounded() / 100"), "15.0")
        XCTAssertEqual(value("(under.y * 100).rounded() / 100"), "2.5")
    }

    func testACallbackErrorShowsInTheViewAndTheNextCellAndChangesNothingElse() {
        run("graph.defaultPlotSpace.onRangeChange { range, coordinate in undefinedName + 1 }")
        let publisher = send(["type": "view", "seq": 1, "x": [5, 10], "y": [0, 5]])
        let shown = customMessages(publisher, type: "error").first?["text"]?.stringValue ?? ""
        XCTAssertTrue(shown.contains("onRangeChange") && shown.contains("undefinedName"), shown)
        XCTAssertEqual(publisher.recordedComms.sent.filter { $0.data["method"] == "update" }.count, 1, "the frame still comes")
        let next = run("1")
        let stderr = next.streams.filter { $0.name == .stderr }.map(\.text).joined()
        XCTAssertTrue(stderr.contains("error in a chart callback, onRangeChange") && stderr.contains("undefinedName"), stderr)
        XCTAssertTrue(run("2").streams.isEmpty, "reported once")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange.location"), "5.0")
    }

    func testAClickOnALegendEntryHidesItsPlotAndASecondShowsIt() throws {
        run("graph.legend = Legend(graph: graph)")
        let graph = try XCTUnwrap(interpreter.session.value(named: "graph")?.graph)
        let layout = try graph.computeLayout(measurer: graph.context.textMeasurer)
        let entry = try XCTUnwrap(layout.legend?.entries.first).frame
        let click: JSONObject = [
            "type": "select", "x": .double(entry.midX - graph.bounds.minX), "y": .double(entry.midY - graph.bounds.minY),
        ]
        let publisher = send(click)
        XCTAssertEqual(value("line.hidden"), "true")
        XCTAssertEqual(publisher.recordedComms.sent.filter { $0.data["method"] == "update" }.count, 1, "a new frame at once")
        _ = send(click)
        XCTAssertEqual(value("line.hidden"), "false")
    }
}

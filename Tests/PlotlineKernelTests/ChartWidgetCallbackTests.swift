import InterchangeFormats
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

    func testACallbackErrorShowsInTheViewAndTheOutputOfTheCellThatSetItAndChangesNothingElse() throws {
        let setting = run("graph.defaultPlotSpace.onRangeChange { range, coordinate in undefinedName + 1 }")
        let placeholder = try XCTUnwrap(setting.displays.last, "the cell that sets a callback gets a display for its errors")
        XCTAssertEqual(placeholder.bundle.data["text/plain"], "", "empty until a callback fails")
        let publisher = send(["type": "view", "seq": 1, "x": [5, 10], "y": [0, 4]])
        let shown = customMessages(publisher, type: "error").first?["text"]?.stringValue ?? ""
        XCTAssertTrue(shown.contains("onRangeChange") && shown.contains("undefinedName"), shown)
        XCTAssertEqual(shown.components(separatedBy: "Error in ").count, 2, "the chart shows a repeated error once")
        XCTAssertEqual(publisher.recordedComms.sent.filter { $0.data["method"] == "update" }.count, 1, "the frame still comes")
        let update = try XCTUnwrap(publisher.updates.first { $0.displayID == placeholder.displayID })
        let text = update.bundle.data["application/vnd.jupyter.stderr"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("onRangeChange") && text.contains("undefinedName"), text)
        XCTAssertEqual(update.bundle.data["text/plain"]?.stringValue, text)
        XCTAssertTrue(run("1").streams.isEmpty, "shown where it belongs, not again in the next cell")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange.location"), "5.0")

        XCTAssertTrue(text.hasPrefix("error in a chart callback (2 times), onRangeChange"), "x and y changed: \(text)")

        let second = run(#"graph.defaultPlotSpace.onRangeChange { range, coordinate in throw DataError("length \(range.length)") }"#)
        let display = try XCTUnwrap(second.displays.last?.displayID)
        var latest = ""
        for seq in 2...8 {
            let later = send(["type": "view", "seq": .int(seq), "x": [5, .int(10 + seq)], "y": [0, 4]])
            latest = later.updates.last { $0.displayID == display }?.bundle.data["text/plain"]?.stringValue ?? ""
        }
        XCTAssertTrue(latest.hasPrefix("(2 earlier errors not shown)\n"), latest)
        XCTAssertEqual(latest.components(separatedBy: "error in a chart callback").count - 1, ChartWidgets.shownErrors)
        XCTAssertTrue(latest.contains("length 13.0") && !latest.contains("length 6.0"), "the newest are shown: \(latest)")
    }

    func testTheErrorsOfACallbackSetOutsideAWidgetFrontEndGoToTheNextCell() {
        let fresh = WidgetSession()
        let setting = fresh.run(chart + "\ngraph.defaultPlotSpace.onRangeChange { range, coordinate in undefinedName + 1 }")
        XCTAssertTrue(setting.displays.isEmpty, "no widget front end, no callbacks run: no error display")
        fresh.connectWidgetManager()
        let commID = fresh.run("graph").recordedComms.opened.first?.message.commID ?? ""
        fresh.sendCustom(commID, ["type": "view", "seq": 1, "x": [5, 10], "y": [0, 5]])
        _ = fresh.idle()
        let stderr = fresh.run("1").streams.filter { $0.name == .stderr }.map(\.text).joined()
        XCTAssertTrue(stderr.contains("error in a chart callback, onRangeChange") && stderr.contains("undefinedName"), stderr)
        XCTAssertTrue(fresh.run("2").streams.isEmpty, "reported once")
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

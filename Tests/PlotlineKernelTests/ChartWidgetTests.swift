import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineScript
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// Interactive charts in the interpreter (docs/interactive.md): when widgets open, what their state holds, how view
/// requests change the model and come back as frames, and what stays a picture.
final class ChartWidgetTests: XCTestCase {
    private var session: WidgetSession!

    override func setUp() {
        session = WidgetSession()
    }

    private var interpreter: PlotlineInterpreter { session.interpreter }

    private let chart = """
        let graph = XYGraph(width: 400, height: 250)
        graph.title = "Touch"
        graph.add(ScatterPlot(identifier: "p", x: [0, 10, 20], y: [0, 5, 2]))
        graph
        """

    @discardableResult
    private func run(_ code: String) -> RecordingOutput { session.run(code) }

    private func value(_ code: String) -> String? { session.value(code) }

    private func connectWidgetManager() { session.connectWidgetManager() }

    /// Shows the chart to a widget front end; returns the comm id and the cell's output.
    private func showWidget() throws -> (commID: String, output: RecordingOutput) {
        connectWidgetManager()
        let output = run(chart)
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        return (opened.message.commID, output)
    }

    private func sendCustom(_ commID: String, _ content: JSONObject) { session.sendCustom(commID, content) }

    private func idle() -> RecordingPublisher { session.idle() }

    private func frameInfo(_ message: CommMessage) -> JSONObject? {
        message.data["state"]?["frame_info"]?.objectValue
    }
}

extension ChartWidgetTests {
    func testWithoutAWidgetManagerAChartOpensNoComm() {
        let output = run(chart)
        XCTAssertTrue(output.recordedComms.events.isEmpty, "nbclient and consoles see no widget traffic")
        XCTAssertNil(output.results.first?.bundle.data[ChartWidget.viewMIMEType])
    }

    func testAWidgetManagerGetsAnAnywidgetModelWithTheFirstFrameAsABuffer() throws {
        let (commID, output) = try showWidget()
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        XCTAssertEqual(opened.target, "jupyter.widget")
        XCTAssertEqual(opened.message.metadata["version"], "2.1.0")
        let state = try XCTUnwrap(opened.message.data["state"]?.objectValue)
        XCTAssertEqual(state["_model_name"], "AnyModel")
        XCTAssertEqual(state["_view_name"], "AnyView")
        XCTAssertEqual(state["_model_module"], "anywidget")
        XCTAssertEqual(state["chart_id"], .string(commID))
        XCTAssertTrue(state["_esm"]?.stringValue?.contains("export default") ?? false)
        XCTAssertEqual(opened.message.data["buffer_paths"], [["frame"]])
        XCTAssertEqual(opened.message.buffers, [Array("png:Touch".utf8)])
        let info = try XCTUnwrap(state["frame_info"]?.objectValue)
        XCTAssertEqual(info["x_range"], [.double(0), .double(20)])
        XCTAssertEqual(info["width"], 400)
        let result = try XCTUnwrap(output.results.first)
        XCTAssertNil(result.bundle.data[ChartWidget.viewMIMEType], "the view waits until the module has loaded")
        XCTAssertNotNil(result.bundle.data["image/png"])
    }

    func testAReadyViewGivesTheDisplayItsWidgetViewOnce() throws {
        let (commID, output) = try showWidget()
        let displayID = try XCTUnwrap(output.results.first?.displayID)
        sendCustom(commID, ["type": "ready"])
        let publisher = idle()
        XCTAssertEqual(publisher.updates.map(\.displayID), [displayID])
        let view = try XCTUnwrap(publisher.updates.first?.bundle.data[ChartWidget.viewMIMEType])
        XCTAssertEqual(view, ["model_id": .string(commID), "version_major": 2, "version_minor": 1])
        XCTAssertTrue(idle().updates.isEmpty)
    }

    func testAViewRequestMovesTheModelAndIsAnsweredWithAFrame() throws {
        let (commID, _) = try showWidget()
        sendCustom(commID, ["type": "ready"])
        sendCustom(commID, ["type": "view", "seq": 7, "x": [5, 10], "y": [1, 2]])
        let frames = idle().recordedComms.sent.compactMap(frameInfo)
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames.first?["seq"], 7)
        XCTAssertEqual(frames.first?["x_range"], [.double(5), .double(10)])
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange.location"), "5.0")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRangeIsAutomatic"), "false")
    }

    func testANarrowerViewGetsTheChartLaidOutAtItsWidthWithoutEditingTheGraph() throws {
        let (commID, _) = try showWidget()
        sendCustom(commID, ["type": "ready"])
        _ = idle()
        sendCustom(commID, ["type": "resize", "width": 300.5, "ratio": 1])
        let narrow = idle()
        let frame = try XCTUnwrap(narrow.recordedComms.sent.compactMap(frameInfo).last)
        XCTAssertEqual(frame["width"], 300)
        XCTAssertEqual(frame["height"], 250, "the height stays")
        let plot = try XCTUnwrap(frame["plot"]?.arrayValue?.compactMap(\.doubleValue))
        XCTAssertLessThanOrEqual(plot[0] + plot[2], 300, "the plot area is laid out in the narrower frame")
        XCTAssertEqual(value("graph.width"), "400.0", "the graph keeps its own size")
        XCTAssertTrue(narrow.updates.isEmpty, "drawing for the view is not an edit: no display redraws")

        sendCustom(commID, ["type": "resize", "width": 900, "ratio": 1])
        XCTAssertEqual(idle().recordedComms.sent.compactMap(frameInfo).last?["width"], 400, "never wider than the graph")
        sendCustom(commID, ["type": "resize", "width": 950, "ratio": 1])
        XCTAssertTrue(idle().recordedComms.sent.compactMap(frameInfo).isEmpty, "the same size needs no new frame")
        sendCustom(commID, ["type": "resize", "width": 40, "ratio": 1])
        XCTAssertEqual(
            idle().recordedComms.sent.compactMap(frameInfo).last?["width"], JSONValue(points: ChartWidget.narrowestWidth),
            "below the narrowest layout the view scales the picture")
    }

    func testOnlyTheNewestOfSeveralRequestsIsDrawn() throws {
        let (commID, _) = try showWidget()
        for seq in 1...5 {
            sendCustom(commID, ["type": "view", "seq": .int(seq), "x": [.int(seq), .int(seq + 4)], "y": [0, 5]])
        }
        let frames = idle().recordedComms.sent.compactMap(frameInfo)
        XCTAssertEqual(frames.map { $0["seq"] }, [5])
    }

    func testResetGivesBackTheRangesAsTheyWereIncludingAutomatic() throws {
        let (commID, _) = try showWidget()
        let automatic = value("graph.defaultPlotSpace.xRange")
        sendCustom(commID, ["type": "view", "seq": 1, "x": [5, 10], "y": [1, 2]])
        sendCustom(commID, ["type": "view", "seq": 2, "x": [6, 12], "y": [1, 2]])
        _ = idle()
        sendCustom(commID, ["type": "reset", "seq": 3])
        let frames = idle().recordedComms.sent.compactMap(frameInfo)
        XCTAssertEqual(frames.last?["seq"], 3)
        XCTAssertEqual(value("graph.defaultPlotSpace.xRangeIsAutomatic"), "true")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange"), automatic)
    }

    func testSpacesThatDisallowInteractionStayAndGlobalRangesBound() throws {
        let (commID, _) = try showWidget()
        run("graph.defaultPlotSpace.allowsUserInteraction = false")
        sendCustom(commID, ["type": "view", "seq": 1, "x": [5, 10], "y": [1, 2]])
        let frame = idle().recordedComms.sent.compactMap(frameInfo).last
        XCTAssertEqual(frame?["interactive"], false)
        XCTAssertEqual(frame?["seq"], 1, "answered, so the view stops moving its picture")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRangeIsAutomatic"), "true")

        run("""
            graph.defaultPlotSpace.allowsUserInteraction = true
            graph.defaultPlotSpace.globalXRange = PlotRange(location: 0, length: 20)
            """)
        sendCustom(commID, ["type": "view", "seq": 2, "x": [-50, 100], "y": [1, 2]])
        _ = idle()
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange.location"), "0.0")
        XCTAssertEqual(value("graph.defaultPlotSpace.xRange.length"), "20.0")
    }

    func testALaterCellSendsTheFrameAndTheWidgetBundle() throws {
        let (commID, first) = try showWidget()
        let displayID = try XCTUnwrap(first.results.first?.displayID)
        sendCustom(commID, ["type": "ready"])
        _ = idle()
        let output = run("graph.title = \"Moved\"")
        XCTAssertEqual(output.recordedComms.sent.compactMap(frameInfo).count, 1)
        XCTAssertEqual(output.recordedComms.sent.first?.buffers, [Array("png:Moved".utf8)])
        XCTAssertEqual(output.updates.map(\.displayID), [displayID])
        XCTAssertNotNil(output.updates.first?.bundle.data[ChartWidget.viewMIMEType])
    }

    func testGesturesSinceTheLastCellRefreshTheSavedPictureAtTheNextCell() throws {
        let (commID, first) = try showWidget()
        let displayID = try XCTUnwrap(first.results.first?.displayID)
        sendCustom(commID, ["type": "ready"])
        _ = idle()
        sendCustom(commID, ["type": "view", "seq": 1, "x": [5, 10], "y": [1, 2]])
        let publisher = idle()
        XCTAssertTrue(publisher.updates.isEmpty, "a gesture moves the widget only; the page's view is not re-created")
        let output = run("1 + 1")
        XCTAssertEqual(output.updates.map(\.displayID), [displayID])
        XCTAssertTrue(run("2 + 2").updates.isEmpty)
    }

    func testRequestStateAnswersWithTheWholeState() throws {
        let (commID, _) = try showWidget()
        let sender = RecordingCommSender()
        let request = CommMessage(commID: commID, data: ["method": "request_state"])
        XCTAssertTrue(interpreter.handleComm(.message(request), sender: sender))
        let answer = try XCTUnwrap(sender.sent.first)
        XCTAssertEqual(answer.data["method"], "update")
        XCTAssertNotNil(answer.data["state"]?["_esm"]?.stringValue)
        XCTAssertEqual(answer.buffers.count, 1)
    }

    func testReopenedModelCommsAreKeptAndOthersDeclined() throws {
        let (commID, _) = try showWidget()
        let sender = RecordingCommSender()
        XCTAssertTrue(interpreter.handleComm(.open(target: "jupyter.widget", CommMessage(commID: commID)), sender: sender))
        XCTAssertFalse(interpreter.handleComm(.open(target: "jupyter.widget", CommMessage(commID: "other")), sender: sender))
        XCTAssertFalse(interpreter.handleComm(.open(target: "jupyter.widget.control", CommMessage(commID: "c")), sender: sender))
    }

    func testInteractiveFalseGivesAPicture() {
        connectWidgetManager()
        XCTAssertTrue(run(chart.dropLast("graph".count) + "display(graph, interactive: false)")
            .recordedComms.events.isEmpty)
        XCTAssertTrue(run("session.interactive = false\n" + chart).recordedComms.events.isEmpty)
    }

    func testMalformedRequestsChangeNothing() throws {
        let (commID, _) = try showWidget()
        for content: JSONObject in [
            ["type": "view", "x": "wide", "y": [0, 1]],
            ["type": "view", "x": [1, 1], "y": [0, 1]],
            ["type": "view", "x": [0], "y": [0, 1]],
            ["type": "resize", "ratio": -2],
            [:],
        ] {
            sendCustom(commID, content)
        }
        _ = idle()
        XCTAssertEqual(value("graph.defaultPlotSpace.xRangeIsAutomatic"), "true")
    }

    func testTwoSessionsLearnOfWidgetFrontEndsSeparately() {
        connectWidgetManager()
        let other = PlotlineInterpreter(renderer: CountingRenderer())
        let output = RecordingOutput()
        _ = other.execute(ExecuteRequest(code: chart, executionCount: 1), output: output)
        XCTAssertTrue(output.recordedComms.events.isEmpty)
    }
}

// MARK: The missing-extension hint

extension ChartWidgetTests {
    /// Run All sends every cell at once, so a view's `ready` waits behind the cells: it is awaited from the last
    /// cell's end, not from the widget's opening.
    func testAViewHasTheReadyTimeoutFromTheLastCellsEnd() throws {
        let widgets = ChartWidgets(renderer: CountingRenderer(), environment: [:])
        XCTAssertTrue(widgets.handle(.inquiry(target: ChartWidgets.modelTarget), sender: RecordingCommSender()))
        let graph = XYGraph(width: 400, height: 250)
        let widget = try XCTUnwrap(widgets.open(
            for: graph, displayID: "d", parent: .empty, sender: RecordingCommSender(),
            settings: SessionSettings(context: ModelContext())))
        let opened = widget.openedAt
        widgets.noteCellEnded(at: opened + .seconds(2))
        XCTAssertEqual(widgets.checkViewsLoaded(now: opened + .seconds(4)), opened + .seconds(5))
        XCTAssertEqual(widgets.takeErrorReport(), "", "not due while the cells sent with it may still run")
        XCTAssertNil(widgets.checkViewsLoaded(now: opened + .seconds(5)))
        XCTAssertEqual(widgets.takeErrorReport(), ChartWidgets.missingViewHint)
        withExtendedLifetime(graph) {}
    }
}

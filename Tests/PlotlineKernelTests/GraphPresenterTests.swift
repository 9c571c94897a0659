import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// The display owner (docs/displays.md, "One owner"): every graph state is rendered once and serves every display
/// and widget of it, counted in `session.statistics`; displayed graphs stay alive while their output exists; a
/// front end known to load views gets the widget view from the first paint; an animation is never played twice.
final class GraphPresenterTests: XCTestCase {
    private var session: WidgetSession!

    override func setUp() {
        session = WidgetSession()
    }

    private let chart = """
        let graph = XYGraph(width: 400, height: 250)
        graph.title = "Owner"
        graph.add(ScatterPlot(identifier: "p", x: [0, 10, 20], y: [0, 5, 2]))
        graph
        """

    /// `chart` growing in over `seconds` where it is shown.
    private func animatedChart(seconds: Double) -> String {
        chart.dropLast("graph".count) + "graph.animate(xAxisDuration: \(seconds))\ngraph"
    }

    /// The session's statistics as the language reads them.
    private func statistic(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        Int(session.value("session.statistics.\(name)", file: file, line: line) ?? "") ?? -1
    }

    /// Shows `chart` to a widget front end; returns the widget's comm id and the cell's output.
    private func showWidget(cellID: String? = nil) throws -> (commID: String, output: RecordingOutput) {
        session.connectWidgetManager()
        let output = session.run(chart, cellID: cellID)
        return (try XCTUnwrap(output.recordedComms.opened.first?.message.commID), output)
    }

    private func view(_ commID: String, x: [Double], y: [Double], seq: Int) {
        session.sendCustom(commID, ["type": "view", "x": .array(x.map(JSONValue.double)),
                                    "y": .array(y.map(JSONValue.double)), "seq": .int(seq)])
    }
}

// MARK: Render counts

extension GraphPresenterTests {
    func testADisplayIsRenderedOnce() {
        session.run(chart)
        XCTAssertEqual(statistic("renders"), 1)
        XCTAssertEqual(statistic("displayUpdates"), 0)
        session.run("1 + 1")
        XCTAssertEqual(statistic("renders"), 1, "an unchanged graph is not drawn again")
    }

    func testTwoDisplaysOfOneGraphShareOnePicturePerState() {
        session.run(chart)
        session.run("display(graph)")
        XCTAssertEqual(statistic("renders"), 1, "the second display of the same state reuses the picture")
        let changed = session.run("graph.title = \"Changed\"")
        XCTAssertEqual(changed.updates.count, 2)
        XCTAssertEqual(statistic("renders"), 2, "one picture for both updates")
        XCTAssertEqual(statistic("displayUpdates"), 2)
    }

    func testEditsInOneCellAreMergedIntoOnePicture() {
        session.run(chart)
        session.run("graph.title = \"A\"\ngraph.title = \"B\"\ngraph.title = \"C\"")
        XCTAssertEqual(statistic("renders"), 2)
        XCTAssertGreaterThanOrEqual(statistic("updatesCoalesced"), 2, "three edits, one picture")
    }

    func testAnInteractiveDisplayIsRenderedOnceForItsBundleAndItsWidget() throws {
        let (_, output) = try showWidget()
        XCTAssertEqual(statistic("renders"), 1)
        XCTAssertEqual(statistic("framesSent"), 1, "the comm_open carries the first frame")
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        let png = try XCTUnwrap(output.results.first?.bundle.data["image/png"]?.stringValue)
        XCTAssertEqual(opened.message.buffers.first, Array(Data(base64Encoded: png) ?? Data()),
                       "the frame is the display's picture")
    }

    func testAReadyViewOnAScreenLessDenseThanTheFrameIsNotRedrawn() throws {
        let (commID, _) = try showWidget()
        session.sendCustom(commID, ["type": "ready", "ratio": 1])
        let idle = session.idle()
        XCTAssertEqual(idle.updates.count, 1, "the display gains the widget view")
        XCTAssertTrue(idle.recordedComms.sent.isEmpty, "no new frame: the 2× frame is as sharp as a 1× screen shows")
        XCTAssertEqual(statistic("renders"), 1)
    }

    func testAReadyViewOnADenserScreenGetsOneSharperFrame() throws {
        let (commID, _) = try showWidget()
        session.sendCustom(commID, ["type": "ready", "ratio": 3])
        let idle = session.idle()
        XCTAssertEqual(idle.recordedComms.sent.count, 1)
        XCTAssertEqual(statistic("renders"), 2, "the frame at the screen's density is a state of its own")
    }

    func testGesturesAreDrawnNewestOnlyAndTheRestCounted() throws {
        let (commID, _) = try showWidget()
        session.sendCustom(commID, ["type": "ready", "ratio": 2])
        _ = session.idle()
        for step in 1...5 {
            view(commID, x: [Double(step), 20], y: [0, 5], seq: step)
        }
        let idle = session.idle()
        XCTAssertEqual(idle.recordedComms.sent.count, 1, "one frame for five gestures")
        let cell = session.run("1")
        XCTAssertEqual(cell.updates.count, 1, "the cell's end brings the saved picture up to the view's range")
        XCTAssertEqual(statistic("renders"), 2, "the gesture's picture serves that update")
        XCTAssertEqual(statistic("updatesCoalesced"), 4, "four gestures replaced before they were drawn")
    }

    func testAnAnimatedDisplayIsRenderedOnceForPictureAndWidget() throws {
        session.connectWidgetManager()
        let output = session.run(animatedChart(seconds: 0.5))
        XCTAssertEqual(statistic("renders"), 1)
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        XCTAssertEqual(opened.message.data["buffer_paths"], [["frame"], ["animation"]])
    }
}

// MARK: What the page shows

extension GraphPresenterTests {
    func testOnceTheProbeLoadedDisplaysNameTheWidgetViewFromTheFirstPaint() throws {
        let connection = session.connectWidgetManager()
        let probe = try XCTUnwrap(connection.opened.first)
        XCTAssertEqual(probe.target, "jupyter.widget")
        XCTAssertNil(probe.message.data["state"]?["chart_id"], "the probe has no chart and is never displayed")
        let probeSender = RecordingCommSender()
        let ready = CommMessage(commID: probe.message.commID, data: ["method": "custom", "content": ["type": "ready"]])
        XCTAssertTrue(session.interpreter.handleComm(.message(ready), sender: probeSender))
        XCTAssertEqual(probeSender.events.count, 1, "the probe closes once it has answered")
        let output = session.run(chart)
        XCTAssertNotNil(output.results.first?.bundle.data[ChartWidget.viewMIMEType], "interactive from the first paint")
        XCTAssertTrue(session.idle().updates.isEmpty, "nothing replaces the display later")
    }

    func testBeforeViewsAreKnownToLoadADisplayStartsAsAPicture() {
        session.connectWidgetManager()
        let output = session.run(chart)
        XCTAssertNil(output.results.first?.bundle.data[ChartWidget.viewMIMEType])
    }

    func testAnAnimationPlayedAsAPictureIsNotPlayedAgainByTheWidgetThatReplacesIt() throws {
        session.connectWidgetManager()
        let output = session.run(animatedChart(seconds: 0.3))
        let commID = try XCTUnwrap(output.recordedComms.opened.first?.message.commID)
        session.sendCustom(commID, ["type": "ready", "ratio": 2])
        XCTAssertTrue(session.idle().updates.isEmpty, "the picture plays its animation to the end first")
        Thread.sleep(forTimeInterval: 0.35)
        let later = session.idle()
        XCTAssertEqual(later.updates.count, 1, "then the display gains the widget view")
        XCTAssertNotNil(later.updates.first?.bundle.data[ChartWidget.viewMIMEType])
        let forget = try XCTUnwrap(later.recordedComms.sent.first)
        XCTAssertEqual(forget.data["state"]?["animation_info"], .null, "the widget does not play it again")
    }

    func testADisplayedGraphStaysInteractiveAfterItsVariableIsRebound() throws {
        let (commID, _) = try showWidget(cellID: "cell-1")
        session.sendCustom(commID, ["type": "ready", "ratio": 2])
        _ = session.idle()
        session.run("let graph = XYGraph(width: 300, height: 200)\ngraph", cellID: "cell-2")
        view(commID, x: [5, 15], y: [0, 5], seq: 1)
        let idle = session.idle()
        let frame = try XCTUnwrap(idle.recordedComms.sent.first, "the first chart still answers its gestures")
        XCTAssertEqual(frame.commID, commID)
    }

    func testClearingItsOutputReleasesADisplayedGraph() throws {
        let (commID, _) = try showWidget(cellID: "cell-1")
        session.run("let graph = XYGraph(width: 300, height: 200)", cellID: "cell-2")
        session.run("1", cellID: "cell-1")
        let message = CommMessage(commID: commID, data: ["method": "custom", "content": ["type": "reset", "seq": 1]])
        XCTAssertFalse(session.interpreter.handleComm(.message(message), sender: RecordingCommSender()),
                       "the widget closed with its output")
    }
}

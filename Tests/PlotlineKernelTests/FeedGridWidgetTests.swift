import InterchangeFormats
import JupyterKernel
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// A feed shown as a table in the interpreter: the bundle's MIME types, the grid widget a widget front end gets,
/// the pages of rows it asks for over the comm, and how it hears about changes of the feed.
final class FeedGridWidgetTests: XCTestCase {
    private var session: WidgetSession!

    override func setUp() {
        session = WidgetSession()
    }

    private let feed = """
        let feed = Feed(columns: ["i": Array(0..<1000), "label": (0..<1000).map { "row \\($0)" }])
        feed
        """

    /// Shows the feed to a widget front end; returns the grid's comm id and the cell's output.
    private func showGrid() throws -> (commID: String, output: RecordingOutput) {
        session.connectWidgetManager()
        let output = session.run(feed)
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        return (opened.message.commID, output)
    }

    /// The custom messages a publisher sent, as their contents.
    private func customContents(_ publisher: RecordingPublisher) -> [JSONObject] {
        publisher.recordedComms.sent.compactMap { message in
            message.data["method"] == "custom" ? message.data["content"]?.objectValue : nil
        }
    }

    func testAFeedResultIsAnHTMLTableBesideTheTextPreviewWithoutWidgetTraffic() throws {
        let output = session.run(feed)
        XCTAssertTrue(output.recordedComms.events.isEmpty, "nbclient and consoles see no widget traffic")
        let result = try XCTUnwrap(output.results.first)
        XCTAssertNil(result.displayID, "a table without a grid is an execute_result, as pandas' is")
        XCTAssertEqual(Set(result.bundle.data.members.map(\.key)), ["text/html", "text/plain"])
        let html = try XCTUnwrap(result.bundle.data["text/html"]?.stringValue)
        XCTAssertTrue(html.contains("<td>row 999</td>") && html.contains("1,000 rows × 2 columns"))
        let text = try XCTUnwrap(result.bundle.data["text/plain"]?.stringValue)
        XCTAssertTrue(text.hasPrefix("Feed: 1000 records; i (integer), label (text)\n"), text)
        XCTAssertTrue(text.hasSuffix("… 995 more rows"), text)

        let shown = session.run("display(feed)").displays
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(shown.first?.bundle.data["text/html"]?.stringValue, html)
        XCTAssertEqual(session.value("feed.count"), "1000", "other values keep their text")
    }

    func testAWidgetFrontEndGetsAGridModelWithTheColumnsTheCountAndTheFirstRows() throws {
        let (commID, output) = try showGrid()
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        XCTAssertEqual(opened.target, "jupyter.widget")
        XCTAssertEqual(opened.message.metadata["version"], "2.1.0")
        let state = try XCTUnwrap(opened.message.data["state"]?.objectValue)
        XCTAssertEqual(state["_model_name"], "AnyModel")
        XCTAssertEqual(state["_view_module"], "anywidget")
        XCTAssertEqual(state["grid_id"], .string(commID))
        XCTAssertTrue(state["_esm"]?.stringValue?.contains("plotline-grid") ?? false)
        XCTAssertEqual(state["columns"], [
            ["name": "i", "type": "integer", "numeric": true], ["name": "label", "type": "text", "numeric": false],
        ])
        XCTAssertEqual(state["row_count"], 1000)
        XCTAssertEqual(state["counts"], "1,000 rows × 2 columns")
        let first = try XCTUnwrap(state["first_rows"]?.objectValue)
        XCTAssertEqual(first["start"], 0)
        XCTAssertEqual(first["rows"]?.arrayValue?.count, FeedGridWidget.firstRows)
        XCTAssertEqual(first["rows"]?.arrayValue?[7], ["7", "row 7"])

        let result = try XCTUnwrap(output.results.first)
        XCTAssertNotNil(result.displayID, "the display can gain the grid's view later")
        XCTAssertNotNil(result.bundle.data["text/html"])
        XCTAssertNil(result.bundle.data[ChartWidget.viewMIMEType], "the view waits until the module has loaded")

        session.sendCustom(commID, ["type": "ready"])
        let publisher = session.idle()
        XCTAssertEqual(publisher.updates.map(\.displayID), [result.displayID])
        let bundle = try XCTUnwrap(publisher.updates.first?.bundle)
        XCTAssertEqual(bundle.data[ChartWidget.viewMIMEType]?["model_id"], .string(commID))
        XCTAssertNotNil(bundle.data["text/html"], "front ends without the widget keep the table")
        XCTAssertTrue(session.idle().updates.isEmpty)
    }

    func testAPageRequestIsAnsweredWithTheRowsOfItsRangeNewestOnly() throws {
        let (commID, _) = try showGrid()
        session.sendCustom(commID, ["type": "rows", "start": 100, "end": 200, "seq": 1])
        session.sendCustom(commID, ["type": "rows", "start": 500, "end": 600, "seq": 2])
        let answers = customContents(session.idle())
        XCTAssertEqual(answers.count, 1, "a stale request is dropped")
        let answer = try XCTUnwrap(answers.first)
        XCTAssertEqual(answer["type"], "rows")
        XCTAssertEqual(answer["seq"], 2)
        XCTAssertEqual(answer["start"], 500)
        XCTAssertEqual(answer["row_count"], 1000)
        let rows = try XCTUnwrap(answer["rows"]?.arrayValue)
        XCTAssertEqual(rows.count, 100)
        XCTAssertEqual(rows.first, ["500", "row 500"])
        XCTAssertEqual(rows.last, ["599", "row 599"])

        session.sendCustom(commID, ["type": "rows", "start": 990, "end": 1100, "seq": 3])
        XCTAssertEqual(customContents(session.idle()).first?["rows"]?.arrayValue?.count, 10, "rows past the end are left out")
        XCTAssertTrue(customContents(session.idle()).isEmpty, "nothing is answered twice")
    }

    func testAnAnswerIsBoundedInCellsAndNilIsNull() throws {
        session.connectWidgetManager()
        var columns = (0..<500).map { "\"c\($0)\": Array(0..<100)" }
        columns[3] = "\"c3\": (0..<100).map { $0 == 5 ? nil : $0 }"
        let output = session.run("let wide = Feed(columns: [\(columns.joined(separator: ", "))])\nwide")
        let commID = try XCTUnwrap(output.recordedComms.opened.first?.message.commID)
        session.sendCustom(commID, ["type": "rows", "start": 0, "end": 100, "seq": 1])
        let rows = try XCTUnwrap(customContents(session.idle()).first?["rows"]?.arrayValue)
        XCTAssertEqual(rows.count, FeedGridWidget.maximumCells / 500, "the view asks again for the rest")
        XCTAssertEqual(rows[5].arrayValue?[3], .null)
        XCTAssertEqual(rows[5].arrayValue?[4], "5")
    }

    func testAChangedFeedTellsItsGridAtTheEndOfTheCellAndOnlyThen() throws {
        let (commID, _) = try showGrid()
        let output = session.run(#"feed.append(["i": 1000, "label": "appended"])"#)
        let updates = output.recordedComms.sent.filter { $0.data["method"] == "update" }
        XCTAssertEqual(updates.map(\.commID), [commID])
        let state = try XCTUnwrap(updates.first?.data["state"]?.objectValue)
        XCTAssertEqual(state["row_count"], 1001)
        XCTAssertEqual(state["counts"], "1,001 rows × 2 columns")
        XCTAssertTrue(session.run("let unrelated = 1").recordedComms.sent.isEmpty, "an unchanged feed says nothing")
        XCTAssertTrue(session.idle().recordedComms.sent.isEmpty)

        session.sendCustom(commID, ["type": "rows", "start": 1000, "end": 1100, "seq": 4])
        let answer = try XCTUnwrap(customContents(session.idle()).first)
        XCTAssertEqual(answer["rows"], [["1000", "appended"]])
        XCTAssertEqual(answer["revision"], state["revision"])
    }

    func testAFilterTellsTheGridItsArrangedRecords() throws {
        let (commID, _) = try showGrid()
        let output = session.run("feed.filter = { $0.i % 2 == 1 }")
        let state = try XCTUnwrap(output.recordedComms.sent.first?.data["state"]?.objectValue)
        XCTAssertEqual(state["row_count"], 500)
        XCTAssertEqual(state["counts"], "500 rows × 2 columns, filtered from 1,000 records")
        session.sendCustom(commID, ["type": "rows", "start": 0, "end": 2, "seq": 1])
        XCTAssertEqual(customContents(session.idle()).first?["rows"], [["1", "row 1"], ["3", "row 3"]])
    }

    func testRequestStateGivesTheWholeStateAndClearingTheCellClosesTheGrid() throws {
        session.connectWidgetManager()
        let output = RecordingOutput()
        var request = ExecuteRequest(code: feed, executionCount: 1)
        request.cellID = "cell-a"
        _ = session.interpreter.execute(request, output: output)
        let commID = try XCTUnwrap(output.recordedComms.opened.first?.message.commID)
        let sender = RecordingCommSender()
        let stateRequest = CommMessage(commID: commID, data: ["method": "request_state"])
        XCTAssertTrue(session.interpreter.handleComm(.message(stateRequest), sender: sender))
        XCTAssertEqual(sender.sent.first?.data["method"], "update")
        XCTAssertEqual(sender.sent.first?.data["state"]?["row_count"], 1000)

        let rerun = RecordingOutput()
        var again = ExecuteRequest(code: "1", executionCount: 2)
        again.cellID = "cell-a"
        _ = session.interpreter.execute(again, output: rerun)
        XCTAssertTrue(rerun.recordedComms.events.contains { if case .close(let message) = $0 { message.commID == commID } else { false } })
    }

    func testANonInteractiveDisplayIsTheTableOnly() throws {
        session.connectWidgetManager()
        let output = session.run(feed.replacingOccurrences(of: "\nfeed", with: "\ndisplay(feed, interactive: false)"))
        XCTAssertTrue(output.recordedComms.opened.isEmpty)
        XCTAssertNotNil(output.displays.first?.bundle.data["text/html"])
    }

    func testAFollowedFileReachesTheGridWhileIdleAtMostAtTheFrameRate() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-grid-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: path) }
        try "t,v\n0,1\n".write(to: path, atomically: true, encoding: .utf8)
        session.connectWidgetManager()
        let output = session.run("session.frameRate = 2\nlet samples = Feed()\nsamples.follow(\"\(path.path)\")\nsamples")
        let commID = try XCTUnwrap(output.recordedComms.opened.first?.message.commID)
        defer { session.interpreter.shutdown(restart: false) }

        func append(_ line: String) throws {
            let handle = try FileHandle(forWritingTo: path)
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try handle.close()
        }
        /// The row counts the grid is told while idle until `count` arrives (or 5 s pass).
        func idleUntil(rowCount count: Int) -> [JSONValue] {
            var told: [JSONValue] = []
            let deadline = Date().addingTimeInterval(5)
            while !told.contains(.int(count)), Date() < deadline {
                told += session.idle().recordedComms.sent.filter { $0.commID == commID }.compactMap {
                    $0.data["state"]?["row_count"]
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return told
        }
        try append("1,2\n")
        XCTAssertEqual(idleUntil(rowCount: 2), [2])
        let told = ContinuousClock.now
        try append("2,3\n")
        XCTAssertEqual(idleUntil(rowCount: 3), [3])
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - told, .milliseconds(450), "at most frameRate times a second")
    }
}

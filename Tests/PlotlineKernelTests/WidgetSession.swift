import InterchangeFormats
import JupyterKernel
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// A Plotline interpreter driven as a widget front end drives it: cells, comm messages, and the idle work that
/// answers them, all recorded by the output doubles.
final class WidgetSession {
    /// The interpreter under test, drawing with a `CountingRenderer`.
    let interpreter = PlotlineInterpreter(renderer: CountingRenderer())
    private var executionCount = 0

    /// Runs a cell (in the notebook cell `cellID`, when given) and returns what it published; a failing cell fails
    /// the test.
    @discardableResult
    func run(
        _ code: String, cellID: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> RecordingOutput {
        executionCount += 1
        let output = RecordingOutput()
        var request = ExecuteRequest(code: code, executionCount: executionCount)
        request.cellID = cellID
        let outcome = interpreter.execute(request, output: output)
        if case .error(let error) = outcome { XCTFail("cell failed: \(error.value)", file: file, line: line) }
        return output
    }

    /// The `text/plain` of an expression's result.
    func value(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        run(code, file: file, line: line).results.first?.bundle.data["text/plain"]?.stringValue
    }

    /// Asks for the `jupyter.widget` comms, as a widget manager does when it connects, then runs an empty cell;
    /// returns the comms that cell opened (the probe that learns whether views load).
    @discardableResult
    func connectWidgetManager() -> RecordingCommSender {
        let connection = RecordingCommSender()
        XCTAssertTrue(interpreter.handleComm(.inquiry(target: "jupyter.widget"), sender: connection))
        XCTAssertTrue(connection.events.isEmpty, "connecting opens nothing: a notebook only opened stays unmodified")
        return run("").recordedComms
    }

    /// Sends a view's custom message to a widget.
    func sendCustom(_ commID: String, _ content: JSONObject) {
        let message = CommMessage(commID: commID, data: ["method": "custom", "content": .object(content)])
        XCTAssertTrue(interpreter.handleComm(.message(message), sender: RecordingCommSender()))
    }

    /// Runs the idle work once and returns what it published.
    func idle() -> RecordingPublisher {
        let publisher = RecordingPublisher()
        _ = interpreter.performIdleWork(publisher: publisher)
        return publisher
    }
}

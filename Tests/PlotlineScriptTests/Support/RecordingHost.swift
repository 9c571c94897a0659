import PlotlineCore
import PlotlineScript
import XCTest
import PlotlineValues

/// A session host that records everything a cell sends.
final class RecordingHost: SessionHost {
    var stdout = ""
    var stderr = ""
    var displayed: [Value] = []
    var clears: [Bool] = []

    func write(_ text: String, to stream: OutputStreamName) {
        switch stream {
        case .stdout: stdout += text
        case .stderr: stderr += text
        }
    }

    func display(_ value: Value) throws {
        displayed.append(value)
    }

    func clearOutput(wait: Bool) {
        clears.append(wait)
    }
}

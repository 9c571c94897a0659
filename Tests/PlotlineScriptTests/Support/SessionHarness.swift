import PlotlineTestSupport
import PlotlineCore
import PlotlineScript
import XCTest
import PlotlineValues

/// A session over the fake model with helpers to run cells and check their outcome.
final class SessionHarness {
    let session: Session
    let host = RecordingHost()
    private var count = 0

    /// A session over `types` (the fake model unless told otherwise), limited by `memoryBudget`.
    init(types: [TypeDescriptor] = FakeModel.types, memoryBudget: MemoryBudget = MemoryBudget()) {
        session = Session(types: types, memoryBudget: memoryBudget)
    }

    /// Runs a cell and returns its outcome.
    @discardableResult
    func run(_ source: String) -> CellOutcome {
        count += 1
        return session.run(source, cellName: "cell [\(count)]", host: host)
    }

    /// Runs a cell that must succeed and returns its result's display text ("" when none).
    @discardableResult
    func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch run(source) {
        case .completed(let result):
            return result.map(displayText(of:)) ?? ""
        case .failed(let error):
            XCTFail("unexpected error:\n\(error.rendered)", file: file, line: line)
            return ""
        }
    }

    /// Runs a cell that must fail and returns its error.
    func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        switch run(source) {
        case .completed(let result):
            XCTFail("expected an error, got \(result.map(displayText(of:)) ?? "nothing")", file: file, line: line)
            return nil
        case .failed(let error):
            return error
        }
    }

    /// The display text of a global.
    func global(_ name: String) -> String? {
        session.value(named: name).map(displayText(of:))
    }
}

import PlotlineCore
@testable import PlotlineScript
import XCTest

/// A test case of the language over a fresh session of the real model for each test: `value` runs a cell that must
/// succeed and returns its result's display text, `error` runs one that must fail and returns its error.
class LanguageTestCase: XCTestCase {
    var harness = SessionHarness(types: ModelTypes.all)

    override func setUp() {
        super.setUp()
        harness = SessionHarness(types: ModelTypes.all)
    }

    @discardableResult
    func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        harness.error(source, file: file, line: line)
    }
}

import PlotlineCore
@testable import PlotlineScript
import XCTest

/// A model object that is a `ScriptSequence` (a feed) iterates like an array: `for`, the sequence methods,
/// `Array(...)`, the sequence properties, and collection operators through key-value coding.
final class ModelSequenceTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
        harness.session.interpreter.defineBuiltin("runs", .object(FakeCollection(records: [
            ["id": .int(1), "total": .int(10)], ["id": .int(2), "total": .int(30)], ["id": .int(3), "total": .int(20)],
        ])))
    }

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    func testForInIteratesTheRecords() {
        XCTAssertEqual(value("var s = 0\nfor r in runs { s += r[\"total\"]! }\ns"), "60")
        XCTAssertEqual(value("var ids: [Int] = []\nfor r in runs where r[\"total\"]! > 15 { ids.append(r[\"id\"]!) }\nids"), "[2, 3]")
        XCTAssertEqual(value("var n = 0\nfor r in runs { runs.append([\"id\": 9]); n += 1; if n > 10 { break } }\nn"), "3",
                       "a loop iterates the records there were when it started")
    }

    func testSequenceMethodsAndProperties() {
        XCTAssertEqual(value("runs.map { $0[\"id\"]! }"), "[1, 2, 3]")
        XCTAssertEqual(value("runs.filter { $0[\"total\"]! > 15 }.count"), "2")
        XCTAssertEqual(value("runs.reduce(0) { $0 + $1[\"total\"]! }"), "60")
        XCTAssertEqual(value("runs.count"), "3")
        XCTAssertEqual(value("runs.isEmpty"), "false")
        XCTAssertEqual(value("runs.first![\"id\"]!"), "1")
        XCTAssertEqual(value("Array(runs).count"), "3")
        XCTAssertEqual(value("runs.name + \" \" + String(runs.recordCount)"), "\"runs 3\"", "its own members stay")
    }

    func testKeyPathsAndCollectionOperators() {
        XCTAssertEqual(value("runs.value(forKeyPath: \"@max.total\")"), "30")
        XCTAssertEqual(value("runs.value(forKeyPath: \"@sum.total\")"), "60")
        XCTAssertEqual(value("0...runs.value(forKeyPath: \"@max.total\")"), "0...30")
    }

    func testUnknownMembersSuggestSequenceMembersToo() {
        let error = harness.error("runs.fillter { $0 }")
        XCTAssertEqual(error?.message, "Collection has no method 'fillter'")
        XCTAssertEqual(error?.hint, "did you mean 'filter'?")
    }
}

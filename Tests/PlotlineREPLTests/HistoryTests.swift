import Foundation
import XCTest

@testable import PlotlineREPL

final class HistoryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-history-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var file: HistoryFile {
        HistoryFile(url: directory.appendingPathComponent("nested/repl_history"))
    }
}

extension HistoryTests {
    func testARepeatedInputMovesToTheEndAndBlankInputsAreNotKept() {
        let history = History(file: nil)
        for input in ["a", "b", "a", "   ", "", "c  \n"] { history.record(input) }
        XCTAssertEqual(history.entries, ["b", "a", "c"])
    }

    func testOnlyTheNewestEntriesAreKept() {
        let history = History(file: nil, limit: 3)
        for number in 1...5 { history.record("\(number)") }
        XCTAssertEqual(history.entries, ["3", "4", "5"])
    }

    func testEntriesSurviveARestartWithLineBreaksAndBackslashes() throws {
        let first = History(file: file)
        first.record("for i in 0..<3 {\n    print(\"a\\nb\")\n}")
        first.record("let path = \"C:\\\\data\"")
        XCTAssertNil(first.saveError)
        let second = History(file: file)
        XCTAssertEqual(second.entries, first.entries)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").count, 2, "one line per input")
    }

    func testTheFileIsReadableByItsOwnerOnly() throws {
        History(file: file).record("secret")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testTwoREPLsSavingTheSameFileKeepEachOthersInputs() {
        let one = History(file: file)
        let two = History(file: file)
        one.record("from one")
        two.record("from two")
        one.record("again one")
        XCTAssertEqual(History(file: file).entries, ["from one", "from two", "again one"])
    }

    func testTheDefaultFileFollowsXDGThenHome() {
        XCTAssertEqual(
            HistoryFile.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])?.path,
            "/data/plotline/repl_history")
        XCTAssertEqual(HistoryFile.defaultURL(environment: ["HOME": "/home/u"])?.path, "/home/u/.local/share/plotline/repl_history")
        XCTAssertNil(HistoryFile.defaultURL(environment: [:]))
    }

    func testEncodingRoundTrips() {
        for entry in ["plain", "a\nb", "back\\slash", "\\n literally", "ends with \\"] {
            XCTAssertEqual(HistoryFile.decode(HistoryFile.encode(entry)), entry)
            XCTAssertFalse(HistoryFile.encode(entry).contains("\n"))
        }
    }

    func testAnUnwritableFileIsReportedNotThrown() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocker")
        _ = FileManager.default.createFile(atPath: blocker.path, contents: Data())
        let history = History(file: HistoryFile(url: blocker.appendingPathComponent("history")))
        history.record("x")
        XCTAssertNotNil(history.saveError)
        XCTAssertEqual(history.entries, ["x"], "the session keeps its history")
    }
}

import XCTest

@testable import PlotlineREPL

final class CompletionListTests: XCTestCase {}

extension CompletionListTests {
    func testCandidatesRunDownTheColumnsFirst() {
        let lines = CompletionList.lines(for: ["a", "b", "c", "d", "e"], columns: 9, maximumRows: 10)
        XCTAssertEqual(lines, ["a  c  e", "b  d"])
    }

    func testLongListsAreCutWithACount() {
        let candidates = (1...50).map { "name\($0)" }
        let lines = CompletionList.lines(for: candidates, columns: 20, maximumRows: 4)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines.last, "… and 44 more")
    }

    func testTheCommonPrefixIsCountedInCharacters() {
        XCTAssertEqual(CompletionList.commonPrefix(of: ["majorTick", "majorGrid", "major"]), "major")
        XCTAssertEqual(CompletionList.commonPrefix(of: ["é1", "é2"]), "é")
        XCTAssertEqual(CompletionList.commonPrefix(of: ["x"]), "x")
        XCTAssertEqual(CompletionList.commonPrefix(of: []), "")
    }
}

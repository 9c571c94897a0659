import PlotlineValues
import XCTest

/// "Did you mean": the closest candidate by edit distance, a change of case costing half an edit.
final class SuggestionTests: XCTestCase {

    func testATypoFindsItsName() {
        let names = ["title", "plotAreaFrame", "defaultPlotSpace", "axisSet"]
        XCTAssertEqual(Suggestion.closest(to: "titel", among: names), "title", "a transposition is one edit")
        XCTAssertEqual(Suggestion.closest(to: "axisset", among: names), "axisSet", "a change of case is half an edit")
        XCTAssertEqual(Suggestion.closest(to: "defaultPlotSpac", among: names), "defaultPlotSpace")
        XCTAssertNil(Suggestion.closest(to: "legend", among: names), "nothing close enough")
        XCTAssertNil(Suggestion.closest(to: "title", among: ["title"]), "the name itself is no suggestion")
    }

    func testDistancesCountEditsAndHalfEditsOfCase() {
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance("ab", "ba"), 1)
        XCTAssertEqual(Suggestion.editDistance("Width", "width"), 0.5)
        XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(Suggestion.editDistance("é", "É"), 0.5, "case is the Unicode one")
    }

    func testNamesFarApartInLengthAreNotSuggested() {
        let long = String(repeating: "x", count: 50_000)
        XCTAssertNil(Suggestion.closest(to: long, among: ["x", "xx", "title"]))
        XCTAssertEqual(Suggestion.closest(to: "widthh", among: ["width", "w"]), "width", "within the limit still counts")
    }
}

import OrderedCollections
import PlotlineCore
@testable import PlotlineScript
import XCTest
import PlotlineValues

/// The text a display shows of one value (a result's `text/plain`, `print`, the REPL) is cut off after
/// `Value.displayTextLimit` bytes and ends in `… (N more elements)`, N counting what was left out, or
/// `… (N more bytes)` for a string; building it never builds the whole text.
final class DisplayTextCapTests: XCTestCase {
    private let limit = Value.displayTextLimit

    /// How many of `pieces` (each written after a separator of `separatorBytes`, after an opening bracket) fit.
    private func fittingCount(_ pieces: [String], separatorBytes: Int) -> Int {
        var bytes = 1
        for (index, piece) in pieces.enumerated() {
            let separator = index > 0 ? separatorBytes : 0
            guard bytes + separator + piece.utf8.count <= limit else { return index }
            bytes += separator + piece.utf8.count
        }
        return pieces.count
    }

    func testAHugeArrayEndsWithTheCountOfElementsLeftOut() {
        let count = 1_000_000
        let text = displayText(of: .array((0..<count).map(Value.int)))
        let shown = fittingCount((0..<count).map { String($0) }, separatorBytes: 2)
        XCTAssertTrue(text.hasSuffix("… (\(count - shown) more elements)"), String(text.suffix(60)))
        XCTAssertTrue(text.hasPrefix("[0, 1, 2, 3, "))
        XCTAssertLessThanOrEqual(text.utf8.count, limit + 40)
        let beforeMarker = text.dropLast("… (\(count - shown) more elements)".count)
        XCTAssertTrue(beforeMarker.hasSuffix(", \(shown - 1), ") || beforeMarker.hasSuffix(", \(shown - 1) "), "whole elements only")
    }

    func testANestedArrayCountsItsOwnElements() {
        let row = Value.array(Array(repeating: .double(1.5), count: 1000))
        let grid = Value.array(Array(repeating: row, count: 3000))
        let text = displayText(of: grid)
        let rowText = "[" + Array(repeating: "1.5", count: 1000).joined(separator: ", ") + "]"
        let wholeRows = fittingCount(Array(repeating: rowText, count: 3000), separatorBytes: 2)
        XCTAssertTrue(text.hasSuffix(" … (\(3000 - wholeRows) more elements)"), String(text.suffix(60)))
        XCTAssertLessThanOrEqual(text.utf8.count, limit + 40)
    }

    func testADictionaryCountsItsEntries() {
        var entries = OrderedDictionary<Value, Value>()
        for index in 0..<200_000 { entries[.string("key\(index)")] = .int(index) }
        let text = displayText(of: .dictionary(entries))
        let shown = fittingCount((0..<200_000).map { "\"key\($0)\": \($0)" }, separatorBytes: 2)
        XCTAssertTrue(text.hasSuffix("… (\(200_000 - shown) more elements)"), String(text.suffix(60)))
        XCTAssertTrue(text.hasPrefix("[\"key0\": 0, \"key1\": 1"))
    }

    func testALongStringEndsWithTheBytesLeftOut() {
        let string = String(repeating: "é", count: 200_000)
        let printed = Value.displayedPrintText([.string(string)], separator: " ", terminator: "\n")
        XCTAssertTrue(printed.hasSuffix("… (300000 more bytes)\n"), String(printed.suffix(40)))
        XCTAssertTrue(printed.hasPrefix(String(repeating: "é", count: 50_000)), "the cut falls between characters")
        let shown = displayText(of: .string(string + "\n"))
        XCTAssertTrue(shown.hasPrefix("\"éé"))
        XCTAssertTrue(shown.hasSuffix("… (300003 more bytes)"), String(shown.suffix(40)))
        let escaped = displayText(of: .string(String(repeating: "a\n", count: 100_000)))
        XCTAssertTrue(escaped.hasPrefix("\"a\\na\\n"))
        XCTAssertTrue(escaped.hasSuffix("… (133334 more bytes)"), String(escaped.suffix(40)))
    }

    func testSmallValuesAreShownWhole() {
        XCTAssertEqual(displayText(of: .array([.int(1), .string("a\"b\n"), .array([])])), "[1, \"a\\\"b\\n\", []]")
        XCTAssertEqual(displayText(of: .dictionary([:])), "[:]")
        XCTAssertEqual(Value.displayedPrintText([.string("x"), .int(2)], separator: "-", terminator: "!"), "x-2!")
        let exact = String(repeating: "z", count: limit)
        XCTAssertEqual(Value.displayedPrintText([.string(exact)], separator: "", terminator: ""), exact, "up to the cap, nothing is cut")
    }

    func testShowingAHugeSharedValueLooksOnlyAtWhatItShows() {
        let page = Value.string(String(repeating: "x", count: 8 << 20))
        let pages = Value.array(Array(repeating: page, count: 1_000_000))
        let text = displayText(of: pages)
        XCTAssertTrue(text.hasSuffix("… (1000000 more elements)"), String(text.suffix(60)))
        XCTAssertLessThanOrEqual(text.utf8.count, limit + 40)
    }

    func testPrintAndResultsInACellAreCut() {
        let harness = SessionHarness()
        harness.value("let row = Array(repeating: 1.5, count: 1000)\nlet grid = Array(repeating: row, count: 3000)\nprint(grid)")
        XCTAssertTrue(harness.host.stdout.hasSuffix(" more elements)\n"), String(harness.host.stdout.suffix(60)))
        XCTAssertLessThanOrEqual(harness.host.stdout.utf8.count, limit + 41)
        XCTAssertTrue(harness.value("grid").hasSuffix(" more elements)"))
        XCTAssertEqual(harness.value("\"\\(grid)\".count"), "15006000", "interpolation makes the whole text, as a value")
    }
}

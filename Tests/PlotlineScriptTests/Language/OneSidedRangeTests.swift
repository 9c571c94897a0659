@testable import PlotlineScript
import XCTest

/// One-sided ranges, `a...`, `..<b` and `...b`: slices, `switch` cases, `for` loops with `break`, what they print,
/// and the errors of the places that need both bounds.
final class OneSidedRangeTests: LanguageTestCase {

    func testSlicesOfArrays() {
        value("let xs = [10, 20, 30, 40]")
        XCTAssertEqual(value("xs[2...]"), "[30, 40]")
        XCTAssertEqual(value("xs[..<2]"), "[10, 20]")
        XCTAssertEqual(value("xs[...1]"), "[10, 20]")
        XCTAssertEqual(value("xs[4...]"), "[]", "from the end is empty, as in Swift")
        XCTAssertEqual(value("xs[..<xs.count].count"), "4")
        XCTAssertEqual(value("let n = 1\nxs[n...].first!"), "20")
    }

    func testSwitchCasesAndContains() {
        value("""
            func band(_ v: Double) -> String {
                switch v {
                case ..<0.1: return "low"
                case 0.1..<1: return "mid"
                case 1...: return "high"
                default: return "nan"
                }
            }
            """)
        XCTAssertEqual(value("[band(0.05), band(0.1), band(0.99), band(1), band(1e9)]"),
                       "[\"low\", \"mid\", \"mid\", \"high\", \"high\"]")
        value("func size(_ n: Int) -> String { switch n { case ...5: return \"small\"; case 6...: return \"large\"; default: return \"?\" } }")
        XCTAssertEqual(value("[size(Int.min), size(5), size(6), size(Int.max)]"), "[\"small\", \"small\", \"large\", \"large\"]")
        XCTAssertEqual(value("[(..<5).contains(4), (..<5).contains(5), (...5).contains(5), (2.5...).contains(-1)]"),
                       "[true, false, true, false]")
        XCTAssertEqual(value("[(3...).lowerBound, (..<8).upperBound]"), "[3, 8]")
    }

    func testAForLoopStepsThroughAnEndlessRangeUntilBreak() {
        XCTAssertEqual(value("var seen: [Int] = []\nfor i in 3... { if i > 5 { break }; seen.append(i) }\nseen"), "[3, 4, 5]")
    }

    func testTheyPrintAsSwiftPrintsThem() {
        XCTAssertEqual(value("\"\\(2...)\""), "\"PartialRangeFrom<Int>(lowerBound: 2)\"")
        XCTAssertEqual(value("\"\\(..<2.5)\""), "\"PartialRangeUpTo<Double>(upperBound: 2.5)\"")
        XCTAssertEqual(value("String(describing: ...3)"), "\"PartialRangeThrough<Int>(upperBound: 3)\"")
    }

    func testTheParserTellsThemFromInfixRanges() {
        XCTAssertEqual(value("[0...3, 0..<3].count"), "2")
        XCTAssertEqual(value("let a = 1, b = 3\n(a...b).count"), "3")
        let spaced = error("let r = ..< 5")
        XCTAssertEqual(spaced?.message, "'..<' before a value makes a one-sided range and is written against it")
        XCTAssertEqual(spaced?.hint, "write '..<5', or give the range both bounds ('0..<5')")
        XCTAssertEqual(error("let r = 1... 5")?.message, "'...' has whitespace on one side only")
    }

    func testPlacesThatNeedBothBoundsSaySo() {
        let outOfBounds = error("[1, 2][3...]")
        XCTAssertEqual(outOfBounds?.message, "range 3... is out of bounds for an array of 2 elements")
        XCTAssertEqual(outOfBounds?.hint, "valid indices are 0..<2")
        XCTAssertEqual(error("for i in ..<3 { print(i) }")?.message,
                       "for-in loop requires 'PartialRangeUpTo<Int>' to conform to 'Sequence'")
        let endless = error("(1...).map { $0 * 2 }")
        XCTAssertEqual(endless?.message, "'PartialRangeFrom<Int>' never ends, so '1...' cannot be listed or mapped")
        XCTAssertEqual(endless?.hint, "give it an upper bound (1..<10), or loop over it and 'break'")
        XCTAssertEqual(error("(..<3).lowerBound")?.message, "value of type 'PartialRangeUpTo<Int>' has no member 'lowerBound'")
        XCTAssertEqual(error("Int.random(in: 0...)")?.message, "Int.random(in:) needs a non-empty integer range")
        XCTAssertEqual(error("Double.random(in: ...1.0)")?.message, "Double.random(in:) needs a non-empty range")
        XCTAssertEqual(error("let r = \"a\"...")?.message,
                       "postfix operator '...' cannot be applied to an operand of type 'String'")
    }
}

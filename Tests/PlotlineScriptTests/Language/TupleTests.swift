import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Tuples: literals with and without labels, `.0` and `.label`, destructuring, tuple types (a function's labelled
/// result), equality, `switch` over tuple patterns, and their errors.
final class TupleTests: LanguageTestCase {

    func testLiteralsMembersAndDestructuring() {
        XCTAssertEqual(value("let pair = (404, \"missing\")\npair"), "(404, \"missing\")")
        XCTAssertEqual(value("pair.0 + 1"), "405")
        XCTAssertEqual(value("let point = (x: 1.5, y: -2)\n[point.x, point.1]"), "[1.5, -2.0]")
        XCTAssertEqual(value("let (code, text) = pair\ntext + \" \\(code)\""), "\"missing 404\"")
        XCTAssertEqual(value("var moved = point\nmoved.x = 10\n[moved.x, point.x]"), "[10.0, 1.5]", "a tuple is a value")
        XCTAssertEqual(value("[(1, 2) == (1, 2), (1, 2) == (2, 1)]"), "[true, false]")
        XCTAssertEqual(value("var total = 0\nfor (n, word) in [(1, \"one\"), (2, \"two\")] { total += n * word.count }\ntotal"), "9")
        XCTAssertEqual(value("type(of: point)"), "\"(x: Double, y: Int)\"")
    }

    func testATupleTypeLabelsAFunctionsResult() {
        value("""
            func extremes(_ values: [Double]) -> (lowest: Double, highest: Double) {
                return (values.min() ?? 0, values.max() ?? 0)
            }
            """)
        XCTAssertEqual(value("let e = extremes([3, 1, 4])\n[e.lowest, e.highest]"), "[1.0, 4.0]")
        XCTAssertEqual(value("let typed: (Int, String) = (1, \"a\")\ntyped"), "(1, \"a\")")
        XCTAssertEqual(error("let wrong: (Int, String) = (1, 2)")?.kind, .typeError)
        XCTAssertEqual(error("let mislabelled: (a: Int, b: Int) = (b: 1, a: 2)")?.kind, .typeError)
    }

    func testSwitchOverTuplePatterns() {
        value("""
            func quadrant(_ p: (Double, Double)) -> String {
                switch p {
                case (0, 0): return "origin"
                case (0, _), (_, 0): return "on an axis"
                case (let x, let y) where x > 0 && y > 0: return "first"
                default: return "elsewhere"
                }
            }
            """)
        XCTAssertEqual(value("[quadrant((0, 0)), quadrant((0, 3)), quadrant((2, 0)), quadrant((1, 1)), quadrant((-1, 1))]"),
                       "[\"origin\", \"on an axis\", \"on an axis\", \"first\", \"elsewhere\"]")
        XCTAssertEqual(value("""
            var kind = ""
            switch (200, "GET") {
            case (200..<300, "GET"): kind = "read"
            case (200..<300, _): kind = "write"
            case let (code, _): kind = "failed \\(code)"
            }
            kind
            """), "\"read\"", "a catch-all tuple of bindings makes the switch exhaustive")
    }

    func testTupleErrors() {
        let missing = error("let p = (x: 1, y: 2)\np.z")
        XCTAssertEqual(missing?.message, "value of tuple type '(x: Int, y: Int)' has no member 'z'")
        XCTAssertEqual(missing?.hint, "did you mean 'x'?")
        XCTAssertEqual(error("let p = (x: 1, y: 2)\np.width")?.hint, "its members are .x, .y")
        XCTAssertEqual(error("let one = (a: 1)")?.message, "a tuple needs at least two elements")
        XCTAssertEqual(error("let dup = (a: 1, a: 2)")?.message, "cannot create a tuple with a duplicate element label")
        XCTAssertEqual(error("let (a, b, c) = (1, 2)")?.message, "cannot destructure a value of type '(Int, Int)' into 3 names")
    }
}

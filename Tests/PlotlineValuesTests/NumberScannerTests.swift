import Foundation
import PlotlineValues
import XCTest

/// Number text read without Foundation: the fast path for short decimals gives exactly the Double `strtod` gives.
final class NumberScannerTests: XCTestCase {
    func testShortDecimalsReadAsTheCorrectlyRoundedDouble() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...17, using: &generator)
            let point = Int.random(in: 0...digits, using: &generator)
            var text = Int.random(in: 0...3, using: &generator) == 0 ? "-" : ""
            for index in 0..<digits {
                if index == point { text += "." }
                text += String(Int.random(in: 0...9, using: &generator))
            }
            if point == digits { text += "." }
            guard let expected = Double(text) else { continue }
            let read = NumberScanner.number(in: text)
            XCTAssertEqual(read?.value.bitPattern, expected.bitPattern, text)
            XCTAssertEqual(read?.isIntegral, false, text)
        }
    }

    func testTheGrammarIsKept() {
        for text in ["1.2.3", ".", "-.", "1..2", "1.5x", "--1.5", "1,5", "0x1.8", "1.5e", "nan"] {
            XCTAssertNil(NumberScanner.number(in: text), text)
        }
        XCTAssertEqual(NumberScanner.number(in: " -0.0 ")?.value.sign, .minus)
        XCTAssertEqual(NumberScanner.number(in: "12345678901234567.25")?.value, 12_345_678_901_234_567.25)
        XCTAssertEqual(NumberScanner.number(in: "1.5e3")?.value, 1500)
        XCTAssertEqual(NumberScanner.number(in: "0.0000000000000000000000001")?.value, 1e-25)
    }
}

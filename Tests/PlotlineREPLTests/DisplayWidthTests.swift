import XCTest

@testable import PlotlineREPL

final class DisplayWidthTests: XCTestCase {}

extension DisplayWidthTests {
    func testLatinIsOneCellAndCJKAndEmojiTwo() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("漢字"), 4)
        XCTAssertEqual(DisplayWidth.of("한글"), 4)
        XCTAssertEqual(DisplayWidth.of("ｶﾀ"), 2, "half-width katakana is narrow")
        XCTAssertEqual(DisplayWidth.of("Ａ"), 2, "full-width Latin is wide")
        XCTAssertEqual(DisplayWidth.of("👍"), 2)
        XCTAssertEqual(DisplayWidth.of("👩‍💻"), 2, "a ZWJ sequence is one picture")
        XCTAssertEqual(DisplayWidth.of("❤️"), 2, "VS16 asks for emoji presentation")
    }

    func testCombiningMarksJoinTheirLetter() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of(Character("\u{301}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{200B}")), 0, "a zero-width space is a format character")
    }
}

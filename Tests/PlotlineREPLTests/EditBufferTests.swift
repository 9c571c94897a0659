import XCTest

@testable import PlotlineREPL

final class EditBufferTests: XCTestCase {}

extension EditBufferTests {
    func testInsertingInTheMiddleMovesTheCursorAfterTheText() {
        var buffer = EditBuffer("graph.tile", cursor: 8)
        buffer.insert("t")
        XCTAssertEqual(buffer.text, "graph.title")
        XCTAssertEqual(buffer.cursor, 9)
    }

    func testACombiningAccentTypedAfterItsLetterJoinsIt() {
        var buffer = EditBuffer("cafe")
        buffer.insert("\u{301}")
        XCTAssertEqual(buffer.characters.count, 4, "é is one grapheme cluster")
        XCTAssertEqual(buffer.cursor, 4)
        buffer.deleteBackward()
        XCTAssertEqual(buffer.text, "caf", "Backspace removes the whole cluster")
    }

    func testScalarOffsetsCountCodePoints() {
        let buffer = EditBuffer("👩‍💻 x", cursor: 2)
        XCTAssertEqual(buffer.scalarCursor, 4, "the ZWJ sequence is three scalars, then a space")
        XCTAssertEqual(buffer.characterIndex(ofScalarOffset: 4), 2)
        XCTAssertEqual(buffer.characterIndex(ofScalarOffset: 1), 1, "inside a cluster rounds up to its end")
    }

    func testWordMovesSkipPunctuationAndStopAtWordEdges() {
        var buffer = EditBuffer("graph.axisSet.xAxis = 12")
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 22)
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 14)
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 6)
        buffer.moveWordRight()
        XCTAssertEqual(buffer.cursor, 13)
    }

    func testKillsReturnWhatTheyDelete() {
        var buffer = EditBuffer("let total = runs.count", cursor: 12)
        XCTAssertEqual(buffer.killToLineEnd(), "runs.count")
        XCTAssertEqual(buffer.killToLineStart(), "let total = ")
        XCTAssertEqual(buffer.text, "")
        buffer.setText("print(a, bb)")
        buffer.moveLeft()
        XCTAssertEqual(buffer.deleteWordBackward(), "bb")
        XCTAssertEqual(buffer.text, "print(a, )")
        XCTAssertEqual(buffer.deleteWordForward(), ")")
    }

    func testCtrlWDeletesBackToWhiteSpace() {
        var buffer = EditBuffer("let x = graph.axisSet")
        XCTAssertEqual(buffer.deleteToWhitespaceBackward(), "graph.axisSet")
        XCTAssertEqual(buffer.deleteToWhitespaceBackward(), "= ")
        XCTAssertEqual(buffer.text, "let x ")
    }

    func testKillAtTheEndOfALineJoinsTheNextLine() {
        var buffer = EditBuffer("a {\n    b\n}", cursor: 3)
        XCTAssertEqual(buffer.killToLineEnd(), "\n")
        XCTAssertEqual(buffer.text, "a {    b\n}")
    }

    func testLineWiseMovesStayOnTheirLine() {
        var buffer = EditBuffer("for x in xs {\n    print(x)\n}", cursor: 20)
        XCTAssertEqual(buffer.lineIndex, 1)
        buffer.moveToLineStart()
        XCTAssertEqual(buffer.cursor, 14)
        buffer.moveToLineEnd()
        XCTAssertEqual(buffer.cursor, 26)
        XCTAssertEqual(String(buffer.textBeforeCursorOnLine), "    print(x)")
    }

    func testUpAndDownKeepTheDisplayColumnAcrossWideCharacters() {
        var buffer = EditBuffer("漢字abc\nxyzuvw")
        XCTAssertTrue(buffer.moveLineUp())
        XCTAssertEqual(buffer.cursor, 4, "column 6 on the first line is after 漢字ab")
        XCTAssertFalse(buffer.moveLineUp())
        XCTAssertTrue(buffer.moveLineDown())
        XCTAssertEqual(buffer.cursor, 12)
        XCTAssertFalse(buffer.moveLineDown())
    }

    func testDeletingARangeBeforeTheCursorShiftsIt() {
        var buffer = EditBuffer("abcdef", cursor: 5)
        buffer.delete(1..<3)
        XCTAssertEqual(buffer.text, "adef")
        XCTAssertEqual(buffer.cursor, 3)
    }
}

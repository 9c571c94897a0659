import XCTest

@testable import PlotlineREPL

final class EditorRendererTests: XCTestCase {
    private func draw(_ text: String, cursor: Int? = nil, columns: Int = 20, prompt: String = ">>> ") -> ScreenEmulator {
        var screen = ScreenEmulator(columns: columns, rows: 8)
        var renderer = EditorRenderer()
        let characters = Array(text)
        let view = EditorView(
            prompt: prompt, continuationPrompt: "... ", characters: characters, cursor: cursor ?? characters.count,
            promptStyle: nil)
        screen.feed(renderer.render(view, columns: columns))
        return screen
    }
}

extension EditorRendererTests {
    func testAShortLineSitsAfterThePromptWithTheCursorAtItsEnd() {
        let screen = draw("6 * 7")
        XCTAssertEqual(screen.lines[0], ">>> 6 * 7")
        XCTAssertEqual(screen.row, 0)
        XCTAssertEqual(screen.column, 9)
    }

    func testALongLineBreaksAtTheWindowsWidth() {
        let screen = draw("abcdefghijklmnopqrstuvwxyz", cursor: 20)
        XCTAssertEqual(Array(screen.lines.prefix(2)), [">>> abcdefghijklmnop", "qrstuvwxyz"])
        XCTAssertEqual(screen.row, 1)
        XCTAssertEqual(screen.column, 4, "the cursor is before 'u'")
    }

    func testTextFillingTheRowExactlyPutsTheCursorOnTheNextRow() {
        let screen = draw("abcdefghijklmnop")
        XCTAssertEqual(screen.lines[0], ">>> abcdefghijklmnop")
        XCTAssertEqual(screen.row, 1)
        XCTAssertEqual(screen.column, 0)
    }

    func testAWideCharacterThatDoesNotFitMovesToTheNextRow() {
        let screen = draw("abcdefghijklmno漢字", columns: 20)
        XCTAssertEqual(screen.lines[0], ">>> abcdefghijklmno", "one cell stays empty at the margin")
        XCTAssertEqual(screen.lines[1], "漢字")
        XCTAssertEqual(screen.row, 1)
        XCTAssertEqual(screen.column, 4)
    }

    func testLaterLinesGetTheContinuationPrompt() {
        let screen = draw("for i in xs {\n    print(i)\n}", cursor: 18)
        XCTAssertEqual(Array(screen.lines.prefix(3)), [">>> for i in xs {", "...     print(i)", "... }"])
        XCTAssertEqual(screen.row, 1)
        XCTAssertEqual(screen.column, 8)
    }

    func testRedrawingReplacesWhatWasDrawnBeforeIncludingRowsThatAreNoLongerNeeded() {
        var screen = ScreenEmulator(columns: 20, rows: 8)
        var renderer = EditorRenderer()
        let long = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        screen.feed(renderer.render(EditorView(prompt: ">>> ", continuationPrompt: "... ", characters: long, cursor: 3, promptStyle: nil), columns: 20))
        XCTAssertEqual(screen.row, 0)
        screen.feed(renderer.render(EditorView(prompt: ">>> ", continuationPrompt: "... ", characters: Array("ab"), cursor: 2, promptStyle: nil), columns: 20))
        XCTAssertEqual(Array(screen.lines.prefix(3)), [">>> ab", "", ""])
        XCTAssertEqual(screen.column, 6)
    }

    func testMovingBelowLeavesTheCursorUnderTheLastRowOfTheInput() {
        var screen = ScreenEmulator(columns: 20, rows: 8)
        var renderer = EditorRenderer()
        screen.feed(renderer.render(EditorView(prompt: ">>> ", continuationPrompt: "... ", characters: Array("a\nb\nc"), cursor: 0, promptStyle: nil), columns: 20))
        XCTAssertEqual(screen.row, 0)
        screen.feed(renderer.moveBelow())
        XCTAssertEqual(screen.row, 3)
        XCTAssertEqual(screen.column, 0)
    }

    func testAStyledPromptKeepsItsWidth() {
        var screen = ScreenEmulator(columns: 20, rows: 8)
        var renderer = EditorRenderer()
        screen.feed(renderer.render(EditorView(prompt: ">>> ", continuationPrompt: "... ", characters: Array("x"), cursor: 1, promptStyle: "\u{1B}[1;32m"), columns: 20))
        XCTAssertEqual(screen.lines[0], ">>> x")
        XCTAssertEqual(screen.column, 5)
    }
}

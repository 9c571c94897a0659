import PlotlineCore
import PlotlineScript
import XCTest

@testable import PlotlineREPL

final class LineEditorTests: XCTestCase {
    private let left = "\u{1B}[D"
    private let right = "\u{1B}[C"
    private let up = "\u{1B}[A"
    private let down = "\u{1B}[B"
    private let ctrlA = "\u{1}", ctrlC = "\u{3}", ctrlD = "\u{4}", ctrlE = "\u{5}", ctrlG = "\u{7}", ctrlK = "\u{B}"
    private let ctrlL = "\u{C}", ctrlR = "\u{12}", ctrlU = "\u{15}", ctrlW = "\u{17}", ctrlY = "\u{19}", ctrlZ = "\u{1A}"
    private let backspace = "\u{7F}", delete = "\u{1B}[3~", altB = "\u{1B}b", altF = "\u{1B}f", enter = "\r", tab = "\t"

    private struct Run {
        let outcome: EditorOutcome
        let terminal: ScriptedTerminal
        let editor: LineEditor

        func snapshot(_ name: String) -> ScriptedTerminal.Snapshot {
            guard let snapshot = terminal.snapshots[name] else {
                XCTFail("no snapshot '\(name)'")
                return ScriptedTerminal.Snapshot(lines: [""], cursor: (0, 0))
            }
            return snapshot
        }
    }

    /// Runs the editor on typed keys; `"@name"` records the screen under that name.
    private func edit(
        _ keys: [String], services: (any EditorServices)? = nil, history: [String] = [],
        size: TerminalSize = TerminalSize(columns: 40, rows: 12)
    ) throws -> Run {
        let steps: [ScriptedTerminal.Step] = keys.map { $0.hasPrefix("@") ? .snapshot(String($0.dropFirst())) : .keys($0) }
        let terminal = ScriptedTerminal(steps: steps, size: size)
        let store = History(file: nil)
        history.forEach(store.record)
        let editor = LineEditor(
            terminal: terminal, keys: KeyReader(terminal: terminal), services: services ?? StubServices(), history: store)
        return Run(outcome: try editor.readInput(), terminal: terminal, editor: editor)
    }

    private lazy var session = Session(types: ModelTypes.all)
}

// MARK: - Typing and moving

extension LineEditorTests {
    func testEnterSubmitsWhatWasTypedAndLeavesTheCursorBelow() throws {
        let run = try edit(["6 * 7", enter])
        XCTAssertEqual(run.outcome, .submitted("6 * 7"))
        XCTAssertEqual(run.terminal.screen.lines[0], ">>> 6 * 7")
        XCTAssertEqual(run.terminal.screen.row, 1)
        XCTAssertEqual(run.terminal.screen.column, 0)
    }

    func testCtrlAThenTypingInsertsAtTheStart() throws {
        let run = try edit(["world", ctrlA, "hello ", "@screen", ctrlE, "!", enter])
        XCTAssertEqual(run.snapshot("screen").cursorLine, ">>> hello world")
        XCTAssertEqual(run.snapshot("screen").cursor.column, 10)
        XCTAssertEqual(run.outcome, .submitted("hello world!"))
    }

    func testArrowsMoveAndTextIsInsertedAnywhere() throws {
        let run = try edit(["graph.tile", left, left, "t", right, right, "!", enter])
        XCTAssertEqual(run.outcome, .submitted("graph.title!"))
    }

    func testBackspaceAndDeleteRemoveAroundTheCursor() throws {
        let run = try edit(["abcd", left, left, backspace, "@after", delete, enter])
        XCTAssertEqual(run.snapshot("after").cursorLine, ">>> acd")
        XCTAssertEqual(run.snapshot("after").cursor.column, 5)
        XCTAssertEqual(run.outcome, .submitted("ad"))
    }

    func testWordMovesAndKills() throws {
        let run = try edit(["abc def", ctrlA, altF, ctrlK, ctrlA, ctrlY, enter])
        XCTAssertEqual(run.outcome, .submitted(" defabc"))
        let words = try edit(["let x = graph.axisSet", ctrlW, "y", altB, altB, ctrlU, enter])
        XCTAssertEqual(words.outcome, .submitted("x = y"))
    }

    func testCtrlDOnAnEmptyLineEndsTheInputAndOtherwiseDeletes() throws {
        XCTAssertEqual(try edit([ctrlD]).outcome, .endOfInput)
        let run = try edit(["ab", ctrlA, ctrlD, enter])
        XCTAssertEqual(run.outcome, .submitted("b"))
    }

    func testCtrlCDropsTheInputAndStartsANewOne() throws {
        let run = try edit(["garbage", ctrlC, "1", enter])
        XCTAssertEqual(run.outcome, .submitted("1"))
        XCTAssertEqual(Array(run.terminal.screen.lines.prefix(2)), [">>> garbage^C", ">>> 1"])
    }

    func testCtrlLClearsTheScreenAndRedrawsTheInputAtTheTop() throws {
        let cleared = try edit([ctrlC, ctrlC, ctrlC, "abc", "@before", ctrlL, "@after", enter])
        XCTAssertEqual(cleared.snapshot("before").cursor.row, 3)
        XCTAssertEqual(cleared.snapshot("after").lines[0], ">>> abc")
        XCTAssertEqual(cleared.snapshot("after").cursor.row, 0)
        XCTAssertEqual(cleared.outcome, .submitted("abc"))
    }

    func testCtrlZSuspendsThroughTheTerminal() throws {
        let run = try edit(["a", ctrlZ, "b", enter])
        XCTAssertEqual(run.terminal.suspensions, 1)
        XCTAssertEqual(run.outcome, .submitted("ab"))
    }

    func testWideCharactersTakeTwoColumns() throws {
        let run = try edit(["漢字", left, "@cursor", "x", enter])
        XCTAssertEqual(run.snapshot("cursor").cursor.column, 6, "prompt (4) + 漢 (2)")
        XCTAssertEqual(run.outcome, .submitted("漢x字"))
    }

    func testALongInputWrapsAndTheCursorFollows() throws {
        let long = String(repeating: "x", count: 50)
        let run = try edit([long, ctrlA, "@start", ctrlE, "@end", enter], size: TerminalSize(columns: 20, rows: 8))
        XCTAssertEqual(run.snapshot("start").cursor.row, 0)
        XCTAssertEqual(run.snapshot("start").cursor.column, 4)
        XCTAssertEqual(run.snapshot("end").cursor.row, 2)
        XCTAssertEqual(run.snapshot("end").cursor.column, 14)
        XCTAssertEqual(run.snapshot("end").lines[0], ">>> " + String(repeating: "x", count: 16))
    }

    func testAPasteIsInsertedWholeAndNotRun() throws {
        let run = try edit(["\u{1B}[200~let a = 1\r\tlet b = 2\u{1B}[201~", "@pasted", enter])
        XCTAssertEqual(Array(run.snapshot("pasted").lines.prefix(2)), [">>> let a = 1", "...     let b = 2"])
        XCTAssertEqual(run.outcome, .submitted("let a = 1\n    let b = 2"))
    }

    func testUnknownEscapeSequencesChangeNothing() throws {
        let run = try edit(["a", "\u{1B}[15~", "\u{1B}[?62;4c", "b", enter])
        XCTAssertEqual(run.outcome, .submitted("ab"))
    }
}

// MARK: - Multi-line inputs

extension LineEditorTests {
    func testEnterContinuesAnIncompleteInputAtTheSuggestedIndent() throws {
        let run = try edit(["for i in 0..<3 {", enter, "@continued", "print(i)", enter, "}", enter], services: session)
        XCTAssertEqual(run.snapshot("continued").cursorLine, "...", "four spaces of indent after the prompt")
        XCTAssertEqual(run.snapshot("continued").cursor.column, 8)
        XCTAssertEqual(run.outcome, .submitted("for i in 0..<3 {\n    print(i)\n}"))
        XCTAssertEqual(Array(run.terminal.screen.lines.prefix(3)), [">>> for i in 0..<3 {", "...     print(i)", "... }"])
    }

    func testAClosingBraceInAnIndentRemovesOneLevel() throws {
        let run = try edit(["if true {", enter, "if false {", enter, "}", "@closed", enter, "}", enter], services: session)
        XCTAssertEqual(run.snapshot("closed").cursorLine, "...     }")
        XCTAssertEqual(run.outcome, .submitted("if true {\n    if false {\n    }\n}"))
    }

    func testBackspaceInAnIndentRemovesOneLevel() throws {
        let run = try edit(["if true {", enter, backspace, "@dedented", ctrlC, ctrlD], services: session)
        XCTAssertEqual(run.snapshot("dedented").cursorLine, "...")
        XCTAssertEqual(run.snapshot("dedented").cursor.column, 4)
        XCTAssertEqual(run.outcome, .endOfInput)
    }

    func testAnInvalidInputIsSubmittedSoItsErrorShows() throws {
        let run = try edit(["let = )", enter], services: session)
        XCTAssertEqual(run.outcome, .submitted("let = )"))
    }

    func testAltEnterOpensALineWithoutRunning() throws {
        let run = try edit(["1", "\u{1B}\r", "2", enter], services: session)
        XCTAssertEqual(run.outcome, .submitted("1\n2"))
    }

    func testUpAndDownMoveBetweenTheLinesOfAnInput() throws {
        let run = try edit(["if true {", enter, "x", up, "@up", down, "@down", ctrlC, ctrlD], services: session)
        XCTAssertEqual(run.snapshot("up").cursor.row, 0)
        XCTAssertEqual(run.snapshot("down").cursor.row, 1)
    }
}

// MARK: - History

extension LineEditorTests {
    func testUpAndDownWalkHistoryAndComeBackToWhatWasTyped() throws {
        let history = ["let a = 1", "let b = 2", "print(a)"]
        let run = try edit([up, "@1", up, "@2", down, "@3", down, "@4", up, enter], history: history)
        XCTAssertEqual(run.snapshot("1").cursorLine, ">>> print(a)")
        XCTAssertEqual(run.snapshot("2").cursorLine, ">>> let b = 2")
        XCTAssertEqual(run.snapshot("3").cursorLine, ">>> print(a)")
        XCTAssertEqual(run.snapshot("4").cursorLine, ">>>")
        XCTAssertEqual(run.snapshot("4").cursor.column, 4)
        XCTAssertEqual(run.outcome, .submitted("print(a)"))
    }

    func testUpOnlyVisitsEntriesStartingWithWhatWasTyped() throws {
        let history = ["let a = 1", "print(a)", "let b = 2", "print(b)"]
        let run = try edit(["let", up, "@1", up, "@2", up, "@3", down, down, "@draft", enter], history: history)
        XCTAssertEqual(run.snapshot("1").cursorLine, ">>> let b = 2")
        XCTAssertEqual(run.snapshot("2").cursorLine, ">>> let a = 1")
        XCTAssertEqual(run.snapshot("3").cursorLine, ">>> let a = 1", "no older match: nothing changes")
        XCTAssertEqual(run.snapshot("draft").cursorLine, ">>> let")
        XCTAssertEqual(run.outcome, .submitted("let"))
    }

    func testAMultiLineEntryIsRecalledWholeAndUpGoesOnToOlderEntries() throws {
        let history = ["1 + 1", "for i in 0..<2 {\n    print(i)\n}"]
        let run = try edit([up, "@recalled", up, "@older", enter], services: session, history: history)
        XCTAssertEqual(Array(run.snapshot("recalled").lines.prefix(3)), [">>> for i in 0..<2 {", "...     print(i)", "... }"])
        XCTAssertEqual(run.snapshot("recalled").cursor.row, 0, "the cursor is on the first line")
        XCTAssertEqual(run.snapshot("older").cursorLine, ">>> 1 + 1")
        XCTAssertEqual(run.outcome, .submitted("1 + 1"))
    }

    func testCtrlRFindsEntriesContainingTheQuery() throws {
        let history = ["let total = 10", "print(total)", "let x = 1"]
        let run = try edit([ctrlR, "tot", "@found", ctrlR, "@older", enter], history: history)
        XCTAssertEqual(run.snapshot("found").cursorLine, "(reverse-i-search)`tot': print(total)")
        XCTAssertEqual(run.snapshot("found").cursor.column, 31, "the cursor is at the match")
        XCTAssertEqual(run.snapshot("older").cursorLine, "(reverse-i-search)`tot': let total = 10")
        XCTAssertEqual(run.outcome, .submitted("let total = 10"))
    }

    func testCtrlRWithoutAMatchSaysSoAndCtrlGRestoresTheInput() throws {
        let history = ["let total = 10"]
        let run = try edit(["draft", ctrlR, "zzz", "@failed", ctrlG, "@restored", enter], history: history)
        XCTAssertEqual(run.snapshot("failed").cursorLine, "(failed reverse-i-search)`zzz': draft")
        XCTAssertEqual(run.snapshot("restored").cursorLine, ">>> draft")
        XCTAssertEqual(run.outcome, .submitted("draft"))
    }

    func testAnArrowEndsTheSearchKeepingTheMatchForEditing() throws {
        let history = ["let total = 10"]
        let run = try edit([ctrlR, "total", right, "@editing", ctrlE, "0", enter], history: history)
        XCTAssertEqual(run.snapshot("editing").cursorLine, ">>> let total = 10")
        XCTAssertEqual(run.outcome, .submitted("let total = 100"))
    }
}

// MARK: - Completion

extension LineEditorTests {
    func testTabInsertsTheOnlyCandidate() throws {
        let services = StubServices()
        services.candidates = ["XYGraph", "XYAxis", "ScatterPlot"]
        let run = try edit(["let g = XYG", tab, "()", enter], services: services)
        XCTAssertEqual(run.outcome, .submitted("let g = XYGraph()"))
        XCTAssertEqual(services.completionRequests.first?.cursor, 11)
    }

    func testTabWithSeveralCandidatesInsertsTheirCommonPrefixAndListsThem() throws {
        let services = StubServices()
        services.candidates = ["majorIntervalLength", "majorTickLength", "majorGridLineStyle"]
        let run = try edit(["x.ma", tab, "@listed", "I", tab, enter], services: services)
        let lines = run.snapshot("listed").lines
        XCTAssertEqual(lines[0], ">>> x.ma", "the input as it was")
        XCTAssertEqual(Array(lines[1...3]), ["majorIntervalLength", "majorTickLength", "majorGridLineStyle"])
        XCTAssertEqual(run.snapshot("listed").cursorLine, ">>> x.major", "the prompt again, with the common prefix")
        XCTAssertEqual(run.outcome, .submitted("x.majorIntervalLength"))
    }

    func testTabAfterOnlySpacesIndents() throws {
        let run = try edit([tab, "@indented", "x", enter])
        XCTAssertEqual(run.snapshot("indented").cursor.column, 8)
        XCTAssertEqual(run.outcome, .submitted("    x"))
    }

    func testTabCompletesTypeNamesFromTheSession() throws {
        let run = try edit(["XYGr", tab, enter], services: session)
        XCTAssertEqual(run.outcome, .submitted("XYGraph"))
    }

    func testTabCompletesMembersOfAGraphDeclaredEarlierInTheInput() throws {
        let run = try edit(["let graph = XYGraph()", "\u{1B}\r", "graph.axisS", tab, enter], services: session)
        XCTAssertEqual(run.outcome, .submitted("let graph = XYGraph()\ngraph.axisSet"))
    }

    func testTabAfterWideCharactersCountsUnicodeScalars() throws {
        let services = StubServices()
        services.candidates = ["total"]
        let run = try edit(["\"漢字👩‍💻\"; to", tab, enter], services: services)
        XCTAssertEqual(run.outcome, .submitted("\"漢字👩‍💻\"; total"))
        XCTAssertEqual(services.completionRequests.first?.cursor, "\"漢字👩‍💻\"; to".unicodeScalars.count)
    }
}

import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

@testable import PlotlineREPL

final class ReplTests: XCTestCase {
    private let ctrlD = "\u{4}"
    private let up = "\u{1B}[A"
    private let chart = "let g = XYGraph(width: 240, height: 120); g.title = \"First\"; "
        + "g.add(ScatterPlot(identifier: \"s\", x: [1, 2, 3], y: [1, 4, 9])); g"

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-repl-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var environment: [String: String] {
        ["TERM": "xterm-256color", "HOME": directory.path]
    }

    /// Runs a REPL on typed keys (or piped bytes) and returns its terminal and exit status.
    private func run(
        _ input: [String], interactive: Bool = true, images: GraphicsProtocol? = .braille, environment: [String: String]? = nil,
        historyPath: String? = nil, configure: (ScriptedTerminal, Repl) -> Void = { _, _ in }
    ) -> (terminal: ScriptedTerminal, status: Int32, repl: Repl) {
        let terminal = ScriptedTerminal(
            steps: input.map { .keys($0) }, isInteractive: interactive, size: TerminalSize(columns: 60, rows: 400))
        let options = ReplOptions(images: images, historyPath: historyPath, savesHistory: historyPath != nil)
        let repl = Repl(options: options, renderer: CairoGraphRenderer(), terminal: terminal, environment: environment ?? self.environment)
        configure(terminal, repl)
        let status = repl.run()
        return (terminal, status, repl)
    }
}

// MARK: - Pipes and files

extension ReplTests {
    func testPipedLinesPrintTheirResultsWithoutEscapeSequences() {
        let (terminal, status, _) = run(["1 + 2\nprint(\"hi\")\n\"text\"\n"], interactive: false)
        XCTAssertEqual(terminal.output, "3\nhi\n\"text\"\n")
        XCTAssertEqual(status, 0)
    }

    func testPipedInputsSpanLinesUntilTheyAreCompleteAndErrorsDoNotStopTheRest() {
        let input = "for i in 0..<3 {\n    print(i * 10)\n}\nundefinedName\nlet x = 5\nx * 2"
        let (terminal, status, _) = run([input], interactive: false)
        XCTAssertEqual(terminal.output, "0\n10\n20\n10\n")
        XCTAssertEqual(terminal.errorOutput, """
            error: cannot find 'undefinedName' in scope
             --> input [2], line 1, column 1
              |
            1 | undefinedName
              | ^^^^^^^^^^^^^

            """)
        XCTAssertEqual(status, 1, "a failed input makes the exit status 1")
        XCTAssertEqual(terminal.modes, [], "the terminal is left alone")
    }

    func testPipedChartsAreBrailleDrawings() {
        let (terminal, _, _) = run([chart + "\n"], interactive: false, images: nil)
        XCTAssertTrue(terminal.output.contains("First"))
        XCTAssertTrue(terminal.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        XCTAssertFalse(terminal.output.contains("\u{1B}"))
    }

    func testExitStopsReadingAndAnIncompleteLastInputStillRuns() {
        XCTAssertEqual(run(["1\nexit\n2\n"], interactive: false).terminal.output, "1\n")
        let unfinished = run(["[1,\n2"], interactive: false)
        XCTAssertTrue(unfinished.terminal.errorOutput.contains("error:"), "the syntax error of the cut input shows")
        XCTAssertEqual(unfinished.status, 1)
    }
}

// MARK: - Interactive

extension ReplTests {
    func testAnInputIsEchoedWithItsResultAndCtrlDExits() {
        let (terminal, status, _) = run(["6 * 7\r", ctrlD])
        let transcript = terminal.screen.transcript
        XCTAssertTrue(transcript.contains(">>> 6 * 7"), "\(transcript)")
        XCTAssertEqual(transcript[(transcript.firstIndex(of: ">>> 6 * 7") ?? 0) + 1], "42")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(terminal.modes, [.editing, .running, .editing, .original])
    }

    func testErrorsAreRedOnColourTerminalsAndPlainWithNoColor() {
        let red = run(["undefinedName\r", ctrlD])
        XCTAssertTrue(red.terminal.errorOutput.hasPrefix("\u{1B}[31merror: cannot find 'undefinedName' in scope\n"))
        XCTAssertTrue(red.terminal.errorOutput.contains("1 | undefinedName\n  | ^^^^^^^^^^^^^\u{1B}[0m"))
        XCTAssertTrue(red.terminal.screen.transcript.contains("  | ^^^^^^^^^^^^^"))
        var plain = environment
        plain["NO_COLOR"] = "1"
        let uncoloured = run(["undefinedName\r", ctrlD], environment: plain)
        XCTAssertTrue(uncoloured.terminal.errorOutput.hasPrefix("error: cannot find 'undefinedName' in scope\n"))
    }

    func testHelpQueriesArePrinted() {
        let (terminal, _, _) = run(["XYGraph?\r", "help(2)\r", ctrlD])
        XCTAssertTrue(terminal.screen.transcript.contains("XYGraph: class, inherits Graph"))
        XCTAssertTrue(terminal.output.contains("Int"))
    }

    func testAPromptNeverStartsAfterOutputWithoutALineBreak() {
        let (terminal, _, _) = run(["print(\"x\", terminator: \"\")\r", ctrlD])
        XCTAssertTrue(terminal.screen.transcript.contains("x"))
        XCTAssertTrue(terminal.screen.transcript.contains(">>>"))
    }

    func testExitEndsTheSessionWithStatusZero() {
        let (terminal, status, _) = run(["exit\r", "1 + 1\r"])
        XCTAssertEqual(status, 0)
        XCTAssertFalse(terminal.screen.transcript.contains("2"))
        XCTAssertEqual(terminal.modes.last, .original)
    }

    func testInterruptingARunningInputReportsIt() {
        let (terminal, _, _) = run(["print(\"started\"); while true {}\r", "1 + 1\r", ctrlD]) { terminal, repl in
            terminal.onWrite = { text in if text.contains("started") { repl.interrupt() } }
        }
        XCTAssertTrue(terminal.errorOutput.contains("error: execution was interrupted"), terminal.errorOutput)
        XCTAssertTrue(terminal.screen.transcript.contains("2"), "the session goes on")
    }

    func testHistoryIsRecalledAfterARestart() {
        let path = directory.appendingPathComponent("history").path
        _ = run(["let answer = 41 + 1\r", ctrlD], historyPath: path)
        let (terminal, _, _) = run([up, "\r", "answer\r", ctrlD], historyPath: path)
        let transcript = terminal.screen.transcript
        XCTAssertTrue(transcript.contains(">>> let answer = 41 + 1"), "\(transcript)")
        XCTAssertTrue(transcript.contains("42"))
    }
}

// MARK: - Charts

extension ReplTests {
    func testChartsAreBrailleWhenTheTerminalDoesNotAnswerTheQuery() {
        let (terminal, _, repl) = run([chart + "\r", ctrlD], images: nil)
        XCTAssertEqual(repl.graphics, .braille)
        XCTAssertTrue(terminal.output.contains("\u{1B}[c"), "the device attributes were asked")
        XCTAssertTrue(terminal.screen.transcript.contains { $0.contains("First") })
        XCTAssertTrue(terminal.screen.graphicsSequences.isEmpty)
    }

    func testChartsAreSixelWhenTheTerminalAnnouncesIt() throws {
        let (terminal, _, repl) = run([chart + "\r", ctrlD], images: nil) { terminal, _ in
            terminal.answers = ["\u{1B}[c": "\u{1B}[?62;4;22c"]
        }
        XCTAssertEqual(repl.graphics, .sixel)
        let sixel = try XCTUnwrap(terminal.screen.graphicsSequences.first { $0.hasPrefix("\u{1B}P") })
        let decoded = try SixelDecoder(sixel)
        XCTAssertEqual(decoded.width, 480, "240 points at the session's scale of 2")
        XCTAssertEqual(decoded.height, 240)
    }

    func testChartsAreKittyImagesInKitty() throws {
        var kitty = environment
        kitty["KITTY_WINDOW_ID"] = "1"
        let (terminal, _, repl) = run([chart + "\r", ctrlD], images: nil, environment: kitty)
        XCTAssertEqual(repl.graphics, .kitty)
        XCTAssertFalse(terminal.output.contains("\u{1B}[c"), "the environment decided; nothing was asked")
        let sequences = terminal.screen.graphicsSequences.filter { $0.hasPrefix("\u{1B}_G") }
        XCTAssertTrue(sequences.first?.hasPrefix("\u{1B}_Ga=T,f=100,q=2,") ?? false)
        XCTAssertTrue(sequences.last?.hasPrefix("\u{1B}_Gm=0;") ?? false)
        let payload = sequences.map { $0[$0.index(after: $0.firstIndex(of: ";") ?? $0.startIndex)...].dropLast(2) }.joined()
        let png = try XCTUnwrap(Data(base64Encoded: payload))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testAChangedGraphIsShownAgainAfterTheInputThatChangedIt() {
        let (terminal, _, _) = run([chart + "\r", "1 + 1\r", "g.title = \"Second\"\r", ctrlD])
        let transcript = terminal.screen.transcript
        XCTAssertEqual(transcript.filter { $0.contains("↻") }, ["↻ 'Second' changed (shown by input [1]):"])
        XCTAssertTrue(transcript.contains { $0.trimmingCharacters(in: .whitespaces) == "Second" }, "drawn again with its new title")
    }

    func testAGraphChangedInTheInputThatShowsItIsShownOnce() {
        let (terminal, _, _) = run(["let g = XYGraph(); display(g); g.title = \"Later\"\r", ctrlD])
        XCTAssertEqual(terminal.screen.transcript.filter { $0.contains("↻") }.count, 1, "redrawn once at the end")
        let again = run(["let g = XYGraph(); g.title = \"Now\"; g\r", ctrlD])
        XCTAssertTrue(again.terminal.screen.transcript.filter { $0.contains("↻") }.isEmpty)
    }

    func testNoneShowsADescription() {
        let (terminal, _, _) = run([chart + "\r", ctrlD], images: GraphicsProtocol.none)
        XCTAssertTrue(terminal.screen.transcript.contains { $0.hasPrefix("XYGraph \"First\" 240×120") })
    }
}

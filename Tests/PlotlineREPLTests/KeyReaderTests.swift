import XCTest

@testable import PlotlineREPL

final class KeyReaderTests: XCTestCase {}

extension KeyReaderTests {
    func testAnEscapeFollowedByATimeoutIsTheEscapeKey() throws {
        let terminal = ScriptedTerminal(steps: [.keys("\u{1B}"), .timeout, .keys("x")])
        let reader = KeyReader(terminal: terminal)
        XCTAssertEqual(try reader.next(), .key(.escape))
        XCTAssertEqual(try reader.next(), .key(.text("x")))
        XCTAssertEqual(try reader.next(), .endOfInput)
        XCTAssertEqual(try reader.next(), .endOfInput, "the end stays the end")
    }

    func testKeysPutBackAreReadFirst() throws {
        let terminal = ScriptedTerminal(steps: [.keys("b")])
        let reader = KeyReader(terminal: terminal)
        reader.unread([.text("a"), .enter])
        XCTAssertEqual(try reader.next(), .key(.text("a")))
        XCTAssertEqual(try reader.next(), .key(.enter))
        XCTAssertEqual(try reader.next(), .key(.text("b")))
    }

    func testAResizeIsReported() throws {
        let terminal = ScriptedTerminal(steps: [.resize(TerminalSize(columns: 20, rows: 5))])
        XCTAssertEqual(try KeyReader(terminal: terminal).next(), .resized)
    }

    func testATimeoutWithNothingPendingIsReported() throws {
        let terminal = ScriptedTerminal(steps: [])
        XCTAssertEqual(try KeyReader(terminal: terminal).next(timeout: .milliseconds(10)), .timedOut)
    }
}

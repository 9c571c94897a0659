import XCTest

@testable import PlotlineREPL

final class GraphicsDetectorTests: XCTestCase {
    private func detected(_ environment: [String: String]) -> GraphicsProtocol? {
        GraphicsDetector(environment: environment).protocolFromEnvironment
    }
}

extension GraphicsDetectorTests {
    func testKittyIsRecognisedByItsWindowIdOrTerm() {
        XCTAssertEqual(detected(["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]), .kitty)
        XCTAssertEqual(detected(["TERM": "xterm-kitty"]), .kitty)
        XCTAssertEqual(detected(["TERM_PROGRAM": "ghostty", "TERM": "xterm-ghostty"]), .kitty)
    }

    func testITermAndWezTermGetInlineImages() {
        XCTAssertEqual(detected(["TERM_PROGRAM": "iTerm.app"]), .iterm2)
        XCTAssertEqual(detected(["TERM_PROGRAM": "WezTerm"]), .iterm2)
        XCTAssertEqual(detected(["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"]), .iterm2)
    }

    func testOtherTerminalsAreLeftToTheQueryAndDumbOnesGetBraille() {
        XCTAssertNil(detected(["TERM": "xterm-256color"]))
        XCTAssertNil(detected([:]))
        XCTAssertEqual(detected(["TERM": "dumb", "KITTY_WINDOW_ID": "1"]), .braille)
    }

    func testInsideTmuxTheOuterTerminalsVariablesAreIgnored() {
        XCTAssertNil(detected(["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"]))
        XCTAssertNil(detected(["TERM_PROGRAM": "iTerm.app", "TERM": "screen-256color"]))
    }

    func testADeviceAttributesReplyListingFourMeansSixel() {
        XCTAssertTrue(GraphicsDetector.announcesSixel("\u{1B}[?62;4;22c"))
        XCTAssertTrue(GraphicsDetector.announcesSixel("\u{1B}[?63;1;2;4c"))
        XCTAssertTrue(GraphicsDetector.announcesSixel("\u{1B}[?4;6c"))
        XCTAssertFalse(GraphicsDetector.announcesSixel("\u{1B}[?62;22c"))
        XCTAssertFalse(GraphicsDetector.announcesSixel("\u{1B}[?1;2c"), "a VT100 with options")
        XCTAssertFalse(GraphicsDetector.announcesSixel("\u{1B}[?62;14;22c"), "14 is not 4")
        XCTAssertEqual(GraphicsDetector.protocolForReply("\u{1B}[?62;4;22c"), .sixel)
        XCTAssertEqual(GraphicsDetector.protocolForReply("\u{1B}[?62;22c"), .braille)
        XCTAssertEqual(GraphicsDetector.protocolForReply(nil), .braille)
    }
}

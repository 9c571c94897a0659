import XCTest

@testable import PlotlineREPL

final class KeyDecoderTests: XCTestCase {
    private func keys(_ chunks: String...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode(Array($0.utf8)) }
    }
}

extension KeyDecoderTests {
    func testTypedTextArrivesAsOneKeyAndControlBytesAsKeys() {
        XCTAssertEqual(keys("let x\r"), [.text("let x"), .enter])
        XCTAssertEqual(keys("\u{1}\u{5}\u{b}\u{15}\u{17}\u{12}"), [
            .control("a"), .control("e"), .control("k"), .control("u"), .control("w"), .control("r"),
        ])
        XCTAssertEqual(keys("\t\u{7F}\u{8}"), [.tab, .backspace, .backspace])
    }

    func testArrowsHomeEndAndDeleteInEveryEncoding() {
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}OA\u{1B}OH\u{1B}OF"), [.up, .home, .end])
        XCTAssertEqual(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~"), [.home, .end, .home, .end, .home, .end])
        XCTAssertEqual(keys("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z"), [.delete, .pageUp, .pageDown, .backTab])
    }

    func testCtrlAndAltArrowsMoveByWord() {
        XCTAssertEqual(keys("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;3C"), [.wordLeft, .wordRight, .wordLeft, .wordRight])
        XCTAssertEqual(keys("\u{1B}[1;2C"), [.right], "shift alone is a plain move")
    }

    func testAltLettersBackspaceAndEnter() {
        XCTAssertEqual(keys("\u{1B}b\u{1B}F\u{1B}d\u{1B}\u{7F}\u{1B}\r"), [
            .alt("b"), .alt("f"), .alt("d"), .altBackspace, .altEnter,
        ])
    }

    func testUTF8SplitAcrossReadsIsJoined() {
        let bytes = Array("π≈3 漢字 👍".utf8)
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        for byte in bytes { decoded += decoder.decode([byte]) }
        XCTAssertEqual(decoded.map { if case .text(let text) = $0 { return text } else { return "?" } }.joined(), "π≈3 漢字 👍")
        XCTAssertFalse(decoder.isWaiting)
    }

    func testAnEscapeSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertTrue(decoder.isWaiting)
        XCTAssertEqual(decoder.decode([0x5B]), [])
        XCTAssertEqual(decoder.decode([0x44]), [.left])
        XCTAssertFalse(decoder.isWaiting)
    }

    func testALoneEscapeIsReadAsEscapeWhenNothingFollows() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.flush(), [.escape])
        XCTAssertEqual(decoder.decode(Array("a".utf8)), [.text("a")])
    }

    func testABracketedPasteIsOneKeyWithLineBreaksKept() {
        XCTAssertEqual(keys("\u{1B}[200~for i in 0..<3 {\r    print(i)\r}\u{1B}[201~\r"), [
            .paste("for i in 0..<3 {\n    print(i)\n}"), .enter,
        ])
    }

    func testABracketedPasteSplitAcrossReadsIncludingItsEndMarker() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~abc\u{1B}[2".utf8)), [])
        XCTAssertTrue(decoder.isPasting)
        XCTAssertEqual(decoder.decode(Array("01~x".utf8)), [.paste("abc"), .text("x")])
        XCTAssertFalse(decoder.isPasting)
    }

    func testDeviceAttributesRepliesAreNotKeys() {
        XCTAssertEqual(keys("\u{1B}[?62;4;22c"), [.terminalReply("\u{1B}[?62;4;22c")])
        XCTAssertEqual(keys("\u{1B}[12;40R"), [.terminalReply("\u{1B}[12;40R")])
    }

    func testUnknownSequencesAreSkippedWhole() {
        XCTAssertEqual(keys("\u{1B}[2~a"), [.unknown("\u{1B}[2~"), .text("a")])
        XCTAssertEqual(keys("\u{1B}[15;2~"), [.unknown("\u{1B}[15;2~")])
    }

    func testInvalidUTF8BecomesAReplacementCharacter() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0xFF, 0x61]), [.text("\u{FFFD}a")])
        XCTAssertEqual(decoder.decode([0xE6, 0x41]), [.text("\u{FFFD}A")])
    }
}

import InterchangeFormats
import XCTest

/// The one JSON tokenizer both builders stand on: numbers in JSON's grammar, strings with escapes and UTF-8
/// checks, keywords, and the line bookkeeping the feed reader's messages need.
final class JSONLexerTests: XCTestCase {
    private func lex<T>(_ text: String, _ body: (inout JSONLexer) throws -> T) rethrows -> T {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer in
            var lexer = JSONLexer(bytes: UnsafeBufferPointer(buffer))
            return try body(&lexer)
        }
    }

    private func number(_ text: String) -> JSONNumber? {
        lex(text) { try? $0.number() }
    }

    private func failure(_ text: String, _ body: (inout JSONLexer) throws -> Void) -> JSONError? {
        lex(text) { lexer in
            do {
                try body(&lexer)
                return nil
            } catch {
                return error as? JSONError
            }
        }
    }

    func testIntegersStayExactAndEverythingElseIsADouble() {
        XCTAssertEqual(number("0"), .int(0))
        XCTAssertEqual(number("-9223372036854775808"), .int(Int.min))
        XCTAssertEqual(number("9223372036854775807"), .int(Int.max))
        XCTAssertEqual(number("9223372036854775808"), .double(9_223_372_036_854_775_808))
        XCTAssertEqual(number("1.0"), .double(1))
        XCTAssertEqual(number("2.5e-3"), .double(0.0025))
        XCTAssertEqual(number("0.1"), .double(0.1), "correctly rounded")
    }

    func testNumbersOutsideJSONsGrammarAreRejectedAtTheirStart() {
        for text in ["01", "-", "1.", ".5", "1e", "1e+", "+1", "1e999", "-x"] {
            XCTAssertEqual(failure("  " + text) { _ = try $0.number() }, JSONError(.invalidNumber, at: 2), text)
        }
    }

    func testANumberStopsAtTheFirstByteOutsideIt() throws {
        try lex("12,3") { lexer in
            XCTAssertEqual(try lexer.number(), .int(12))
            XCTAssertTrue(lexer.consume(UInt8(ascii: ",")))
            XCTAssertEqual(try lexer.number(), .int(3))
            XCTAssertTrue(lexer.isAtEnd())
        }
    }

    func testStringsUndoEveryEscapeAndJoinSurrogatePairs() throws {
        let text = try lex(#" "a\"b\\c\/d\b\f\n\r\t é \u00e9 \ud83d\ude00 \ud800x" "#) { try $0.string() }
        XCTAssertEqual(text, "a\"b\\c/d\u{8}\u{c}\n\r\t é é 😀 \u{FFFD}x")
    }

    func testBrokenStringsSayWhereAndWhy() {
        XCTAssertEqual(failure(#""abc"#) { _ = try $0.string() }, JSONError(.unexpectedEnd, at: 4))
        XCTAssertEqual(failure("\"a\nb\"") { _ = try $0.string() }, JSONError(.controlCharacterInString, at: 2))
        XCTAssertEqual(failure(#""a\qb""#) { _ = try $0.string() }, JSONError(.invalidEscape, at: 2))
        XCTAssertEqual(failure(#""\u12G4""#) { _ = try $0.string() }, JSONError(.invalidEscape, at: 5))
        XCTAssertEqual(failure("x") { _ = try $0.string() }, JSONError(.unexpectedByte(UInt8(ascii: "x")), at: 0))
        let invalid: [UInt8] = [UInt8(ascii: "\""), 0x61, 0xFF, UInt8(ascii: "\"")]
        let error = invalid.withUnsafeBufferPointer { buffer -> JSONError? in
            var lexer = JSONLexer(bytes: buffer)
            do { _ = try lexer.string(); return nil } catch { return error as? JSONError }
        }
        XCTAssertEqual(error, JSONError(.invalidUTF8, at: 1))
    }

    func testKeywordsAndTheByteWhereOneGoesWrong() throws {
        XCTAssertEqual(try lex(" true") { try $0.keyword() }, .true)
        XCTAssertEqual(try lex("false") { try $0.keyword() }, .false)
        XCTAssertEqual(try lex("null") { try $0.keyword() }, .null)
        XCTAssertEqual(failure("trux") { _ = try $0.keyword() }, JSONError(.unexpectedByte(UInt8(ascii: "x")), at: 3))
        XCTAssertEqual(failure("nul") { _ = try $0.keyword() }, JSONError(.unexpectedEnd, at: 3))
    }

    func testWhitespaceCountsLinesForMessages() {
        lex("\n  \r\n\t 7") { lexer in
            XCTAssertEqual(lexer.peek(), UInt8(ascii: "7"))
            XCTAssertEqual(lexer.line, 3)
            XCTAssertEqual(lexer.position - lexer.lineStart, 2, "column 3, counted from the line's start")
        }
    }
}

@testable import PlotlineScript
import XCTest

final class LexerTests: XCTestCase {
    private func lex(_ source: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        Lexer.tokenize(SourceFile(name: "test", text: source))
    }

    private func kinds(_ source: String) -> [TokenKind] {
        lex(source).tokens.map(\.kind).filter { $0 != .endOfFile }
    }

    private func messages(_ source: String) -> [String] {
        lex(source).diagnostics.map(\.message)
    }
}

// MARK: - Token kinds

extension LexerTests {
    func testIdentifiersKeywordsAndAnonymousParameters() {
        XCTAssertEqual(kinds("let graph = _x9 $0 $12"), [
            .keyword(.let), .identifier("graph"), .punctuator(.equal), .identifier("_x9"),
            .anonymousParameter(0), .anonymousParameter(12),
        ])
        XCTAssertEqual(kinds("true false nil var func if else for in where while repeat break continue return"),
                       [.keyword(.true), .keyword(.false), .keyword(.nil), .keyword(.var), .keyword(.func), .keyword(.if),
                        .keyword(.else), .keyword(.for), .keyword(.in), .keyword(.where), .keyword(.while), .keyword(.repeat),
                        .keyword(.break), .keyword(.continue), .keyword(.return)])
        XCTAssertEqual(kinds("`in` café 名前"), [.identifier("in"), .identifier("café"), .identifier("名前")])
    }

    func testNumbers() {
        XCTAssertEqual(kinds("12 1_000 2.5e-3 0xff 0b1010 0o17 1e3 3.25 1E+2"), [
            .integer(12), .integer(1000), .double(0.0025), .integer(255), .integer(10), .integer(15),
            .double(1000), .double(3.25), .double(100),
        ])
    }

    func testRangeOperatorsAfterIntegersAreNotFractions() {
        XCTAssertEqual(kinds("0...5 0..<5"), [
            .integer(0), .punctuator(.closedRange), .integer(5), .integer(0), .punctuator(.halfOpenRange), .integer(5),
        ])
    }

    func testEveryPunctuatorUsesMaximalMunch() {
        let source = Punctuator.allCases.map(\.rawValue).joined(separator: " ")
        XCTAssertEqual(kinds(source), Punctuator.allCases.map { .punctuator($0) })
        XCTAssertEqual(kinds("a+=1"), [.identifier("a"), .punctuator(.plusEqual), .integer(1)])
        XCTAssertEqual(kinds("a??b"), [.identifier("a"), .punctuator(.questionQuestion), .identifier("b")])
        XCTAssertEqual(kinds("f()->T"), [.identifier("f"), .punctuator(.leftParen), .punctuator(.rightParen), .punctuator(.arrow), .identifier("T")])
    }

    func testStringEscapes() {
        XCTAssertEqual(kinds(#""a\n\t\"b\\ \u{1F600} \u{E9}""#), [.string([.text("a\n\t\"b\\ 😀 é")])])
        XCTAssertEqual(kinds(#""""#), [.string([])])
    }

    func testStringInterpolationHoldsTokens() {
        let tokens = lex(#""x = \(a + f(1)) and \("s")!""#).tokens
        guard case .string(let segments) = tokens[0].kind else { return XCTFail("expected a string") }
        XCTAssertEqual(segments.count, 5)
        XCTAssertEqual(segments[4], .text("!"))
        guard case .interpolation(let inner, _) = segments[1] else { return XCTFail("expected an interpolation") }
        XCTAssertEqual(inner.map(\.kind), [
            .identifier("a"), .punctuator(.plus), .identifier("f"), .punctuator(.leftParen), .integer(1),
            .punctuator(.rightParen), .endOfFile,
        ])
        guard case .interpolation(let nested, _) = segments[3] else { return XCTFail("expected an interpolation") }
        XCTAssertEqual(nested.map(\.kind), [.string([.text("s")]), .endOfFile])
        XCTAssertEqual(segments[0], .text("x = "))
        XCTAssertEqual(segments[2], .text(" and "))
    }

    func testMultiLineStringStripsIndentation() {
        let source = "let s = \"\"\"\n    one\n      two \\(x)\n    \"\"\"\nnext"
        let tokens = lex(source).tokens
        guard case .string(let segments) = tokens[3].kind else { return XCTFail("expected a string") }
        XCTAssertEqual(segments.first, .text("one\n  two "))
        XCTAssertEqual(tokens[4].kind, .identifier("next"))
        XCTAssertTrue(tokens[4].isAtLineStart)
    }
}

// MARK: - Comments, whitespace and locations

extension LexerTests {
    func testCommentsNestLikeSwift() {
        XCTAssertEqual(kinds("a // line comment\n/* outer /* inner */ still comment */ b"), [.identifier("a"), .identifier("b")])
        let tokens = lex("a /* spans\nlines */ b").tokens
        XCTAssertTrue(tokens[1].isAtLineStart, "a block comment spanning lines ends the line")
    }

    func testLocationsCountLinesAndCharacters() {
        let tokens = lex("let x = 1\n  café.title").tokens
        let title = tokens[6]
        XCTAssertEqual(title.kind, .identifier("title"))
        XCTAssertEqual(title.range.start, SourceLocation(line: 2, column: 8, offset: 17))
        XCTAssertEqual(title.range.end, SourceLocation(line: 2, column: 13, offset: 22))
        XCTAssertEqual(title.range.text, "title")
        XCTAssertTrue(tokens[4].isAtLineStart)
        XCTAssertFalse(tokens[5].isAtLineStart)
    }

    func testWhitespaceFlags() {
        let tokens = lex("a -b\n- c").tokens
        XCTAssertTrue(tokens[1].hasLeadingSpace)
        XCTAssertFalse(tokens[1].hasTrailingSpace)
        XCTAssertTrue(tokens[3].isAtLineStart)
        XCTAssertTrue(tokens[3].hasTrailingSpace)
    }
}

// MARK: - Errors

extension LexerTests {
    func testUnterminatedStringIsReportedAtItsStart() {
        let result = lex("let s = \"abc\nlet t = 1")
        XCTAssertEqual(result.diagnostics.map(\.message), ["unterminated string literal"])
        XCTAssertEqual(result.diagnostics.first?.range.start.column, 9)
        XCTAssertEqual(result.diagnostics.first?.isAtEndOfInput, false)
        XCTAssertEqual(result.tokens.map(\.kind).suffix(5), [.keyword(.let), .identifier("t"), .punctuator(.equal), .integer(1), .endOfFile])
        XCTAssertEqual(lex("\"abc").diagnostics.first?.isAtEndOfInput, true)
    }

    func testUnterminatedCommentAndInterpolation() {
        XCTAssertEqual(messages("a /* never closed"), ["unterminated '/*' comment"])
        XCTAssertEqual(lex("a /* never closed").diagnostics.first?.isAtEndOfInput, true)
        XCTAssertEqual(messages("\"\\(a + \n"), ["unterminated string interpolation"])
    }

    func testMalformedNumbersAndCharacters() {
        XCTAssertEqual(messages("12abc"), ["'a' is not a valid digit in integer literal"])
        XCTAssertEqual(messages("0x"), ["expected a digit after integer literal prefix '0x'"])
        XCTAssertEqual(messages("99999999999999999999"), ["integer literal '99999999999999999999' overflows when stored into 'Int'"])
        XCTAssertEqual(messages("x = .5"), ["'.5' is not a valid floating-point literal; it must be written '0.5'"])
        XCTAssertEqual(messages("a @ b"), ["invalid character '@' in source"])
        XCTAssertEqual(messages("a & b"), ["operator '&' is not supported"])
        XCTAssertEqual(messages("\"\\q\""), ["invalid escape sequence in literal"])
        XCTAssertEqual(messages("$x"), ["'$' must be followed by a number, as in '$0'"])
    }

    func testLexingContinuesAfterErrors() {
        let result = lex("a @ b # c")
        XCTAssertEqual(result.diagnostics.count, 2)
        XCTAssertEqual(result.tokens.map(\.kind), [.identifier("a"), .invalid("@"), .identifier("b"), .invalid("#"), .identifier("c"), .endOfFile])
    }
}

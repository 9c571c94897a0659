import XCTest

@testable import InterchangeFormats

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func reason(_ bytes: [UInt8]) -> JSONError.Reason? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch let error as JSONError {
            return error.reason
        } catch {
            return nil
        }
    }

    private func reason(_ text: String) -> JSONError.Reason? { reason(Array(text.utf8)) }

    func testScalars() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse(" true "), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse("\"hi\""), .string("hi"))
    }

    func testNumbers() throws {
        XCTAssertEqual(try parse("0"), .int(0))
        XCTAssertEqual(try parse("-12"), .int(-12))
        XCTAssertEqual(try parse("9223372036854775807"), .int(Int.max))
        XCTAssertEqual(try parse("-9223372036854775808"), .int(Int.min))
        XCTAssertEqual(try parse("9223372036854775808"), .double(9_223_372_036_854_775_808))
        XCTAssertEqual(try parse("2.5"), .double(2.5))
        XCTAssertEqual(try parse("-2.5e-3"), .double(-0.0025))
        XCTAssertEqual(try parse("1E2"), .double(100))
    }

    func testMalformedNumbersAreRejected() {
        for text in ["01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "1e999", "NaN", "Infinity", "-Infinity"] {
            XCTAssertNotNil(reason(text), text)
        }
        XCTAssertEqual(reason("1e999"), .invalidNumber)
    }

    func testObjectKeepsOrderAndLastDuplicate() throws {
        let value = try parse(#"{"b": 1, "a": [true, null], "b": 2}"#)
        XCTAssertEqual(value.objectValue?.keys, ["b", "a"])
        XCTAssertEqual(value["b"], .int(2))
        XCTAssertEqual(value["a"], [true, nil])
    }

    func testLargeObjectWithDuplicates() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k5\": -1"]
        let value = try parse("{" + members.joined(separator: ",") + "}")
        XCTAssertEqual(value.objectValue?.members.count, 100)
        XCTAssertEqual(value["k5"], .int(-1))
        XCTAssertEqual(value["k99"], .int(99))
    }

    func testEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\t\r\b\f""#), .string("a\"b\\c/d\n\t\r\u{8}\u{C}"))
        XCTAssertEqual(try parse(#""\u00e9\u4e2d""#), .string("é中"))
        XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try parse(#""x\ud83dy""#), .string("x\u{FFFD}y"))
        XCTAssertEqual(try parse(#""\ude00""#), .string("\u{FFFD}"))
        XCTAssertEqual(reason(#""\x""#), .invalidEscape)
        XCTAssertEqual(reason(#""\u12g4""#), .invalidEscape)
    }

    func testRawUTF8IsKept() throws {
        XCTAssertEqual(try parse("\"naïve ✓ 😀\""), .string("naïve ✓ 😀"))
    }

    func testInvalidUTF8IsRejected() {
        XCTAssertEqual(reason([0x22, 0xC3, 0x28, 0x22]), .invalidUTF8)
        XCTAssertEqual(reason([0x22, 0x5C, 0x6E, 0xFF, 0x22]), .invalidUTF8)
        XCTAssertEqual(reason([0x22, 0xED, 0xA0, 0x80, 0x22]), .invalidUTF8)
    }

    func testControlCharacterInStringIsRejected() {
        XCTAssertEqual(reason("\"a\nb\""), .controlCharacterInString)
    }

    func testStructuralErrors() {
        XCTAssertEqual(reason(""), .unexpectedEnd)
        XCTAssertEqual(reason("{"), .unexpectedEnd)
        XCTAssertEqual(reason("[1,]"), .unexpectedByte(UInt8(ascii: "]")))
        XCTAssertEqual(reason("{\"a\" 1}"), .unexpectedByte(UInt8(ascii: "1")))
        XCTAssertEqual(reason("{1: 2}"), .unexpectedByte(UInt8(ascii: "1")))
        XCTAssertEqual(reason("[1] x"), .trailingData)
        XCTAssertEqual(reason("tru"), .unexpectedEnd)
        XCTAssertEqual(reason("trux"), .unexpectedByte(UInt8(ascii: "x")))
        XCTAssertEqual(reason("\"abc"), .unexpectedEnd)
    }

    func testDeepNestingThrowsInsteadOfCrashing() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertEqual(reason(text), .tooDeep)
        let allowed = JSONParser.maximumDepth
        let nested = String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed)
        XCTAssertNoThrow(try parse(nested))
    }

    func testParseObjectRequiresAnObject() {
        XCTAssertThrowsError(try JSONParser.parseObject(Array("[1]".utf8))) { error in
            XCTAssertEqual((error as? JSONError)?.reason, .notAnObject)
        }
    }

    func testErrorDescriptionNamesTheOffset() {
        XCTAssertEqual(
            JSONError(.unexpectedByte(UInt8(ascii: "}")), at: 12).description, "invalid JSON at byte 12: unexpected byte '}'")
    }
}

import XCTest

@testable import InterchangeFormats

final class JSONWriterTests: XCTestCase {
    private func text(_ value: JSONValue) throws -> String {
        String(decoding: try JSONWriter.serialize(value), as: UTF8.self)
    }

    func testCompactOutputInKeyOrder() throws {
        let value: JSONValue = ["z": 1, "a": [true, false, nil], "m": ["x": "y"], "d": 2.5]
        XCTAssertEqual(try text(value), #"{"z":1,"a":[true,false,null],"m":{"x":"y"},"d":2.5}"#)
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try text("a\"b\\c\n\t\r\u{8}\u{C}\u{1}/é😀"), #""a\"b\\c\n\t\r\b\f\u0001/é😀""#)
    }

    func testDoubles() throws {
        XCTAssertEqual(try text(.double(1.0)), "1.0")
        XCTAssertEqual(try text(.double(-0.5)), "-0.5")
        XCTAssertEqual(try text(.double(1e-7)), "1e-07")
        XCTAssertEqual(try text(.double(1.5e300)), "1.5e+300")
    }

    func testNonFiniteNumbersThrow() {
        for value in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try JSONWriter.serialize(JSONValue.array([.double(value)]))) { error in
                XCTAssertEqual((error as? JSONError)?.reason, .nonFiniteNumber)
            }
        }
    }

    func testDeepNestingThrowsInsteadOfCrashing() {
        var value: JSONValue = 1
        for _ in 0..<(JSONParser.maximumDepth + 1) { value = [value] }
        XCTAssertThrowsError(try JSONWriter.serialize(value)) { error in
            XCTAssertEqual((error as? JSONError)?.reason, .tooDeep)
        }
    }

    func testRoundTrip() throws {
        let value: JSONValue = [
            "code": "print(\"hi\")\n", "n": -42, "f": 0.1, "list": [1, 2.5, "three", nil, ["deep": [[]]]],
            "unicode": "\u{0}\u{1F}\u{7F}\u{2028}𝄞",
        ]
        XCTAssertEqual(try JSONParser.parse(try JSONWriter.serialize(value)), value)
    }

    func testRoundTripOfDoublesIsExact() throws {
        let doubles = [
            0.1, 1.0 / 3.0, 123_456_789.123_456_78, Double.leastNonzeroMagnitude, 1.7976931348623157e308,
            -2.2250738585072014e-308,
        ]
        for double in doubles {
            XCTAssertEqual(try JSONParser.parse(try JSONWriter.serialize(.double(double))), .double(double))
        }
    }
}

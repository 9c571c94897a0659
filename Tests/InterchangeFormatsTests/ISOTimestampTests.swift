import InterchangeFormats
import XCTest

/// The project's one ISO 8601 writer, in both of its fraction styles.
final class ISOTimestampTests: XCTestCase {
    func testTheHeaderFormAlwaysHasSixDigits() {
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: 0, fraction: .microseconds), "1970-01-01T00:00:00.000000Z")
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: -1, fraction: .microseconds), "1969-12-31T23:59:59.999999Z")
        XCTAssertEqual(
            ISOTimestamp.string(fromMicroseconds: 1_767_268_800_123_456, fraction: .microseconds),
            "2026-01-01T12:00:00.123456Z")
    }

    func testTheTrimmedFormDropsTrailingZerosAndWholeSeconds() {
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: 0), "1970-01-01T00:00:00Z")
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: 1_709_296_205_250_000), "2024-03-01T12:30:05.25Z")
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: -500_000), "1969-12-31T23:59:59.5Z")
    }

    func testMidnightAloneIsADayWhenAskedFor() {
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: 86_400_000_000, dateAloneAtMidnight: true), "1970-01-02")
        XCTAssertEqual(ISOTimestamp.string(fromMicroseconds: 86_400_000_001, dateAloneAtMidnight: true), "1970-01-02T00:00:00.000001Z")
    }
}

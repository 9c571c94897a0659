import Foundation
import XCTest

@testable import JupyterKernel

final class ISO8601DateTests: XCTestCase {
    func testEpoch() {
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 0), "1970-01-01T00:00:00.000000Z")
    }

    func testMicrosecondsArePaddedToSixDigits() {
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 5), "1970-01-01T00:00:00.000005Z")
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 120_000), "1970-01-01T00:00:00.120000Z")
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 999_999), "1970-01-01T00:00:00.999999Z")
    }

    func testKnownInstants() {
        // 2026-01-01T12:00:00Z is 1767268800 s after the epoch.
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 1_767_268_800_123_456), "2026-01-01T12:00:00.123456Z")
        // A leap day, one microsecond before midnight: 2024-02-29T23:59:59.999999Z.
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 1_709_251_199_999_999), "2024-02-29T23:59:59.999999Z")
        // 2100 is not a leap year: 4107542400 s is 2100-03-01, not 2100-02-29.
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: 4_107_542_400_000_000), "2100-03-01T00:00:00.000000Z")
    }

    func testInstantsBeforeTheEpoch() {
        XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: -1), "1969-12-31T23:59:59.999999Z")
    }

    func testNowHasTheHeaderShape() throws {
        let now = ISO8601Date.now()
        let pattern = try NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$"#)
        let range = NSRange(now.startIndex..., in: now)
        XCTAssertEqual(pattern.numberOfMatches(in: now, range: range), 1, now)
    }

    /// Cross-checks the hand-written calendar against Foundation's for instants spread over four centuries.
    func testAgreesWithFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        var seconds: Int64 = -2_208_988_800  // 1900-01-01
        while seconds < 7_258_118_400 {  // 2200-01-01
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d.000042Z", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            XCTAssertEqual(ISO8601Date.string(microsecondsSince1970: seconds * 1_000_000 + 42), expected)
            seconds += 86_400 * 37 + 3_671
        }
    }
}

import PlotlineValues
import XCTest

/// The project's one ISO 8601 writer, in both of its fraction styles.
final class ISODateTextTests: XCTestCase {
    func testTheModelsFormTrimsTheFractionAndWritesDaysAlone() {
        XCTAssertEqual(ISODateText.string(fromSeconds: 0), "1970-01-01")
        XCTAssertEqual(ISODateText.string(fromSeconds: 0, dateAloneAtMidnight: false), "1970-01-01T00:00:00Z")
        XCTAssertEqual(ISODateText.string(fromSeconds: 1_709_296_205.25), "2024-03-01T12:30:05.25Z")
        XCTAssertEqual(ISODateText.string(fromSeconds: -0.5), "1969-12-31T23:59:59.5Z")
    }

    func testTheHeaderFormAlwaysHasSixDigits() {
        XCTAssertEqual(ISODateText.string(fromMicroseconds: 0, fraction: .microseconds), "1970-01-01T00:00:00.000000Z")
        XCTAssertEqual(ISODateText.string(fromMicroseconds: -1, fraction: .microseconds), "1969-12-31T23:59:59.999999Z")
        XCTAssertEqual(
            ISODateText.string(fromMicroseconds: 1_767_268_800_123_456, fraction: .microseconds),
            "2026-01-01T12:00:00.123456Z")
    }

    func testWhatTheWriterWritesTheReaderReadsBack() {
        for seconds in [0, 86_399.5, -86_400 * 365.25 * 30, 1_709_296_205.000_001, 4_107_542_400] {
            let text = ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: false)
            XCTAssertEqual(ISODateText.seconds(from: text) ?? .nan, seconds, accuracy: 1e-6, text)
        }
    }
}

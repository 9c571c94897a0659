import PlotlineValues
import XCTest

/// The model's ISO 8601 dates: written trimmed through `ISOTimestamp`, and read back.
final class ISODateTextTests: XCTestCase {
    func testTheModelsFormTrimsTheFractionAndWritesDaysAlone() {
        XCTAssertEqual(ISODateText.string(fromSeconds: 0), "1970-01-01")
        XCTAssertEqual(ISODateText.string(fromSeconds: 0, dateAloneAtMidnight: false), "1970-01-01T00:00:00Z")
        XCTAssertEqual(ISODateText.string(fromSeconds: 1_709_296_205.25), "2024-03-01T12:30:05.25Z")
        XCTAssertEqual(ISODateText.string(fromSeconds: -0.5), "1969-12-31T23:59:59.5Z")
    }

    func testWhatTheWriterWritesTheReaderReadsBack() {
        for seconds in [0, 86_399.5, -86_400 * 365.25 * 30, 1_709_296_205.000_001, 4_107_542_400] {
            let text = ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: false)
            XCTAssertEqual(ISODateText.seconds(from: text) ?? .nan, seconds, accuracy: 1e-6, text)
        }
    }
}

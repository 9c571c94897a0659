import InterchangeFormats
import PlotlineCore
@testable import PlotlineScript
import XCTest
import PlotlineValues

/// `Date`: made from fields, ISO 8601 text or seconds; fields in UTC; arithmetic and comparisons.
final class DateTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
    }

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    private func message(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        harness.error(source, file: file, line: line)?.message
    }

    func testMakingDates() {
        XCTAssertEqual(value("Date(year: 2024, month: 3, day: 1, hour: 12, minute: 30)"), "Date(\"2024-03-01T12:30:00Z\")")
        XCTAssertEqual(value("Date(year: 2024)"), "Date(\"2024-01-01T00:00:00Z\")")
        XCTAssertEqual(value("Date(\"2024-03-01\")"), "Date(\"2024-03-01T00:00:00Z\")")
        XCTAssertEqual(value("Date(\"01/03/2024\")"), "Date(\"2024-01-03T00:00:00Z\")", "the common forms read, month first")
        XCTAssertEqual(value("Date(\"Jan 1 2000\").formatted(\"EEEE d MMMM yyyy\")"), "\"Saturday 1 January 2000\"")
        XCTAssertEqual(
            value("Date(\"15.01.2012 13:45\", format: \"dd.MM.yyyy HH:mm\", timeZone: \"Europe/Berlin\")"),
            "Date(\"2012-01-15T12:45:00Z\")")
        XCTAssertEqual(value("Date(\"2024-03-01T12:30:00Z\") == Date(\"2024-03-01T14:30:00+02:00\")"), "true")
        XCTAssertEqual(value("Date(\"2024-03-01 12:30:15.25\").second"), "15.25")
        XCTAssertEqual(value("Date(timeIntervalSince1970: 0)"), "Date(\"1970-01-01T00:00:00Z\")")
        XCTAssertEqual(value("Date(year: 2024, month: 7, day: 1, hour: 12, timeZone: \"Europe/Paris\").hour"), "10", "summer time")
        XCTAssertEqual(value("Date(year: 2024, month: 1, day: 1, hour: 12, timeZone: \"Europe/Paris\").hour"), "11")
        XCTAssertEqual(value("Date(year: 2024, month: 1, day: 1, timeZone: \"-05:30\").iso8601"), "\"2024-01-01T05:30:00Z\"")
        XCTAssertEqual(value("Date.now > Date(year: 2020)"), "true")
        XCTAssertEqual(value("Date().timeIntervalSince1970 > 1.5e9"), "true")
    }

    func testFieldsInUTC() {
        harness.value("let d = Date(\"2000-02-29T23:59:58Z\")")
        XCTAssertEqual(value("[d.year, d.month, d.day, d.hour, d.minute, d.weekday]"), "[2000, 2, 29, 23, 59, 3]")
        XCTAssertEqual(value("d.timeIntervalSince1970"), "951868798.0")
        XCTAssertEqual(value("Date(\"1969-12-31T23:00:00Z\").timeIntervalSince1970"), "-3600.0")
        XCTAssertEqual(value("Date(year: 1, month: 1, day: 1).weekday"), "2", "1 January of year 1 was a Monday")
        XCTAssertEqual(value("Date(year: 9999, month: 12, day: 31).iso8601"), "\"9999-12-31T00:00:00Z\"")
    }

    func testArithmeticAndComparisons() {
        harness.value("let d = Date(year: 2024, month: 2, day: 28)")
        XCTAssertEqual(value("(d + 86400).day"), "29")
        XCTAssertEqual(value("(86400 * 2 + d).month"), "3")
        XCTAssertEqual(value("(d - 3600).hour"), "23")
        XCTAssertEqual(value("Date(year: 2024, month: 3, day: 1) - d"), "172800.0")
        XCTAssertEqual(value("d < d + 1 && d + 1 > d && d <= d && d == Date(\"2024-02-28\")"), "true")
        XCTAssertEqual(value("[d + 10, d, d + 5].sorted().map { $0.timeIntervalSince(d) }"), "[0.0, 5.0, 10.0]")
        XCTAssertEqual(value("[d + 10, d].max() == d + 10"), "true")
        XCTAssertEqual(value("d.addingTimeInterval(60).minute"), "1")
        XCTAssertEqual(message("d + d"), "binary operator '+' cannot be applied to operands of type 'Date' and 'Date'")
        XCTAssertEqual(message("d + Double.infinity"), "a date cannot be moved by inf seconds")
    }

    func testErrorsNameTheField() {
        XCTAssertEqual(message("Date(year: 2023, month: 2, day: 29)"), "day must be between 1 and 28 in that month, not 29")
        XCTAssertEqual(message("Date(year: 2024, month: 13)"), "month must be between 1 and 12, not 13")
        XCTAssertEqual(message("Date(year: 0)"), "year must be between 1 and 9999, not 0")
        XCTAssertEqual(message("Date(year: 2024, hour: 24)"), "hour must be between 0 and 23, not 24")
        XCTAssertEqual(message("Date(\"soon\")"), "'soon' is not a date in a form Plotline recognizes")
        XCTAssertEqual(
            message("Date(\"2024-03-01T12:30:00+25:00\")"), "'2024-03-01T12:30:00+25:00' is not a date in a form Plotline recognizes")
        XCTAssertEqual(
            message("Date(\"2024-15-01\", format: \"yyyy-MM-dd\")"), "'2024-15-01' does not match the date pattern \"yyyy-MM-dd\"")
        XCTAssertEqual(message("Date(\"x\", format: \"yyyy-QQ\")"), "the date pattern \"yyyy-QQ\" uses 'Q' (the quarter), which Plotline does not read")
        let zone = harness.error("Date(year: 2024, timeZone: \"Europe/Pariss\")")
        XCTAssertEqual(zone?.message, "unknown time zone 'Europe/Pariss'")
        XCTAssertEqual(zone?.hint, "did you mean 'Europe/Paris'?")
        XCTAssertEqual(message("Date(timeIntervalSince1970: Double.nan)"), "a date needs a finite number of seconds")
    }

    func testCalendarArithmeticMatchesFoundation() {
        var random = FuzzRandom(seed: 99)
        for _ in 0..<500 {
            let seconds = Double(random.below(400 * 365 * 86_400)) - 200 * 365 * 86_400
            let fields = CivilCalendar.fields(ofSecondsSince1970: seconds)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let expected = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday],
                                                   from: Date(timeIntervalSince1970: seconds))
            XCTAssertEqual([fields.year, fields.month, fields.day, fields.hour, fields.minute, Int(fields.second), fields.weekday],
                           [expected.year, expected.month, expected.day, expected.hour, expected.minute, expected.second, expected.weekday].map { $0 ?? -1 },
                           "at \(seconds)")
            XCTAssertEqual(
                Double(CivilCalendar.days(year: fields.year, month: fields.month, day: fields.day)) * 86_400
                    + Double(fields.hour * 3600 + fields.minute * 60) + fields.second, seconds)
        }
    }
}

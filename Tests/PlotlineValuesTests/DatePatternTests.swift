import PlotlineValues
import XCTest

/// Unicode date patterns as DateFormatter users write them, read and written without Foundation's formatters.
final class DatePatternTests: XCTestCase {
    private let jan15 = 1_326_585_600.0   // 2012-01-15T00:00:00Z

    private func seconds(_ text: String, _ pattern: String) throws -> Double? {
        try DatePattern(pattern).seconds(from: text)
    }

    func testNumericFieldsReadOneOrTwoDigitsAndFixedWidthsWhereNumbersTouch() throws {
        XCTAssertEqual(try seconds("15.01.2012", "dd.MM.yyyy"), jan15)
        XCTAssertEqual(try seconds("15.1.2012", "dd.MM.yyyy"), jan15, "DateFormatter reads one digit for dd too")
        XCTAssertEqual(try seconds("1/15/2012", "M/d/yyyy"), jan15)
        XCTAssertEqual(try seconds("20120115", "yyyyMMdd"), jan15)
        XCTAssertNil(try seconds("2012115", "yyyyMMdd"))
        XCTAssertNil(try seconds("15/01/12", "dd/MM/yyyy"), "yyyy never reads 12 as the year 12")
        XCTAssertEqual(try seconds("15/01/12", "dd/MM/yy"), jan15)
        XCTAssertEqual(try seconds("  15.01.2012 ", "dd.MM.yyyy"), jan15, "spaces at either end are ignored")
    }

    func testFieldsOutOfRangeAndImpossibleDaysAreNotDates() throws {
        XCTAssertNil(try seconds("31.02.2012", "dd.MM.yyyy"))
        XCTAssertNil(try seconds("13/15/2012", "MM/dd/yyyy"))
        XCTAssertNil(try seconds("2012-01-15 24:30", "yyyy-MM-dd HH:mm"))
        XCTAssertEqual(try seconds("2012-01-14 24:00", "yyyy-MM-dd HH:mm"), jan15)
        XCTAssertNil(try seconds("2012-01-15x", "yyyy-MM-dd"), "the whole text must match")
        XCTAssertEqual(try seconds("29.02.2012", "dd.MM.yyyy"), jan15 + 45 * 86_400)
        XCTAssertNil(try seconds("29.02.2013", "dd.MM.yyyy"))
    }

    func testNamesOfMonthsAndWeekdaysInAnyCaseAbbreviatedOrFull() throws {
        XCTAssertEqual(try seconds("Jan 15 2012", "MMM d yyyy"), jan15)
        XCTAssertEqual(try seconds("january 15, 2012", "MMMM d, yyyy"), jan15)
        XCTAssertEqual(try seconds("JAN-15-2012", "MMM-d-yyyy"), jan15)
        XCTAssertEqual(try seconds("15 Sept 2012", "d MMM yyyy"), try seconds("15 Sep 2012", "d MMM yyyy"))
        XCTAssertEqual(try seconds("Sun, 15 Jan 2012 00:00:00 +0000", "EEE, d MMM yyyy HH:mm:ss Z"), jan15)
        XCTAssertEqual(try seconds("15-Jan-12", "dd-MMM-yy"), jan15)
        XCTAssertNil(try seconds("Jab 15 2012", "MMM d yyyy"))
    }

    func testTimesWithTwelveHourClocksFractionsAndOffsets() throws {
        XCTAssertEqual(try seconds("2012/01/15 1:30 PM", "yyyy/MM/dd h:mm a"), jan15 + 13.5 * 3600)
        XCTAssertEqual(try seconds("2012/01/15 12:05 am", "yyyy/MM/dd hh:mm a"), jan15 + 300)
        XCTAssertEqual(try seconds("2012/01/15 12:05 p.m.", "yyyy/MM/dd hh:mm a"), jan15 + 12 * 3600 + 300)
        XCTAssertEqual(try seconds("2012-01-15 00:00:05.25", "yyyy-MM-dd HH:mm:ss.SSS"), jan15 + 5.25)
        XCTAssertEqual(try seconds("2012-01-15 00:00:05.25", "yyyy-MM-dd HH:mm:ss"), jan15 + 5.25,
                       "a second may carry a fraction")
        XCTAssertEqual(try seconds("2012-01-15T02:00:00+02:00", "yyyy-MM-dd'T'HH:mm:ssXXX"), jan15)
        XCTAssertEqual(try seconds("2012-01-15T00:00:00Z", "yyyy-MM-dd'T'HH:mm:ssXXX"), jan15)
        XCTAssertEqual(try seconds("Sat, 14 Jan 2012 19:00:00 EST", "EEE, d MMM yyyy HH:mm:ss z"), jan15)
        XCTAssertEqual(try seconds("2012-01-15 01:00 GMT+01:00", "yyyy-MM-dd HH:mm ZZZZ"), jan15)
        XCTAssertEqual(try DatePattern("HH:mm").seconds(from: "12:30"), 45_000, "a time alone is on 1970-01-01")
        XCTAssertEqual(try DatePattern("dd.MM.yyyy").seconds(from: "15.01.2012", offsetSeconds: 3600), jan15 - 3600)
    }

    func testQuotedLiteralsAndSpaces() throws {
        XCTAssertEqual(try seconds("2012-01-15T00:00", "yyyy-MM-dd'T'HH:mm"), jan15)
        XCTAssertEqual(try seconds("15 o'clock 2012-01-14", "HH 'o''clock' yyyy-MM-dd"), jan15 - 9 * 3600)
        XCTAssertEqual(try seconds("Jan   15  2012", "MMM d yyyy"), jan15, "a space reads a run of spaces")
    }

    func testWritingEveryField() throws {
        let instant = jan15 + 13 * 3600 + 5 * 60 + 7.25
        func text(_ pattern: String, offset: Int = 0) throws -> String {
            try DatePattern(pattern).string(fromSeconds: instant, offsetSeconds: offset)
        }
        XCTAssertEqual(try text("yyyy-MM-dd HH:mm:ss.SSS"), "2012-01-15 13:05:07.250")
        // Found by the date-pattern fuzz target: 20 S overflowed Int and killed the kernel; past the nanosecond, zeros.
        XCTAssertEqual(try text("ss.SSSSSSSSSSSS"), "07.250000000000")
        XCTAssertEqual(try text("s." + String(repeating: "S", count: 120)), "7.25" + String(repeating: "0", count: 118))
        XCTAssertEqual(try text("d/M/yy h:mm a"), "15/1/12 1:05 PM")
        XCTAssertEqual(try text("EEE, d MMM yyyy"), "Sun, 15 Jan 2012")
        XCTAssertEqual(try text("EEEE d MMMM"), "Sunday 15 January")
        XCTAssertEqual(try text("yyyy-MM-dd'T'HH:mmXXX"), "2012-01-15T13:05Z")
        XCTAssertEqual(try text("HH:mm XXX", offset: 5400), "14:35 +01:30")
        XCTAssertEqual(try text("HH:mm Z", offset: -18_000), "08:05 -0500")
        XCTAssertEqual(try text("'week of' MMM d"), "week of Jan 15")
    }

    func testWhatAPatternWritesItReadsBack() throws {
        let patterns = [
            "yyyy-MM-dd HH:mm:ss.SSS", "dd.MM.yyyy HH:mm", "MMM d yyyy h:mm:ss a", "EEE, d MMM yyyy HH:mm:ss Z",
            "yyyyMMddHHmmss", "d MMMM yyyy", "yyyy-MM-dd'T'HH:mm:ssXXX",
        ]
        var generator = SystemRandomNumberGenerator()
        for pattern in patterns {
            let compiled = try DatePattern(pattern)
            for _ in 0..<200 {
                var instant = Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &generator))
                if !pattern.contains("ss") { instant -= instant.truncatingRemainder(dividingBy: 60) }
                if !pattern.contains("HH") && !pattern.contains("h") { instant = (instant / 86_400).rounded(.down) * 86_400 }
                if pattern.contains("SSS") { instant += 0.125 }
                let text = compiled.string(fromSeconds: instant)
                XCTAssertEqual(compiled.seconds(from: text), instant, "\(pattern): \(text)")
            }
        }
    }

    func testPatternsPlotlineDoesNotReadAreErrorsThatSaySo() {
        XCTAssertThrowsError(try DatePattern("yyyy-QQ")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .valueError)
            XCTAssertEqual(
                (error as? ModelError)?.message,
                "the date pattern \"yyyy-QQ\" uses 'Q' (the quarter), which Plotline does not read")
        }
        XCTAssertThrowsError(try DatePattern("yyyy 'at")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "the date pattern \"yyyy 'at\" has a quote that is never closed")
        }
        XCTAssertThrowsError(try DatePattern("--")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "the date pattern \"--\" has no date or time field")
        }
    }

    func testTheCommonFormatsReadWhatFilesWrite() {
        let expected: [(String, Double)] = [
            ("2012/01/15", jan15), ("2012/01/15 00:00", jan15), ("01/15/2012", jan15), ("15/01/2012", jan15),
            ("15.01.2012", jan15), ("Jan 15 2012", jan15), ("15 January 2012", jan15), ("Jan-15-2012", jan15),
            ("15-Jan-12", jan15), ("January 15, 2012", jan15), ("Sun, 15 Jan 2012 00:00:00 GMT", jan15),
            ("2012-01-15", jan15), ("2012-01-15T01:00:00+01:00", jan15), ("2012-01", jan15 - 14 * 86_400),
            ("1/15/2012 1:00 PM", jan15 + 13 * 3600),
        ]
        for (text, seconds) in expected {
            XCTAssertEqual(DateFormat.firstCommon(reading: text)?.seconds, seconds, text)
            XCTAssertEqual(try DateTime(text: text).timeIntervalSince1970, seconds, text)
        }
        XCTAssertEqual(DateFormat.firstCommon(reading: "01/02/2012")?.format.description, "MM/dd/yyyy",
                       "month first where a lone value is ambiguous, as pandas reads")
        for text in ["2012", "soon", "1.5", "12/13", "2012/13/01"] {
            XCTAssertNil(DateFormat.firstCommon(reading: text), text)
        }
    }

    func testDatesFromTextWithAFormatAndATimeZone() throws {
        XCTAssertEqual(try DateTime("15.01.2012", format: "dd.MM.yyyy").timeIntervalSince1970, jan15)
        XCTAssertEqual(
            try DateTime("15.01.2012 01:00", format: "dd.MM.yyyy HH:mm", timeZone: "Europe/Paris").timeIntervalSince1970,
            jan15)
        XCTAssertEqual(try DateTime(timeIntervalSince1970: jan15).formatted("d MMM yyyy HH:mm", timeZone: "+05:30"),
                       "15 Jan 2012 05:30")
        XCTAssertThrowsError(try DateTime("2012-15-01", format: "yyyy-MM-dd")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "'2012-15-01' does not match the date pattern \"yyyy-MM-dd\"")
        }
    }
}

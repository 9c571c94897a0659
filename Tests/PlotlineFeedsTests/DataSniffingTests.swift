import Foundation
import InterchangeFormats
import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// What the CSV sniffer decides, and from what: the dialect, the header, missing values and each column's type,
/// confirmed over every value of the column.
final class DataSniffingTests: XCTestCase {
    private func feed(_ text: String, types: [String: ColumnType] = [:], missing: [String] = []) throws -> Feed {
        let feed = Feed()
        try feed.load(csvText: text, source: "test.csv", types: types, missing: missing)
        return feed
    }

    private func types(_ feed: Feed) -> [String] {
        feed.fields.map { feed.columnType(ofField: $0)?.literal ?? "nil" }
    }

    // MARK: - Dialect

    func testTheDelimiterIsTheOneThatSplitsRecordsAlike() throws {
        let semicolons = try feed("day;rain;note\n2024-01-01;1,5;a, b\n2024-01-02;2,25;c\n")
        XCTAssertEqual(semicolons.fields, ["day", "rain", "note"])
        XCTAssertEqual(semicolons.column("rain"), [.double(1.5), .double(2.25)], "a decimal comma in a ;-separated file")
        XCTAssertEqual(semicolons.column("note"), [.string("a, b"), .string("c")])
        let tabs = try feed("a\tb\r\n1\t2\r\n3\t4\r\n")
        XCTAssertEqual(tabs.column("b"), [.int(2), .int(4)])
        XCTAssertEqual(tabs.sourceFormat?.delimiter, "\\t")
        let pipes = try feed("a|b\n1|x,y\n")
        XCTAssertEqual(pipes.column("b"), [.string("x,y")])
        let single = try feed("value\n1\n2\n")
        XCTAssertEqual(single.fields, ["value"])
    }

    func testLinesBeforeTheTableArePassedOver() throws {
        let feed = try feed("Monthly rainfall\nSource: a weather service\n\nmonth,rain\n2024-01,10\n2024-02,12\n2024-03,9\n")
        XCTAssertEqual(feed.fields, ["month", "rain"])
        XCTAssertEqual(feed.count, 3)
        XCTAssertEqual(feed.sourceFormat?.preambleRecords, 2)
        XCTAssertEqual(types(feed), [".date(\"yyyy-MM\")", ".integer"])
    }

    func testAHeaderIsFoundByTypesAndDataWithoutOneGetsNumberedFields() throws {
        let headless = try feed("1,2.5,2024-01-01\n2,3.5,2024-01-02\n")
        XCTAssertEqual(headless.fields, ["field1", "field2", "field3"])
        XCTAssertEqual(headless.count, 2)
        XCTAssertEqual(headless.sourceFormat?.hasHeader, false)
        let named = try feed("id,total\n1,2\n")
        XCTAssertEqual(named.fields, ["id", "total"])
        let text = try feed("name,city\nAda,London\nGrace,Arlington\n")
        XCTAssertEqual(text.fields, ["name", "city"], "a table of text reads its first record as the header")
        let given = Feed()
        try given.load(csvText: "name,city\nAda,London\n", header: false)
        XCTAssertEqual(given.count, 2)
    }

    func testRecordsWithNothingInThemAreSkippedAndNotesAtTheEndLeftOut() throws {
        let feed = try feed("day,rain\n2024-01-01,1\n,\n2024-01-02,2\n\nSource: a weather service\n* provisional\n")
        XCTAssertEqual(feed.count, 2)
        XCTAssertEqual(feed.sourceFormat?.footerRecords, 2)
        XCTAssertEqual(feed.sourceFormat?.description, "CSV, delimiter \",\", header, UTF-8, 2 notes after the data left out")
        XCTAssertEqual(
            modelError { _ = try self.feed("day,rain\n2024-01-01,1\n2024-01-02\n2024-01-03,3\n") }?.message,
            "test.csv:3:11: expected 2 fields, found 1", "a short record followed by data is an error")
        XCTAssertEqual(
            modelError { _ = try self.feed("day,rain\n2024-01-01,1\n2024-01-02,2\n2024-01-0") }?.message,
            "test.csv:4:10: expected 2 fields, found 1", "a record cut short at the end is an error, not a note")
    }

    // MARK: - Values

    func testMissingValuesAreNilWhateverTheColumnHolds() throws {
        let feed = try feed("a,b,c,d\n1,x,2024-01-01,true\nNA,N/A,null,-\n3,NaN,,NULL\n.,z,2024-01-03,no\n", missing: ["?"])
        XCTAssertEqual(types(feed), [".integer", ".text", ".date(\"iso8601\")", ".bool"])
        XCTAssertEqual(feed.column("a"), [.int(1), .none, .int(3), .none])
        XCTAssertEqual(feed.column("b"), [.string("x"), .none, .none, .string("z")], "NaN in a text column is nil")
        XCTAssertEqual(feed.column("d"), [.bool(true), .none, .none, .bool(false)])
        let numbers = try self.feed("v\n1.5\nNaN\n?\ninf\n", missing: ["?"])
        XCTAssertEqual(numbers.columnType(ofField: "v"), .number)
        XCTAssertEqual(numbers.value(at: 2, field: "v"), .none)
        XCTAssertTrue(numbers.value(at: 1, field: "v").numericValue?.isNaN ?? false, "NaN in a number column is NaN")
        XCTAssertEqual(numbers.value(at: 3, field: "v"), .double(.infinity))
    }

    func testNumbersWithGroupsAndDecimalCommasWhereTheWholeColumnUsesThem() throws {
        let grouped = try feed("name,population\nBerlin,\"3,878,100\"\nBonn,\"336,465\"\nHalle,\"238,061\"\n")
        XCTAssertEqual(grouped.column("population"), [.int(3_878_100), .int(336_465), .int(238_061)])
        let european = try feed("Stadt;Einwohner;Fläche\nBerlin;3.878.100;891,1\nBonn;336.465;141,06\n")
        XCTAssertEqual(european.column("Einwohner"), [.int(3_878_100), .int(336_465)])
        XCTAssertEqual(european.column("Fläche"), [.double(891.1), .double(141.06)])
        let ambiguous = try feed("a;b\n1,234;x\n5,678;y\n")
        XCTAssertEqual(ambiguous.column("a"), [.double(1.234), .double(5.678)], "a comma is decimal in ;-separated files")
        let inconsistent = try feed("v\n\"1,234\"\n\"12,34\"\n")
        XCTAssertEqual(inconsistent.columnType(ofField: "v"), .number, "12,34 has no group of three: the comma is decimal")
        let notNumbers = try feed("v\n\"1,2,3\"\n\"4,5\"\n")
        XCTAssertEqual(notNumbers.columnType(ofField: "v"), .text)
    }

    func testDatesInTheCommonFormsWithTheColumnDecidingDayAndMonth() throws {
        let monthFirst = try feed("d\n01/02/2012\n03/04/2012\n")
        XCTAssertEqual(types(monthFirst), [".date(\"MM/dd/yyyy\")"], "ambiguous all the way: month first")
        let dayFirst = try feed("d\n01/02/2012\n13/04/2012\n")
        XCTAssertEqual(types(dayFirst), [".date(\"dd/MM/yyyy\")"], "a first field over 12 rules month-first out")
        XCTAssertEqual(dayFirst.value(at: 0, field: "d"), date(Double(CivilCalendar.days(year: 2012, month: 2, day: 1) * 86_400)))
        let forms = [
            ("Jan 1 2000", "MMM d yyyy"), ("1 January 2000", "d MMM yyyy"), ("Jan-1-1995", "MMM-d-yyyy"),
            ("2010/01/01 00:00", "yyyy/MM/dd HH:mm"), ("Sat, 01 Jan 2000 12:00:00 +0000", "EEE, d MMM yyyy HH:mm:ss Z"),
            ("01.01.2000 12:00", "dd.MM.yyyy HH:mm"), ("1/1/2000 1:30 PM", "MM/dd/yyyy h:mm a"),
        ]
        for (text, pattern) in forms {
            let feed = try feed("when\n\"\(text)\"\n")
            XCTAssertEqual(types(feed), [".date(\"\(pattern)\")"], text)
        }
    }

    func testAValueBeyondTheSampleWidensTheColumnOverEveryValue() throws {
        let lines = 160_000
        var text = "code,d,n\n"
        for index in 0..<lines { text += "007,01/02/2012,\(index)\n" }
        text += "A1,13/02/2012,2.5\n"
        let feed = try feed(text)
        XCTAssertEqual(feed.count, lines + 1)
        XCTAssertEqual(types(feed), [".text", ".date(\"dd/MM/yyyy\")", ".number"])
        XCTAssertEqual(feed.value(at: 0, field: "code"), .string("007"), "text keeps every value as written")
        XCTAssertEqual(feed.value(at: lines, field: "code"), .string("A1"))
        XCTAssertEqual(feed.value(at: 0, field: "d"), date(Double(CivilCalendar.days(year: 2012, month: 2, day: 1) * 86_400)))
        XCTAssertEqual(feed.value(at: lines, field: "n"), .double(2.5))
        XCTAssertEqual(feed.value(at: 1, field: "n"), .double(1))
    }

    // MARK: - Overrides

    func testGivenTypesAreReadAndValuesThatDoNotFitThemAreErrors() throws {
        let feed = try feed("id,day\n007,15.01.2012\n008,16.01.2012\n", types: ["id": .text, "day": try ColumnType.date(pattern: "dd.MM.yyyy")])
        XCTAssertEqual(feed.column("id"), [.string("007"), .string("008")])
        XCTAssertEqual(types(feed), [".text", ".date(\"dd.MM.yyyy\")"])
        let kept = try self.feed("kept\n1\n")
        XCTAssertEqual(
            modelError { try kept.load(csvText: "id,v\n1,2\n2,x\n", source: "test.csv", types: ["v": .number]) }?.message,
            "test.csv:3:3: 'x' in column 'v' is not a number")
        XCTAssertEqual(
            modelError { try kept.load(csvText: "id,v\n1,2.5\n", source: "test.csv", types: ["v": .integer]) }?.message,
            "test.csv:2:3: '2.5' in column 'v' is not a whole number")
        let misspelt = modelError { try kept.load(csvText: "id,value\n1,2\n", source: "test.csv", types: ["valeu": .number]) }
        XCTAssertEqual(misspelt?.message, "types: names a column 'valeu' that the file does not have")
        XCTAssertEqual(misspelt?.hint, "did you mean 'value'?")
        XCTAssertEqual(kept.column("kept"), [.int(1)], "a failed load leaves the feed as it was")
    }

    // MARK: - Bytes: encodings, gzip, and files that are not text

    func testLatin1TextIsRecodedEvenPastTheFirstChunk() throws {
        let scratch = try ScratchDirectory()
        var bytes = Array("city,n\n".utf8)
        for index in 0..<120_000 { bytes += Array("Paris,\(index)\n".utf8) }
        bytes += [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E] + Array(",1\n".utf8)   // München in Latin-1
        let path = scratch.url.appendingPathComponent("cities.csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let feed = try Feed(csv: path)
        XCTAssertEqual(feed.value(at: 120_000, field: "city"), .string("München"))
        XCTAssertEqual(feed.sourceFormat?.encoding, .windows1252)
    }

    func testUTF16BigEndianAndGzipMembersReadAsText() throws {
        let scratch = try ScratchDirectory()
        let text = "ville;n\nZürich;1\n"
        var utf16: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { utf16 += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let path = scratch.url.appendingPathComponent("villes.txt").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(utf16)))
        XCTAssertEqual(try Feed(csv: path).column("ville"), [.string("Zürich")])
    }

    func testFilesThatAreNotCSVAreErrorsAndLeaveTheFeedAsItWas() throws {
        let scratch = try ScratchDirectory()
        let feed = try self.feed("kept\n1\n")
        var generator = SplitMix(seed: 7)
        let binary = (0..<200_000).map { _ in UInt8(generator.next(upTo: 256)) }
        let binaryPath = scratch.url.appendingPathComponent("image.csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: binaryPath, contents: Data(binary)))
        XCTAssertEqual(modelError { try feed.load(csv: binaryPath) }?.kind, .dataError)
        XCTAssertEqual(feed.column("kept"), [.int(1)])
        let gzipPath = scratch.url.appendingPathComponent("cut.csv.gz").path
        let gzipped: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x4B, 0x4C, 0x4A]
        XCTAssertTrue(FileManager.default.createFile(atPath: gzipPath, contents: Data(gzipped)))
        XCTAssertEqual(modelError { try feed.load(csv: gzipPath) }?.kind, .dataError)
        XCTAssertEqual(feed.column("kept"), [.int(1)])
    }

    func testAFieldThatNeverEndsIsAnErrorNotAHang() throws {
        let feed = try self.feed("kept\n1\n")
        let text = "a,b\n1,\"" + String(repeating: "x", count: 65 << 20)
        let error = modelError { try feed.load(csvText: text, source: "huge.csv") }
        XCTAssertEqual(error?.kind, .dataError)
        XCTAssertEqual(feed.column("kept"), [.int(1)])
    }
}

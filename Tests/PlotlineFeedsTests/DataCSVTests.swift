import PlotlineTestSupport
import Foundation
import XCTest
import PlotlineValues
import PlotlineFeeds

final class DataCSVTests: XCTestCase {
    private func feed(_ text: String, delimiter: String = ",") throws -> Feed {
        let feed = Feed()
        try feed.load(csvText: text, source: "test.csv", delimiter: delimiter)
        return feed
    }

    func testHeaderNamesFieldsAndNumbersAreInferred() throws {
        let feed = try feed("t,latency\n1,230\n2,245.5\n3,260\n")
        XCTAssertEqual(feed.fields, ["t", "latency"])
        XCTAssertEqual(feed.count, 3)
        XCTAssertEqual(feed.kind(ofField: "t"), .number)
        XCTAssertEqual(feed.column("t"), [.int(1), .int(2), .int(3)])
        XCTAssertEqual(feed.column("latency"), [.double(230), .double(245.5), .double(260)])
    }

    func testQuotedFieldsHoldDelimitersDoubledQuotesAndLineBreaks() throws {
        let feed = try feed("name,note\n\"Smith, J\",\"He said \"\"hi\"\"\nand left\"\nplain,\"\"\"\"\n")
        XCTAssertEqual(feed.column("name"), [.string("Smith, J"), .string("plain")])
        XCTAssertEqual(feed.column("note"), [.string("He said \"hi\"\nand left"), .string("\"")])
    }

    func testDelimiters() throws {
        for delimiter in [";", "\t", "|"] {
            let feed = try feed("a\(delimiter)b\n1\(delimiter)x,y\n", delimiter: delimiter)
            XCTAssertEqual(feed.fields, ["a", "b"], "delimiter \(delimiter)")
            XCTAssertEqual(feed.column("b"), [.string("x,y")])
        }
        XCTAssertEqual(modelError { _ = try self.feed("a\n", delimiter: "\"") }?.kind, .valueError)
        XCTAssertEqual(modelError { _ = try self.feed("a\n", delimiter: ",,") }?.kind, .valueError)
    }

    func testNumbersWithSignsExponentsAndPoints() throws {
        let feed = try feed("v\n+5\n-3.5e2\n1E3\n.5\n5.\n 7 \n")
        XCTAssertEqual(feed.kind(ofField: "v"), .number)
        XCTAssertEqual(feed.column("v"), [5, -350, 1000, 0.5, 5, 7].map(Value.double))
        let integers = try self.feed("v\n+5\n-3\n 12\n")
        XCTAssertEqual(integers.column("v"), [.int(5), .int(-3), .int(12)])
    }

    func testNotQuiteNumbersAreTextAndNaNInTextIsNil() throws {
        let feed = try feed("v\n0x1F\nnan\n1_000\n1e\n")
        XCTAssertEqual(feed.kind(ofField: "v"), .string)
        XCTAssertEqual(feed.column("v"), [.string("0x1F"), .none, .string("1_000"), .string("1e")])
    }

    func testISODatesAndDateTimes() throws {
        let feed = try feed(
            "when\n2024-03-01\n2024-03-01T12:30:00Z\n2024-03-01 12:30\n2024-03-01T12:30:05.5+02:00\n1969-12-31T23:59:59Z\n")
        XCTAssertEqual(feed.kind(ofField: "when"), .date)
        let midnight = 1_709_251_200.0
        XCTAssertEqual(feed.column("when"), [
            date(midnight), date(midnight + 45_000), date(midnight + 45_000), date(midnight + 45_005.5 - 7200), date(-1),
        ])
        XCTAssertEqual(ISODateText.string(fromSeconds: midnight), "2024-03-01")
        XCTAssertEqual(ISODateText.string(fromSeconds: midnight + 45_005.25), "2024-03-01T12:30:05.25Z")
        XCTAssertEqual(try DateTime(iso8601: "2024-03-01T12:30:05.25Z").iso8601, "2024-03-01T12:30:05.25Z",
                       "a cell writes dates as a feed does")
        XCTAssertNil(ISODateText.seconds(from: "2024-02-30"))
        XCTAssertNil(ISODateText.seconds(from: "2024-13-01"))
        XCTAssertNil(ISODateText.seconds(from: "2024-03-01T25:00"))
        XCTAssertEqual(ISODateText.seconds(from: "2024-02-29"), midnight - 86_400)
    }

    func testFilesAndTheLanguageReadISODatesWithOneParser() throws {
        let midnight = 1_709_251_200.0
        for text in ["2024-03-01", "2024-02-29T24:00", "2024-03-01T02:00:00+02:00", "2024-02-29T23:00:00-0100"] {
            XCTAssertEqual(ISODateText.seconds(from: text), midnight, text)
            XCTAssertEqual(try DateTime(iso8601: text).timeIntervalSince1970, midnight, text)
        }
        for text in ["2024-03-01T24:01", "2024-02-30", "2024-03-01T12:00UTC"] {
            XCTAssertNil(ISODateText.seconds(from: text), text)
            XCTAssertThrowsError(try DateTime(iso8601: text), text)
        }
        XCTAssertEqual(ISODateText.offsetSeconds(from: "UTC"), 0)
        XCTAssertEqual(ISODateText.offsetSeconds(from: "-05:30"), -19_800)
    }

    func testEmptyCellsAreNilAndDoNotChangeTheKind() throws {
        let feed = try feed("a,b,c\n1,,\n,2,\n  ,3,\n")
        XCTAssertEqual(feed.column("a"), [.int(1), .none, .none])
        XCTAssertEqual(feed.column("b"), [.none, .int(2), .int(3)])
        XCTAssertEqual(feed.kind(ofField: "b"), .number)
        XCTAssertEqual(feed.kind(ofField: "c"), .undetermined)
        XCTAssertEqual(feed.column("c"), [.none, .none, .none])
    }

    func testCRLFLineBreaksAndByteOrderMark() throws {
        let feed = try feed("\u{FEFF}x,y\r\n1,2\r\n3,\"a\r\nb\"\r\n")
        XCTAssertEqual(feed.fields, ["x", "y"])
        XCTAssertEqual(feed.column("x"), [.int(1), .int(3)])
        XCTAssertEqual(feed.column("y"), [.string("2"), .string("a\r\nb")])
    }

    func testAColumnMixingNumbersAndTextBecomesTextAsWritten() throws {
        let feed = try feed("code,n\n007,1\n1.50,2\nA1,3\n,4\n")
        XCTAssertEqual(feed.kind(ofField: "code"), .string)
        XCTAssertEqual(feed.column("code"), [.string("007"), .string("1.50"), .string("A1"), .none])
        XCTAssertEqual(feed.kind(ofField: "n"), .number)
        let dates = try self.feed("d\n2024-01-01\nsoon\n")
        XCTAssertEqual(dates.column("d"), [.string("2024-01-01"), .string("soon")])
    }

    func testBlankLinesAreSkippedAndAHeaderAloneIsAnEmptyFeed() throws {
        let feed = try feed("x,y\n\n1,2\n\n\n3,4")
        XCTAssertEqual(feed.count, 2)
        XCTAssertEqual(feed.column("y"), [.int(2), .int(4)])
        let empty = try self.feed("x,y\n")
        XCTAssertEqual(empty.fields, ["x", "y"])
        XCTAssertEqual(empty.count, 0)
    }

    func testHeaderNamesAreTrimmedAndEmptyOnesNumbered() throws {
        let feed = try feed(" t , ,v\n1,2,3\n")
        XCTAssertEqual(feed.fields, ["t", "field2", "v"])
    }

    // MARK: - Errors: file, line and column; the feed unchanged

    private func assertLoadFails(
        _ text: String, message expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let feed = try self.feed("kept\n1\n2\n")
        let revision = feed.revision
        let error = modelError({ try feed.load(csvText: text, source: "test_runs.csv") }, file: file, line: line)
        XCTAssertEqual(error?.kind, .dataError, file: file, line: line)
        XCTAssertEqual(error?.message, expected, file: file, line: line)
        XCTAssertEqual(feed.fields, ["kept"], file: file, line: line)
        XCTAssertEqual(feed.column("kept"), [.int(1), .int(2)], file: file, line: line)
        XCTAssertEqual(feed.revision, revision, file: file, line: line)
    }

    func testTooManyFieldsPointsAtTheFirstExtraField() throws {
        try assertLoadFails("id,total,failed\n1,2,3\n4,5,6,7\n", message: "test_runs.csv:3:7: expected 3 fields, found 4")
    }

    func testTooFewFieldsPointsAtTheEndOfTheRecord() throws {
        try assertLoadFails("id,total,failed\n1,2,3\n4,5\n", message: "test_runs.csv:3:4: expected 3 fields, found 2")
    }

    func testColumnsCountCharactersNotBytes() throws {
        try assertLoadFails("a,b\n\"é€\",x,y\n", message: "test_runs.csv:2:8: expected 2 fields, found 3")
    }

    func testUnterminatedQuotedField() throws {
        try assertLoadFails(
            "a,b\n1,2\nx,\"never\nclosed\n",
            message: "test_runs.csv:3:3: unterminated quoted field; the data ends at line 5 before its closing quote")
    }

    func testTextAfterAClosingQuote() throws {
        try assertLoadFails(
            "a,b\n\"x\"y,2\n", message: "test_runs.csv:2:4: unexpected 'y' after the closing quote of a field")
    }

    func testDuplicateHeaderNamesGetASuffix() throws {
        let feed = try feed("t,v,t,t_2\n1,2,3,4\n")
        XCTAssertEqual(feed.fields, ["t", "v", "t_3", "t_2"])
        XCTAssertEqual(feed.column("t_3"), [.int(3)])
    }

    func testAnEmptyFileHasNoHeader() throws {
        try assertLoadFails("", message: "test_runs.csv:1:1: the file is empty; expected a header line naming the fields")
    }

    func testFilesResolveAgainstTheCurrentDirectoryAndMissingOnesAreIOErrors() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("runs.csv", "id,total\n1,1180\n2,1175\n")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.url.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let feed = try Feed(csv: "runs.csv")
        XCTAssertEqual(feed.column("total"), [.int(1180), .int(1175)])
        let error = modelError { try feed.load(csv: "missing.csv") }
        XCTAssertEqual(error?.kind, .ioError)
        XCTAssertEqual(error?.message, "no such file 'missing.csv'")
        XCTAssertEqual(feed.count, 2)
        XCTAssertEqual(modelError { _ = try Feed(csv: scratch.url.path) }?.kind, .ioError)
    }

    func testErrorsInFilesNameTheFile() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("bad.csv", "a,b\n1,2,3\n")
        XCTAssertEqual(modelError { _ = try Feed(csv: path) }?.message, "\(path):2:5: expected 2 fields, found 3")
    }
}

import Foundation
import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// Files of 32 MB or more are read in two halves at once; whatever the file holds, the feed is the one reading it
/// whole gives (the same bytes read from memory are read in one pass), and errors keep their true lines.
final class DataHalvesTests: XCTestCase {
    private let row = Array("2024-01-01 12:00:00,42,1.5,plain text\n".utf8)
    private let rows = 900_000   // 33 MB

    /// The file's bytes with `replacing` put in place of the row at `index`.
    private func bytes(replacing replacements: [Int: String]) -> [UInt8] {
        var bytes = Array("when,n,x,note\n".utf8)
        bytes.reserveCapacity(row.count * rows + 1_000)
        for index in 0..<rows {
            if let replacement = replacements[index] { bytes += Array(replacement.utf8) } else { bytes += row }
        }
        return bytes
    }

    /// The feed of the bytes as a file (read in halves) and as inline text (read whole), which must be equal.
    private func loadBothWays(_ bytes: [UInt8]) throws -> Feed {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("large.csv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let halves = try Feed(csv: path)
        let whole = Feed()
        try whole.load(csvText: String(decoding: bytes, as: UTF8.self), source: "large.csv")
        XCTAssertEqual(halves.count, whole.count)
        XCTAssertEqual(halves.fields, whole.fields)
        for field in whole.fields {
            XCTAssertEqual(halves.columnType(ofField: field), whole.columnType(ofField: field), field)
            for index in [0, 1, rows / 2 - 1, rows / 2, rows / 2 + 1, whole.count - 1] {
                XCTAssertEqual(halves.value(at: index, field: field), whole.value(at: index, field: field), "\(field) \(index)")
            }
        }
        return halves
    }

    func testTheHalvesOfAPlainFileJoinInOrder() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("plain.csv").path
        let middle = rows / 2
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes(replacing: [
            0: "2024-01-01 00:00:00,1,1.5,first\n", middle: "2024-01-02 00:00:00,2,2.5,middle\n",
            rows - 1: "2024-01-03 00:00:00,3,3.5,last\n",
        ]))))
        let feed = try Feed(csv: path)
        XCTAssertEqual(feed.count, rows)
        XCTAssertEqual(feed.column("note").enumerated().filter { $0.element != .string("plain text") }.map(\.offset),
                       [0, middle, rows - 1])
        XCTAssertEqual(feed.value(at: middle, field: "n"), .int(2))
        XCTAssertEqual(feed.columnType(ofField: "x"), .number)
    }

    func testAValueInTheSecondHalfWidensTheColumnAsInOnePass() throws {
        let feed = try loadBothWays(bytes(replacing: [rows - 10: "2024-01-01 12:00:00,forty,2,late\n"]))
        XCTAssertEqual(feed.columnType(ofField: "n"), .text)
        XCTAssertEqual(feed.value(at: rows - 10, field: "n"), .string("forty"))
        XCTAssertEqual(feed.value(at: 0, field: "n"), .string("42"))
        XCTAssertEqual(feed.columnType(ofField: "x"), .number)
    }

    func testACutInsideAQuotedFieldIsReadWhole() throws {
        let lines = String(repeating: "a line\n", count: 30)
        let middle = rows / 2
        let feed = try loadBothWays(bytes(replacing: [
            middle - 1: "2024-01-01 12:00:00,1,1.5,\"\(lines)\"\n", middle: "2024-01-01 12:00:00,2,1.5,\"\(lines)\"\n",
        ]))
        XCTAssertEqual(feed.value(at: middle, field: "note"), .string(lines))
    }

    func testAnErrorInTheSecondHalfNamesItsLineInTheFile() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("bad.csv").path
        XCTAssertTrue(FileManager.default.createFile(
            atPath: path, contents: Data(bytes(replacing: [rows - 5: "2024-01-01 12:00:00,1,1.5,text,extra\n"]))))
        XCTAssertEqual(
            modelError { _ = try Feed(csv: path) }?.message, "\(path):\(rows - 5 + 2):32: expected 4 fields, found 5")
    }
}

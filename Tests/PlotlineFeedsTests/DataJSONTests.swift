import PlotlineTestSupport
import XCTest
import PlotlineFeeds

final class DataJSONTests: XCTestCase {
    private func records(json text: String, source: String = "runs.json") throws -> [FeedRecord] {
        try Array(text.utf8).withUnsafeBufferPointer { try JSONRecordReader.records(fromJSON: $0, source: source) }
    }

    private func records(ndjson text: String, source: String = "runs.ndjson") throws -> [FeedRecord] {
        try Array(text.utf8).withUnsafeBufferPointer { try JSONRecordReader.records(fromNDJSON: $0, source: source) }
    }

    func testAnArrayOfObjectsBecomesRecords() throws {
        let records = try records(json: """
            [
              {"t": 1, "latency": 230.5, "host": "a", "ok": true},
              {"t": 2, "latency": null, "host": "b\\u00e9\\n", "ok": false, "note": "late"}
            ]
            """)
        XCTAssertEqual(records.count, 2)
        XCTAssertEqual(records[0].fields["t"], .int(1))
        XCTAssertEqual(records[0].fields["latency"], .double(230.5))
        XCTAssertEqual(records[0].fields["ok"], .bool(true))
        XCTAssertEqual(records[1].fields["latency"], .missing)
        XCTAssertEqual(records[1].fields["host"], .string("bé\n"))
        XCTAssertEqual(records[1].origin, "runs.json:3")
        let feed = try Feed(records: records)
        XCTAssertEqual(feed.fields, ["t", "latency", "host", "ok", "note"])
        XCTAssertEqual(feed.column("note"), [.none, .string("late")])
        XCTAssertEqual(feed.column("ok"), [.bool(true), .bool(false)])
        XCTAssertEqual(feed.columnType(ofField: "ok"), .bool)
    }

    func testKindsAreInferredOverTheWholeColumn() throws {
        let feed = try Feed(records: try records(json: """
            [{"when": "2024-03-01", "code": 7, "n": 1}, {"when": "2024-03-02T00:00:00Z", "code": "A7", "n": 2.5}]
            """))
        XCTAssertEqual(feed.kind(ofField: "when"), .date)
        XCTAssertEqual(feed.column("when"), [date(1_709_251_200), date(1_709_337_600)])
        XCTAssertEqual(feed.kind(ofField: "code"), .string)
        XCTAssertEqual(feed.column("code"), [.string("7"), .string("A7")])
        XCTAssertEqual(feed.column("n"), [.double(1), .double(2.5)])
    }

    func testNDJSONSkipsBlankLines() throws {
        let records = try records(ndjson: "{\"x\": 1}\n\n  \n{\"x\": 2, \"y\": -3e2}\r\n")
        XCTAssertEqual(records.map { $0.fields["x"] }, [.int(1), .int(2)])
        XCTAssertEqual(records[1].fields["y"], .double(-300))
        XCTAssertEqual(records[1].origin, "runs.ndjson:4")
    }

    func testMessagesAreAnObjectOrAnArray() throws {
        let one = try Array("{\"x\": 1}".utf8).withUnsafeBufferPointer {
            try JSONRecordReader.records(fromMessage: $0, source: "tcp://127.0.0.1:5556")
        }
        XCTAssertEqual(one, [FeedRecord(["x": .int(1)], origin: "tcp://127.0.0.1:5556:1")])
        let many = try Array("[{\"x\": 1}, {\"x\": 2}]".utf8).withUnsafeBufferPointer {
            try JSONRecordReader.records(fromMessage: $0, source: "tcp")
        }
        XCTAssertEqual(many.count, 2)
    }

    // MARK: - Errors

    private func jsonError(_ text: String) -> String? {
        modelError { _ = try self.records(json: text) }.map { error in
            XCTAssertEqual(error.kind, .dataError)
            return error.message
        }
    }

    func testSyntaxErrorsGiveLineAndColumn() {
        XCTAssertEqual(jsonError("[\n  {\"x\": 1}\n  {\"x\": 2}\n]"), "runs.json:3:3: expected ',' or ']' after a record, found '{'")
        XCTAssertEqual(jsonError("[{\"x\": 1,}]"), "runs.json:1:10: expected a field name in double quotes, found '}'")
        XCTAssertEqual(jsonError("[{\"x\" 1}]"), "runs.json:1:7: expected ':' after the field name, found '1'")
        XCTAssertEqual(jsonError("[{\"x\": 01}]"), "runs.json:1:8: expected a value for 'x', found '0'")
        XCTAssertEqual(jsonError("[{\"x\": \"abc}]"), "runs.json:1:8: unterminated string")
        XCTAssertEqual(jsonError("[{\"x\": tru}]"), "runs.json:1:8: expected a value, found 't'")
        XCTAssertEqual(jsonError("[{\"x\": 1}] extra"), "runs.json:1:12: unexpected 'e' after the array of records")
        XCTAssertEqual(jsonError("[{\"x\": 1}"), "runs.json:1:10: expected ',' or ']' after a record, found the end of the data")
    }

    func testTheShapeMustBeAnArrayOfFlatObjects() {
        XCTAssertEqual(jsonError("{\"x\": 1}"), "runs.json:1:1: expected an array of records ('['), found '{'")
        XCTAssertEqual(jsonError("[1, 2]"), "runs.json:1:2: expected a record (a JSON object), found '1'")
        XCTAssertEqual(
            jsonError("[{\"x\": {\"y\": 1}}]"),
            "runs.json:1:8: field 'x' holds an object; feed fields hold numbers, strings, dates and null")
        XCTAssertEqual(
            jsonError("[{\"x\": [1]}]"),
            "runs.json:1:8: field 'x' holds an array; feed fields hold numbers, strings, dates and null")
    }

    func testNDJSONErrorsGiveTheLine() {
        let error = modelError { _ = try self.records(ndjson: "{\"x\": 1}\n{\"x\": 2} {\"x\": 3}\n") }
        XCTAssertEqual(error?.message, "runs.ndjson:2:10: unexpected '{' after the record")
    }

    func testFailedLoadsLeaveTheFeedUnchanged() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.write("good.json", "[{\"x\": 1}, {\"x\": 2}]")
        let bad = try scratch.write("bad.json", "[{\"x\": 1}, {\"x\": ]")
        let badLines = try scratch.write("bad.ndjson", "{\"x\": 1}\n{\"x\": }\n")
        let feed = try Feed(json: good)
        let revision = feed.revision
        XCTAssertEqual(modelError { try feed.load(json: bad) }?.message, "\(bad):1:18: expected a value for 'x', found ']'")
        XCTAssertEqual(modelError { try feed.load(ndjson: badLines) }?.message, "\(badLines):2:7: expected a value for 'x', found '}'")
        XCTAssertEqual(feed.column("x"), [.int(1), .int(2)])
        XCTAssertEqual(feed.revision, revision)
        let lines = try scratch.write("ok.ndjson", "{\"x\": 5}\n")
        try feed.load(ndjson: lines)
        XCTAssertEqual(feed.column("x"), [.int(5)])
        XCTAssertEqual(try Feed(ndjson: lines).count, 1)
    }

    func testRecordsAndColumnsLiterals() throws {
        let feed = try Feed(columns: ["x": [1, 2, 3], "y": [0.5, nil, "2024-01-01"]])
        XCTAssertEqual(feed.fields, ["x", "y"])
        XCTAssertEqual(feed.kind(ofField: "y"), .string)
        XCTAssertEqual(feed.column("y"), [.string("0.5"), .none, .string("2024-01-01")])
        let error = modelError { _ = try Feed(columns: ["x": [1, 2], "y": [1]]) }
        XCTAssertEqual(error?.kind, .valueError)
        XCTAssertEqual(
            error?.message, "every column needs as many values as the others, but 'y' has 1 and 'x' has 2")
    }
}

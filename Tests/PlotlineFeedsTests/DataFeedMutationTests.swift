import PlotlineTestSupport
import XCTest
import PlotlineValues
import PlotlineFeeds

final class DataFeedMutationTests: XCTestCase {
    private func makeFeed(_ count: Int = 3) throws -> Feed {
        try Feed(records: (0..<count).map { ["t": .int($0), "y": .double(Double($0) * 10 + 0.5)] })
    }

    func testAppendStoresInsertsAtTheEndAndCountsARevision() throws {
        let feed = try makeFeed()
        let recorder = ChangeRecorder(feed, cachingField: "y")
        let revision = feed.revision
        try feed.append(["t": 3, "y": 30.5])
        XCTAssertEqual(feed.count, 4)
        XCTAssertEqual(feed.value(at: 3, field: "y"), .double(30.5))
        XCTAssertEqual(feed.arranged("t").last, .int(3))
        XCTAssertEqual(recorder.last, .inserted(at: 3))
        XCTAssertEqual(feed.revision, revision + 1)
        XCTAssertEqual(recorder.cache, try feed.arrangedNumbers(ofField: "y"))
    }

    func testNewFieldsAppearWithNilInEarlierRecords() throws {
        let feed = try makeFeed(2)
        let recorder = ChangeRecorder(feed)
        try feed.append(["t": 2, "host": "a"])
        XCTAssertEqual(feed.fields, ["t", "y", "host"])
        XCTAssertEqual(feed.column("host"), [.none, .none, .string("a")])
        XCTAssertEqual(feed.column("y"), [.double(0.5), .double(10.5), .none])
        XCTAssertEqual(recorder.last?.addedFields, ["host"])
        XCTAssertEqual(recorder.last?.edits, [.inserted(2..<3)])
    }

    func testValuesThatDoNotFitTheirFieldAreTypeErrorsAndChangeNothing() throws {
        let feed = try makeFeed()
        let recorder = ChangeRecorder(feed)
        let revision = feed.revision
        let error = modelError { try feed.append(contentsOf: [["t": 3, "y": 1], ["t": "four", "y": 2]]) }
        XCTAssertEqual(error?.kind, .typeError)
        XCTAssertEqual(error?.message, "field 't' holds numbers, so it cannot store \"four\" (a String) (record 1)")
        XCTAssertEqual(feed.count, 3)
        XCTAssertEqual(feed.revision, revision)
        XCTAssertTrue(recorder.changes.isEmpty)
        XCTAssertEqual(modelError { try feed.append(FeedRecord(.array([]))) }?.kind, .typeError)
    }

    func testAppendingManyIsOneChange() throws {
        let feed = try makeFeed()
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.append(contentsOf: (3..<10).map { ["t": .int($0), "y": .int($0)] })
        XCTAssertEqual(recorder.changes, [.inserted(at: 3, count: 7)])
        XCTAssertEqual(recorder.cache, try feed.arrangedNumbers(ofField: "y"))
        try feed.append(contentsOf: [])
        XCTAssertEqual(recorder.changes.count, 1)
    }

    func testInsertShiftsLaterRecordsAndProxiesFollowTheirRecord() throws {
        let feed = try makeFeed()
        let proxy = feed.record(at: 2)
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.insert(["t": 99, "y": 1], at: 1)
        XCTAssertEqual(feed.column("t"), [.int(0), .int(99), .int(1), .int(2)])
        XCTAssertEqual(recorder.last, .inserted(at: 1))
        XCTAssertEqual(proxy.index, 3)
        XCTAssertEqual(proxy.value(forField: "t"), .int(2))
        try feed.insert(["t": 100], at: 4)
        XCTAssertEqual(feed.column("t").last, .int(100))
        XCTAssertEqual(modelError { try feed.insert(["t": 1], at: 6) }?.kind, .valueError)
        XCTAssertEqual(modelError { try feed.insert(["t": 1], at: -1) }?.kind, .valueError)
        XCTAssertEqual(recorder.cache.map { $0.isNaN ? nil : $0 }, try feed.arrangedNumbers(ofField: "y").map { $0.isNaN ? nil : $0 })
    }

    func testRemoveAtDropsOneRecordAndItsProxyReadsNil() throws {
        let feed = try makeFeed()
        let removed = feed.record(at: 1)
        let after = feed.record(at: 2)
        let recorder = ChangeRecorder(feed)
        try feed.remove(at: 1)
        XCTAssertEqual(feed.column("t"), [.int(0), .int(2)])
        XCTAssertEqual(recorder.last, .removed(at: 1))
        XCTAssertNil(removed.index)
        XCTAssertEqual(removed.value(forField: "t"), Value.none)
        XCTAssertEqual(removed.summary, "FeedRecord(removed)")
        XCTAssertEqual(after.index, 1)
        XCTAssertEqual(modelError { try feed.remove(at: 2) }?.message, "cannot remove the record at index 2 of a feed of 2 records")
    }

    func testRemoveFirstDropsTheOldest() throws {
        let feed = try makeFeed(5)
        let proxy = feed.record(at: 4)
        let recorder = ChangeRecorder(feed)
        try feed.removeFirst(2)
        XCTAssertEqual(feed.column("t"), [.int(2), .int(3), .int(4)])
        XCTAssertEqual(recorder.last, .removed(at: 0, count: 2))
        XCTAssertEqual(proxy.index, 2)
        try feed.removeFirst()
        XCTAssertEqual(feed.count, 2)
        let revision = feed.revision
        try feed.removeFirst(0)
        XCTAssertEqual(feed.revision, revision)
        XCTAssertEqual(modelError { try feed.removeFirst(3) }?.kind, .valueError)
        XCTAssertEqual(modelError { try feed.removeFirst(-1) }?.kind, .valueError)
    }

    func testRemoveAllKeepsTheFields() throws {
        let feed = try makeFeed()
        let recorder = ChangeRecorder(feed)
        try feed.removeAll()
        XCTAssertEqual(feed.count, 0)
        XCTAssertEqual(feed.fields, ["t", "y"])
        XCTAssertEqual(feed.kind(ofField: "y"), .number)
        XCTAssertEqual(recorder.last, .removed(at: 0, count: 3))
        try feed.removeAll()
        XCTAssertEqual(recorder.changes.count, 1)
        try feed.append(["t": 5])
        XCTAssertEqual(feed.column("t"), [.int(5)])
    }

    func testReplaceChangesValuesInPlace() throws {
        let feed = try makeFeed()
        let proxy = feed.record(at: 1)
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.replace(at: 1, with: ["t": 7])
        XCTAssertEqual(feed.column("t"), [.int(0), .int(7), .int(2)])
        XCTAssertEqual(feed.column("y"), [.double(0.5), .none, .double(20.5)])
        XCTAssertEqual(recorder.last, .replaced(at: 1))
        XCTAssertEqual(proxy.value(forField: "t"), .int(7))
        XCTAssertEqual(modelError { try feed.replace(at: 1, with: ["t": "x"]) }?.kind, .typeError)
        XCTAssertEqual(feed.column("t"), [.int(0), .int(7), .int(2)])
        XCTAssertEqual(recorder.cache.map { $0.isNaN ? nil : $0 }, [0.5, nil, 20.5])
    }

    func testWindowKeepsTheNewest() throws {
        let feed = try makeFeed(5)
        let recorder = ChangeRecorder(feed, cachingField: "t")
        try feed.setWindow(3)
        XCTAssertEqual(feed.column("t"), [.int(2), .int(3), .int(4)])
        XCTAssertEqual(recorder.last, .removed(at: 0, count: 2))
        try feed.append(["t": 5])
        XCTAssertEqual(feed.column("t"), [.int(3), .int(4), .int(5)])
        XCTAssertEqual(recorder.last?.edits, [.removed(0..<1), .inserted(2..<3)])
        try feed.append(contentsOf: (6..<12).map { ["t": .int($0)] })
        XCTAssertEqual(feed.column("t"), [.int(9), .int(10), .int(11)])
        XCTAssertEqual(recorder.last?.edits, [.removed(0..<3), .inserted(0..<3)])
        try feed.insert(["t": 100], at: 3)
        XCTAssertEqual(feed.column("t"), [.int(10), .int(11), .int(100)])
        XCTAssertEqual(recorder.cache, [10, 11, 100])
        let revision = feed.revision
        try feed.setWindow(nil)
        try feed.setWindow(10)
        XCTAssertEqual(feed.revision, revision)
        XCTAssertEqual(modelError { try feed.setWindow(0) }?.kind, .valueError)
    }

    func testIntegralColumnsReadAsIntsUntilADoubleArrives() throws {
        let feed = try Feed(records: [["n": 1], ["n": 2]])
        XCTAssertEqual(feed.column("n"), [.int(1), .int(2)])
        try feed.append(["n": 2.5])
        XCTAssertEqual(feed.column("n"), [.double(1), .double(2), .double(2.5)])
    }

    func testDatesAndStringsConvertOnTheWayIn() throws {
        let feed = try Feed(records: [["when": "2024-03-01", "label": "a"]])
        try feed.append(["when": "2024-03-01T00:00:10Z", "label": 5])
        try feed.append(["when": 1_709_251_300])
        XCTAssertEqual(feed.column("when"), [date(1_709_251_200), date(1_709_251_210), date(1_709_251_300)])
        XCTAssertEqual(feed.column("label"), [.string("a"), .string("5"), .none])
        let error = modelError { try feed.append(["when": "tomorrow"]) }
        XCTAssertEqual(error?.message, "field 'when' holds dates, so it cannot store \"tomorrow\" (a String)")
        XCTAssertEqual(feed.count, 3)
    }

    func testAnEmptyFeedTakesItsKindsFromTheFirstValues() throws {
        let feed = Feed()
        XCTAssertEqual(feed.fields, [])
        try feed.append(["t": nil, "x": 1])
        XCTAssertEqual(feed.kind(ofField: "t"), .undetermined)
        try feed.append(["t": "2024-01-01T00:00:00Z", "x": 2])
        XCTAssertEqual(feed.kind(ofField: "t"), .date)
        XCTAssertEqual(feed.column("t"), [.none, date(1_704_067_200)])
    }
}

import PlotlineTestSupport
import XCTest
import PlotlineValues
import PlotlineFeeds

final class DataArrangementTests: XCTestCase {
    private func makeFeed(_ values: [Double?]) throws -> Feed {
        try Feed(records: values.enumerated().map { index, value in
            ["t": .int(index), "y": value.map(FieldValue.double) ?? .missing]
        })
    }

    private func lessThan(_ limit: Double) -> FeedFilter {
        .native { record in
            guard let y = record.value(forField: "y")?.numericValue else { return false }
            return y < limit
        }
    }

    func testSortingArrangesAndInsertsWhereTheRecordSorts() throws {
        let feed = try makeFeed([30, 10, nil, 20])
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.setSortDescriptors([SortDescriptor(key: "y")])
        XCTAssertEqual(recorder.last, .reset)
        XCTAssertEqual(feed.arranged("t"), [.int(2), .int(1), .int(3), .int(0)])
        XCTAssertEqual(feed.column("t"), [.int(0), .int(1), .int(2), .int(3)])
        try feed.append(["t": 4, "y": 15])
        XCTAssertEqual(recorder.last, .inserted(at: 2))
        XCTAssertEqual(feed.arranged("t"), [.int(2), .int(1), .int(4), .int(3), .int(0)])
        try feed.setSortDescriptors([SortDescriptor(key: "y", ascending: false)])
        XCTAssertEqual(feed.arranged("t"), [.int(0), .int(3), .int(4), .int(1), .int(2)])
        XCTAssertEqual(recorder.cache.map { $0.isNaN ? nil : $0 }, [30, 20, 15, 10, nil])
    }

    func testTiesKeepFeedOrderAndSeveralKeysApply() throws {
        let feed = try Feed(records: [
            ["g": "b", "n": 1], ["g": "a", "n": 2], ["g": "b", "n": 0], ["g": "a", "n": 2],
        ])
        try feed.setSortDescriptors([SortDescriptor(key: "g")])
        XCTAssertEqual(feed.arrangedObjects.map(\.index), [1, 3, 0, 2])
        try feed.setSortDescriptors([SortDescriptor(key: "g"), SortDescriptor(key: "n", ascending: false)])
        XCTAssertEqual(feed.arrangedObjects.map(\.index), [1, 3, 0, 2])
        try feed.setSortDescriptors([SortDescriptor(key: "n")])
        XCTAssertEqual(feed.arrangedObjects.map(\.index), [2, 0, 1, 3])
    }

    func testUnknownSortKeysAreErrorsWithASuggestion() throws {
        let feed = try makeFeed([1])
        let error = modelError { try feed.setSortDescriptors([SortDescriptor(key: "yy")]) }
        XCTAssertEqual(error?.kind, .propertyError)
        XCTAssertEqual(error?.hint, "did you mean 'y'?")
        XCTAssertTrue(feed.sortDescriptors.isEmpty)
        try Feed().setSortDescriptors([SortDescriptor(key: "later")])
    }

    func testFilteringArrangesASubset() throws {
        let feed = try makeFeed([100, 600, 200, 700])
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.setFilter(lessThan(500))
        XCTAssertEqual(feed.arrangedCount, 2)
        XCTAssertEqual(feed.arranged("t"), [.int(0), .int(2)])
        let revision = feed.revision
        try feed.append(["t": 4, "y": 900])
        XCTAssertEqual(recorder.last, FeedChange())
        XCTAssertEqual(feed.revision, revision + 1)
        try feed.append(["t": 5, "y": 50])
        XCTAssertEqual(recorder.last, .inserted(at: 2))
        try feed.remove(at: 1)
        XCTAssertEqual(recorder.last, FeedChange())
        try feed.remove(at: 0)
        XCTAssertEqual(recorder.last, .removed(at: 0))
        XCTAssertEqual(feed.arranged("t"), [.int(2), .int(5)])
        try feed.replace(at: 0, with: ["t": 2, "y": 800])
        XCTAssertEqual(recorder.last, .removed(at: 0))
        try feed.replace(at: 1, with: ["t": 4, "y": 1])
        XCTAssertEqual(recorder.last, .inserted(at: 0))
        try feed.replace(at: 1, with: ["t": 4, "y": 2])
        XCTAssertEqual(recorder.last, .replaced(at: 0))
        XCTAssertEqual(recorder.cache, try feed.arrangedNumbers(ofField: "y"))
        try feed.setFilter(nil)
        XCTAssertEqual(feed.arrangedCount, feed.count)
    }

    func testAReplacedRecordMovesInASortedFeed() throws {
        let feed = try makeFeed([10, 20, 30])
        try feed.setSortDescriptors([SortDescriptor(key: "y")])
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.replace(at: 0, with: ["t": 0, "y": 25])
        XCTAssertEqual(recorder.last?.edits, [.removed(0..<1), .inserted(1..<2)])
        try feed.replace(at: 0, with: ["t": 0, "y": 26])
        XCTAssertEqual(recorder.last, .replaced(at: 1))
        XCTAssertEqual(recorder.cache, [20, 26, 30])
    }

    func testFilterErrorsLeaveTheFeedAsItWas() throws {
        struct Boom: Error {}
        let feed = try makeFeed([1, 2])
        try feed.setFilter(lessThan(10))
        XCTAssertThrowsError(try feed.setFilter(.native { _ in throw Boom() }))
        XCTAssertEqual(feed.arrangedCount, 2)
        let failing = FeedFilter.native { record in
            if let y = record.value(forField: "y")?.numericValue, y > 99 { throw Boom() }
            return true
        }
        try feed.setFilter(failing)
        let revision = feed.revision
        XCTAssertThrowsError(try feed.append(["t": 2, "y": 100]))
        XCTAssertThrowsError(try feed.replace(at: 0, with: ["t": 2, "y": 100]))
        XCTAssertEqual(feed.count, 2)
        XCTAssertEqual(feed.column("y"), [.double(1), .double(2)])
        XCTAssertEqual(feed.revision, revision)
        XCTAssertThrowsError(try feed.load(records: [["y": 500]]))
        XCTAssertEqual(feed.count, 2)
    }

    func testAFilterMustReturnABoolAndMustNotChangeTheFeed() throws {
        let feed = try makeFeed([1, 2])
        let notBool = NativeFunction(name: "filter", parameters: nil) { _ in .int(1) }
        XCTAssertEqual(
            modelError { try feed.setFilter(.script(notBool)) }?.message,
            "a feed's filter must return a Bool, not a value of type 'Int'")
        let meddling = FeedFilter.native { record in
            try record.feed?.append(["t": 9])
            return true
        }
        XCTAssertEqual(modelError { try feed.setFilter(meddling) }?.kind, .runtimeError)
        XCTAssertEqual(feed.count, 2)
        XCTAssertNil(feed.filter)
    }

    func testFilterSortAndWindowTogether() throws {
        let feed = try makeFeed([])
        try feed.setWindow(4)
        try feed.setFilter(lessThan(50))
        try feed.setSortDescriptors([SortDescriptor(key: "y", ascending: false)])
        let recorder = ChangeRecorder(feed, cachingField: "y")
        for (index, y) in [10.0, 60, 30, 20, 40, 70, 5].enumerated() {
            try feed.append(["t": .int(index), "y": .double(y)])
            XCTAssertEqual(recorder.cache, try feed.arrangedNumbers(ofField: "y"), "after appending \(y)")
        }
        XCTAssertEqual(feed.column("y"), [20, 40, 70, 5].map(Value.double))
        XCTAssertEqual(feed.arranged("y"), [40, 20, 5].map(Value.double))
    }

    func testSortedBatchesMergeInOnePass() throws {
        let feed = try makeFeed((0..<50).map { Double(($0 * 37) % 50) })
        try feed.setSortDescriptors([SortDescriptor(key: "y")])
        let recorder = ChangeRecorder(feed, cachingField: "y")
        try feed.append(contentsOf: (0..<40).map { ["t": .int(100 + $0), "y": .double(Double(($0 * 13) % 60) + 0.5)] })
        XCTAssertEqual(recorder.cache, try feed.arrangedNumbers(ofField: "y"))
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "y"), try feed.arrangedNumbers(ofField: "y").sorted())
    }

    /// Random mutations under every combination of filter, sort and window: a cache kept only from the
    /// reported changes always equals the arranged records.
    func testChangesAlwaysDescribeTheArrangement() throws {
        var generator = SplitMix(seed: 7)
        for configuration in 0..<8 {
            let feed = try makeFeed((0..<20).map { _ in Double(generator.next(upTo: 100)) })
            if configuration & 1 != 0 { try feed.setFilter(lessThan(70)) }
            if configuration & 2 != 0 { try feed.setSortDescriptors([SortDescriptor(key: "y")]) }
            if configuration & 4 != 0 { try feed.setWindow(25) }
            let recorder = ChangeRecorder(feed, cachingField: "y")
            for step in 0..<300 {
                try randomMutation(of: feed, using: &generator)
                XCTAssertEqual(
                    recorder.cache.map { $0.isNaN ? nil : $0 }, try feed.arrangedNumbers(ofField: "y").map { $0.isNaN ? nil : $0 },
                    "configuration \(configuration), step \(step)")
            }
        }
    }

    private func randomMutation(of feed: Feed, using generator: inout SplitMix) throws {
        let y = FieldValue.double(Double(generator.next(upTo: 100)))
        let record: FeedRecord = ["t": .int(generator.next(upTo: 1000)), "y": generator.next(upTo: 10) == 0 ? .missing : y]
        switch generator.next(upTo: 7) {
        case 0: try feed.append(record)
        case 1: try feed.append(contentsOf: (0..<generator.next(upTo: 30)).map { _ in record })
        case 2: try feed.insert(record, at: generator.next(upTo: feed.count + 1))
        case 3: if feed.count > 0 { try feed.remove(at: generator.next(upTo: feed.count)) }
        case 4: try feed.removeFirst(generator.next(upTo: min(feed.count, 3) + 1))
        case 5: if feed.count > 0 { try feed.replace(at: generator.next(upTo: feed.count), with: record) }
        default: if generator.next(upTo: 20) == 0 { try feed.removeAll() } else { try feed.append(record) }
        }
    }
}

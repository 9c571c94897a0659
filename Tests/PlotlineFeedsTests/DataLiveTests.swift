import PlotlineTestSupport
import Foundation
import XCTest
import PlotlineFeeds

final class DataLiveTests: XCTestCase {
    /// The session context of each test: the feeds a test makes register with its live feeds, and nothing is left
    /// for the next test.
    private var context = FeedContext()

    override func invokeTest() {
        context = FeedContext()
        FeedContext.$current.withValue(context) { super.invokeTest() }
        context.liveFeeds.stopAll()
    }

    // MARK: - Inbox

    func testTheInboxHandsOverEverythingAtOnceAndWakesOncePerBatch() {
        let wakes = Counter()
        let inbox = FeedInbox(capacity: 5) { wakes.increment() }
        inbox.push([["x": 1], ["x": 2]])
        inbox.push([["x": 3]])
        inbox.reportBadRecord("bad line")
        XCTAssertEqual(wakes.value, 1)
        XCTAssertEqual(inbox.pendingRecordCount, 3)
        inbox.push((4...7).map { ["x": .int($0)] })
        let batch = inbox.take()
        XCTAssertEqual(batch.records.map { $0["x"] }, (3...7).map { FieldValue.int($0) })
        XCTAssertEqual(batch.droppedRecordCount, 2)
        XCTAssertEqual(batch.badRecordCount, 1)
        XCTAssertEqual(batch.lastError, "bad line")
        XCTAssertFalse(inbox.hasPending)
        inbox.push([["x": 8]])
        XCTAssertEqual(wakes.value, 2)
    }

    func testTheInboxTakesPushesFromManyThreads() {
        let inbox = FeedInbox()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 { inbox.push([["thread": .int(thread), "i": .int(index)]]) }
        }
        XCTAssertEqual(inbox.take().records.count, 4000)
    }

    func testDrainingAppliesPendingRecordsAsOneChangeAndCountsBadOnes() throws {
        let feed = try Feed(records: [["t": 0, "y": 1]])
        try feed.setWindow(3)
        let recorder = ChangeRecorder(feed, cachingField: "y")
        feed.inbox.push([["t": 1, "y": 2], ["t": 2, "y": "oops"], ["t": 3, "y": 4], ["t": 4, "y": 5, "host": "a"]])
        feed.inbox.reportBadRecord("live.csv:9:1: expected 2 fields, found 1")
        let change = feed.drainInbox()
        XCTAssertEqual(change?.edits, [.removed(0..<1), .inserted(0..<3)])
        XCTAssertEqual(feed.column("t"), [.int(1), .int(3), .int(4)])
        XCTAssertEqual(feed.column("host"), [.none, .none, .string("a")])
        XCTAssertEqual(change?.addedFields, ["host"])
        XCTAssertEqual(recorder.changes.count, 1)
        XCTAssertEqual(recorder.cache, [2, 4, 5])
        XCTAssertEqual(feed.badRecordCount, 2)
        XCTAssertEqual(feed.lastError, "field 'y' holds numbers, so it cannot store \"oops\" (a String)")
        XCTAssertNil(feed.drainInbox())
    }

    // MARK: - Following files, polled directly

    func testATailReadsCompleteLinesAndWaitsForPartialOnes() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("live.csv", "t,latency\n1,230\n")
        let tail = FileTail(path: path, format: .forPath(path))
        XCTAssertEqual(tail.poll().records, [FeedRecord(["t": .int(1), "latency": .int(230)], origin: "\(path):2")],
                       "the first lines decide the columns' types, and records arrive typed")
        try scratch.append("live.csv", "2,2")
        XCTAssertEqual(tail.poll().records, [])
        try scratch.append("live.csv", "45\n3,")
        XCTAssertEqual(tail.poll().records.map { $0["latency"] }, [.int(245)])
        try scratch.append("live.csv", "\n4,1,2\n5,\"x\"y\n6,260\n")
        let chunk = tail.poll()
        XCTAssertEqual(chunk.records.map { $0["t"] }, [.int(3), .int(6)])
        XCTAssertEqual(chunk.records.first?["latency"], .missing)
        XCTAssertEqual(chunk.errors, [
            "\(path):5:5: expected 2 fields, found 3", "\(path):6:6: unexpected 'y' after the closing quote of a field",
        ])
    }

    func testAStrayQuoteInAFollowedFileHoldsBackAHundredLinesAtMost() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("live.csv", "t,note\n1,\"two\nlines\"\n2,\"stray\n")
        let tail = FileTail(path: path, format: .forPath(path))
        let first = tail.poll()
        XCTAssertEqual(first.records.map { $0["note"] }, [.string("two\nlines")], "a quoted field may span lines")
        XCTAssertEqual(first.errors, [])
        try scratch.append("live.csv", (3...101).map { "\($0),ok\n" }.joined())
        XCTAssertEqual(tail.poll().records, [], "until a hundred lines, the quote may still close")
        try scratch.append("live.csv", "102,ok\n103,ok\n")
        let chunk = tail.poll()
        XCTAssertEqual(chunk.errors, [
            "\(path):4: a quoted field still open after 100 lines (an unterminated quote?) was skipped; reading goes on at the next line",
        ])
        XCTAssertEqual(chunk.records.map { $0["t"] }, (3...103).map { .int($0) }, "the lines after the quote are read")
        XCTAssertEqual(chunk.records.first?.origin, "\(path):5")
    }

    func testATruncatedFileIsReadAgainFromTheTop() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("live.csv", "t,y\n1,10\n2,20\n3,30\n")
        let tail = FileTail(path: path, format: .forPath(path))
        XCTAssertEqual(tail.poll().records.count, 3)
        try scratch.write("live.csv", "y,t\n5,9\n")
        let chunk = tail.poll()
        XCTAssertEqual(chunk.records, [FeedRecord(["y": .int(5), "t": .int(9)], origin: "\(path):2")])
        XCTAssertTrue(chunk.startsOver, "a file cut back is the file's content anew, not more records")
        try scratch.append("live.csv", "6,10\n")
        XCTAssertFalse(tail.poll().startsOver)
    }

    func testAFollowedFileIsTypedByItsFirstLinesAsAWholeFileIs() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("messung.csv", "Zeit;Wert;Ort\n15.01.2012 13:45;1,5;Köln\n")
        let tail = FileTail(path: path, format: .forPath(path))
        let first = tail.poll()
        XCTAssertEqual(first.records.map { $0["Wert"] }, [.double(1.5)], "; and decimal commas, found in the first lines")
        XCTAssertEqual(first.records.first?["Zeit"], .date(1_326_635_100))
        try scratch.append("messung.csv", "15.01.2012 13:46;;Bonn\n16.01.2012 09:00;viel;Bonn\n17.01.2012 09:00;2,25;NA\n")
        let later = tail.poll()
        XCTAssertEqual(later.records.map { $0["Wert"] }, [.missing, .double(2.25)])
        XCTAssertEqual(later.records.last?["Ort"], .missing)
        XCTAssertEqual(later.errors, ["\(path):4:18: 'viel' in column 'Wert' is not a number"],
                       "a later line that does not fit is reported with its line and left out")
        let headerOnly = try scratch.write("empty.csv", "t,v\n")
        let waiting = FileTail(path: headerOnly, format: .forPath(headerOnly))
        XCTAssertTrue(waiting.poll().records.isEmpty)
        try scratch.append("empty.csv", "2024/03/01 12:00,7\n")
        XCTAssertEqual(waiting.poll().records.first?["t"], .date(1_709_294_400), "a column's first value decides its type")
    }

    func testAFeedFollowingAFileThatIsCutBackStartsOverWithTheFilesRecords() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("latency.csv", "t,latency\n0,12\n5,15\n10,11\n")
        let feed = Feed()
        try feed.follow(path)
        try scratch.append("latency.csv", "15,14\n20,13\n")
        XCTAssertTrue(waitUntil { feed.drainInbox(); return feed.count == 5 })
        try scratch.write("latency.csv", "t,latency\n0,12\n5,15\n")  // a writer's --reset
        XCTAssertTrue(waitUntil { feed.drainInbox(); return feed.count == 2 })
        try scratch.append("latency.csv", "10,17\n")
        XCTAssertTrue(waitUntil { feed.drainInbox(); return feed.count == 3 })
        XCTAssertEqual(feed.column("t"), [.int(0), .int(5), .int(10)], "no record twice, none out of order")
        XCTAssertEqual(feed.column("latency"), [.int(12), .int(15), .int(17)])
        feed.stop()
    }

    func testStartingOverDropsWhatWasPendingAndIsDeliveredOnItsOwn() {
        let inbox = FeedInbox()
        inbox.push([["t": 1], ["t": 2]])
        inbox.startOver()
        XCTAssertTrue(inbox.hasPending, "an empty file after a cut is news too")
        inbox.push([["t": 0]])
        let batch = inbox.take()
        XCTAssertTrue(batch.startsOver)
        XCTAssertEqual(batch.records, [["t": 0]])
        XCTAssertFalse(inbox.take().startsOver)
    }

    func testARotatedFileIsFinishedAndTheNewOneReadFromTheTop() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("live.ndjson", "{\"n\": 1}\n")
        let tail = FileTail(path: path, format: .forPath(path))
        XCTAssertEqual(tail.poll().records.count, 1)
        try scratch.append("live.ndjson", "{\"n\": 2}\n")
        try FileManager.default.moveItem(atPath: path, toPath: scratch.path("live.ndjson.1"))
        try scratch.write("live.ndjson", "{\"n\": 3}\n{bad}\n{\"n\": 4}\n")
        let chunk = tail.poll()
        XCTAssertEqual(chunk.records.map { $0["n"] }, [.int(2), .int(3), .int(4)])
        XCTAssertEqual(chunk.errors, ["\(path):2:2: expected a field name in double quotes, found 'b'"])
    }

    func testNDJSONLinesArriveInPieces() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("live.jsonl", "")
        let tail = FileTail(path: path, format: .forPath(path))
        XCTAssertEqual(tail.poll().records, [])
        try scratch.append("live.jsonl", "{\"t\": 1, \"y\"")
        XCTAssertEqual(tail.poll().records, [])
        try scratch.append("live.jsonl", ": 2}\n{\"t\": 2}")
        XCTAssertEqual(tail.poll().records, [FeedRecord(["t": .int(1), "y": .int(2)], origin: "\(path):1")])
        try scratch.append("live.jsonl", "\n")
        XCTAssertEqual(tail.poll().records.count, 1)
    }

    // MARK: - Following files on a background thread

    func testFollowDeliversAppendedLinesUntilStopped() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("latency.csv", "t,latency\n1,230\n")
        let feed = Feed()
        let woken = Counter()
        context.liveFeeds.setWakeHandler { woken.increment() }
        try feed.follow(path)
        XCTAssertTrue(feed.isLive)
        XCTAssertTrue(context.liveFeeds.feeds.contains { $0 === feed })
        XCTAssertTrue(feed.summary.contains("following \"\(path)\""), feed.summary)
        XCTAssertEqual(feed.column("latency"), [.int(230)], "the records already in the file are read by follow")
        XCTAssertFalse(context.liveFeeds.hasPendingRecords)
        try scratch.append("latency.csv", "2,245\n3,slow\n4,n/a\n")
        XCTAssertTrue(waitUntil { context.liveFeeds.hasPendingRecords })
        XCTAssertGreaterThan(woken.value, 0)
        XCTAssertTrue(waitUntil {
            context.liveFeeds.drainAll()
            return feed.count == 3 && feed.badRecordCount == 1
        })
        XCTAssertEqual(feed.column("t"), [.int(1), .int(2), .int(4)])
        XCTAssertEqual(feed.column("latency"), [.int(230), .int(245), .none], "n/a is a missing value")
        XCTAssertEqual(feed.lastError, "\(path):4:3: 'slow' in column 'latency' is not a number")
        feed.stop()
        XCTAssertFalse(feed.isLive)
        try scratch.append("latency.csv", "5,250\n")
        Thread.sleep(forTimeInterval: 0.1)
        context.liveFeeds.drainAll()
        XCTAssertEqual(feed.count, 3)
        XCTAssertFalse(context.liveFeeds.feeds.contains { $0 === feed })
    }

    func testFollowingFromTheEndSkipsExistingRecords() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.csv", "t,y\n1,1\n2,2\n")
        let feed = Feed()
        try feed.follow(path, fromStart: false)
        try scratch.append("log.csv", "3,3\n")
        XCTAssertTrue(waitUntil { feed.drainInbox() != nil })
        XCTAssertEqual(feed.column("t"), [.int(3)])
        feed.stop()
    }

    func testAFeedThatIsDroppedStopsItsSourcesAndLeavesTheRegistry() throws {
        let source = FakeLiveSource(endpoint: "fake://dropped")
        weak var dropped: Feed?
        do {
            let feed = Feed()
            try feed.attach(source)
            dropped = feed
            XCTAssertTrue(context.liveFeeds.feeds.contains { $0 === feed })
        }
        XCTAssertNil(dropped)
        XCTAssertEqual(source.stopCount, 1)
        XCTAssertTrue(context.liveFeeds.feeds.isEmpty, "the dropped feed left the registry")
    }

    func testFollowingAMissingFileIsAnIOError() {
        let error = modelError { try Feed().follow("no/such/file.csv") }
        XCTAssertEqual(error?.kind, .ioError)
        XCTAssertEqual(error?.message, "no such file 'no/such/file.csv' to follow")
    }

    // MARK: - Subscriptions

    func testSubscribingNeedsAnInstalledFactory() {
        let error = modelError { try Feed().subscribe("tcp://127.0.0.1:5556") }
        XCTAssertEqual(error?.kind, .ioError)
        XCTAssertEqual(error?.message, "cannot subscribe to 'tcp://127.0.0.1:5556': no live source opens it")
    }

    func testSubscriptionsDeliverMessagesThroughTheInbox() throws {
        let factory = FakeLiveSourceFactory()
        context.install(factory)
        let feed = Feed()
        try feed.subscribe("fake://metrics")
        XCTAssertEqual(modelError { try feed.subscribe("tcp://elsewhere") }?.kind, .ioError)
        let source = try XCTUnwrap(factory.sources.first)
        source.publish("{\"t\": 1, \"latency\": 230}")
        source.publish("[{\"t\": 2, \"latency\": 240}, {\"t\": 3, \"latency\": 250}]")
        source.publish("{\"t\": 4, latency}")
        let drains = context.liveFeeds.drainAll()
        XCTAssertEqual(drains.count, 1)
        XCTAssertEqual(drains.first?.change.edits, [.inserted(0..<3)])
        XCTAssertEqual(drains.first?.change.addedFields, ["t", "latency"])
        XCTAssertEqual(feed.column("latency"), [.int(230), .int(240), .int(250)])
        XCTAssertEqual(feed.badRecordCount, 1)
        XCTAssertEqual(feed.lastError, "fake://metrics:1:10: expected a field name in double quotes, found 'l'")
        context.liveFeeds.stopAll()
        XCTAssertEqual(source.stopCount, 1)
        XCTAssertFalse(feed.isLive)
    }
}

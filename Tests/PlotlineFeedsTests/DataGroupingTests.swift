import PlotlineTestSupport
import XCTest
import PlotlineValues
import PlotlineFeeds

/// `feed.grouped(by:)`: live groups whose feeds follow the grouped feed change by change.
final class DataGroupingTests: XCTestCase {
    private func stocks() throws -> Feed {
        try Feed(records: [
            ["symbol": "MSFT", "t": 0, "price": 39.8], ["symbol": "AMZN", "t": 0, "price": 64.6],
            ["symbol": "MSFT", "t": 1, "price": 36.4], ["symbol": "IBM", "t": 0, "price": 100.5],
            ["symbol": "AMZN", "t": 1, "price": 69.4], ["symbol": "MSFT", "t": 2, "price": 43.2],
        ])
    }

    /// Every group's feed holds exactly its group's arranged records, in the grouped feed's arranged order.
    private func assertGroupsMatch(_ groups: FeedGroups, file: StaticString = #filePath, line: UInt = #line) throws {
        let parent = groups.feed
        let symbols = parent.arranged(groups.field)
        for (index, key) in groups.keys.enumerated() {
            let expected = parent.arrangedObjects.indices.filter { symbols[$0] == key }
            let feed = try groups.feed(at: index)
            for field in parent.fields {
                let values = parent.arranged(field)
                XCTAssertEqual(feed.arranged(field), expected.map { values[$0] }, "group \(key) field \(field)", file: file, line: line)
            }
            XCTAssertEqual(groups.recordCounts[index], expected.count, file: file, line: line)
        }
    }

    // MARK: - Groups

    func testKeysComeInFirstAppearanceOrderAndEachGroupIsAFeedOfItsRecords() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        XCTAssertEqual(groups.keys, [.string("MSFT"), .string("AMZN"), .string("IBM")])
        XCTAssertEqual(groups.names, ["MSFT", "AMZN", "IBM"])
        XCTAssertEqual(groups.count, 3)
        XCTAssertEqual(groups.recordCounts, [3, 2, 1])
        let msft = try groups.feed(forKey: .string("MSFT"))
        XCTAssertEqual(msft.fields, ["symbol", "t", "price"])
        XCTAssertEqual(msft.column("price"), [.double(39.8), .double(36.4), .double(43.2)])
        XCTAssertEqual(msft.column("t"), [.int(0), .int(1), .int(2)], "integers stay integers")
        XCTAssertTrue(try groups.feed(at: 0) === msft, "the same feed while it is held")
        XCTAssertTrue(msft.owningGroups === groups)
        XCTAssertEqual(msft.groupKey, .string("MSFT"))
        XCTAssertTrue(msft.summary.hasSuffix("group 'MSFT' of a feed grouped by symbol"), msft.summary)
        XCTAssertEqual(groups.summary, "FeedGroups: 3 groups by symbol: MSFT (3), AMZN (2), IBM (1)")
        try assertGroupsMatch(groups)
    }

    func testNumbersDatesBooleansAndNilAreGroupsAsTheFieldHoldsThem() throws {
        let feed = try Feed(records: [
            ["n": 2, "d": .date(86_400), "b": .bool(true)], ["n": .missing, "d": .missing, "b": .bool(false)],
            ["n": 2, "d": .date(0), "b": .bool(true)], ["n": 3, "d": .date(86_400), "b": .missing],
        ])
        let numbers = try feed.grouped(by: "n")
        XCTAssertEqual(numbers.keys, [.int(2), .none, .int(3)])
        XCTAssertEqual(numbers.names, ["2", "nil", "3"])
        XCTAssertEqual(numbers.recordCounts, [2, 1, 1])
        XCTAssertEqual(try numbers.feed(forKey: .double(2)).count, 2, "2 and 2.0 are one group")
        XCTAssertEqual(try numbers.feed(forKey: .none).count, 1, "nil is a group of its own")
        let dates = try feed.grouped(by: "d")
        XCTAssertEqual(dates.keys, [date(86_400), .none, date(0)])
        XCTAssertEqual(dates.names, ["1970-01-02", "nil", "1970-01-01"])
        XCTAssertEqual(try dates.feed(forKey: date(86_400)).count, 2)
        let booleans = try feed.grouped(by: "b")
        XCTAssertEqual(booleans.keys, [.bool(true), .bool(false), .none])
        XCTAssertEqual(try booleans.feed(forKey: .bool(true)).count, 2)
    }

    func testAnUnknownFieldOrKeyIsAnErrorWithASuggestion() throws {
        let feed = try stocks()
        let field = modelError { _ = try feed.grouped(by: "simbol") }
        XCTAssertEqual(field?.kind, .propertyError)
        XCTAssertEqual(field?.message, "feed has no field 'simbol'")
        XCTAssertEqual(field?.hint, "did you mean 'symbol'?")
        let groups = try feed.grouped(by: "symbol")
        let key = modelError { _ = try groups.feed(forKey: .string("MSTF")) }
        XCTAssertEqual(key?.kind, .valueError)
        XCTAssertEqual(key?.message, "no group 'MSTF' in a feed grouped by 'symbol'")
        XCTAssertEqual(key?.hint, "did you mean 'MSFT'?")
        let far = modelError { _ = try groups.feed(forKey: .int(7)) }
        XCTAssertEqual(far?.hint, "the groups are 'MSFT', 'AMZN', 'IBM'")
        let index = modelError { _ = try groups.feed(at: 3) }
        XCTAssertEqual(index?.hint, "groups are numbered 0...2")
    }

    func testGroupFeedsAreReadOnly() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let ibm = try groups.feed(forKey: .string("IBM"))
        let append = modelError { try ibm.append(["symbol": "IBM", "t": 1, "price": 101]) }
        XCTAssertEqual(append?.kind, .runtimeError)
        XCTAssertEqual(
            append?.message,
            "the feed of group 'IBM' follows the feed grouped by 'symbol' and cannot be changed on its own")
        XCTAssertEqual(append?.hint, "change the grouped feed (append to it, sort or filter it); its groups follow")
        XCTAssertNotNil(modelError { try ibm.remove(at: 0) })
        XCTAssertNotNil(modelError { try ibm.removeAll() })
        XCTAssertNotNil(modelError { try ibm.replace(at: 0, with: ["price": 1]) })
        XCTAssertNotNil(modelError { try ibm.load(records: []) })
        XCTAssertNotNil(modelError { try ibm.setSortDescriptors([SortDescriptor(key: "price")]) })
        XCTAssertNotNil(modelError { try ibm.setFilter(nil) })
        XCTAssertNotNil(modelError { try ibm.setWindow(1) })
        let scratch = try ScratchDirectory()
        let path = try scratch.write("more.csv", "symbol,t,price\nIBM,2,99\n")
        XCTAssertNotNil(modelError { try ibm.follow(path) })
        XCTAssertFalse(ibm.isLive)
        XCTAssertEqual(ibm.count, 1)
        XCTAssertThrowsError(try groups.setSubscriptValue(.none, at: .string("IBM")))
    }

    // MARK: - Following the grouped feed

    func testAnAppendedRecordIsAppendedToItsGroupAsOneChangeAndNoOtherGroupHearsOfIt() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let msftFeed = try groups.feed(at: 0)
        let msft = ChangeRecorder(msftFeed, cachingField: "price")
        let amznFeed = try groups.feed(at: 1)
        let amzn = ChangeRecorder(amznFeed, cachingField: "price")
        try feed.append(["symbol": "AMZN", "t": 2, "price": 70.1])
        XCTAssertEqual(amzn.changes, [.inserted(at: 2)])
        XCTAssertEqual(amzn.cache, [64.6, 69.4, 70.1])
        XCTAssertTrue(msft.changes.isEmpty)
        try feed.append(contentsOf: [
            ["symbol": "MSFT", "t": 3, "price": 40], ["symbol": "AMZN", "t": 3, "price": 71],
            ["symbol": "MSFT", "t": 4, "price": 41],
        ])
        XCTAssertEqual(msft.changes, [.inserted(at: 3, count: 2)], "one change per affected group")
        XCTAssertEqual(amzn.changes.last, .inserted(at: 3))
        XCTAssertEqual(amzn.changes.count, 2)
        XCTAssertEqual(msft.cache, [39.8, 36.4, 43.2, 40, 41])
        try assertGroupsMatch(groups)
    }

    func testARecordWithANewValueMakesAGroupAndTellsTheObservers() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let observer = GroupsRecorder(groups)
        try feed.append(["symbol": "MSFT", "t": 3, "price": 40])
        XCTAssertTrue(observer.additions.isEmpty)
        try feed.append(contentsOf: [["symbol": "GOOG", "t": 4, "price": 102], ["symbol": "AAPL", "t": 4, "price": 25]])
        XCTAssertEqual(observer.additions, [3..<5])
        XCTAssertEqual(groups.names, ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"])
        XCTAssertEqual(try groups.feed(forKey: .string("GOOG")).column("price"), [.int(102)])
        try assertGroupsMatch(groups)
    }

    func testRemovingAndReplacingRecordsEditsTheirGroups() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let msftFeed = try groups.feed(at: 0)
        let msft = ChangeRecorder(msftFeed, cachingField: "price")
        let amznFeed = try groups.feed(at: 1)
        let amzn = ChangeRecorder(amznFeed, cachingField: "price")
        try feed.remove(at: 2)  // MSFT t 1
        XCTAssertEqual(msft.changes.last, .removed(at: 1))
        XCTAssertTrue(amzn.changes.isEmpty)
        try feed.replace(at: 2, with: ["symbol": "IBM", "t": 0, "price": 99])  // IBM t 0 gets a new price
        XCTAssertTrue(msft.changes.count == 1 && amzn.changes.isEmpty)
        XCTAssertEqual(try groups.feed(at: 2).column("price"), [.int(99)])
        try feed.replace(at: 0, with: ["symbol": "AMZN", "t": 0, "price": 1])  // MSFT t 0 becomes AMZN's
        XCTAssertEqual(msft.changes.last, .removed(at: 0))
        XCTAssertEqual(amzn.changes.last, .inserted(at: 0))
        XCTAssertEqual(msft.cache, [43.2])
        XCTAssertEqual(amzn.cache, [1, 64.6, 69.4])
        try feed.removeFirst(2)
        XCTAssertEqual(amzn.changes.last, .removed(at: 0, count: 2))
        try feed.removeAll()
        XCTAssertEqual(groups.recordCounts, [0, 0, 0], "groups stay, empty")
        XCTAssertEqual(msft.cache, [])
        try assertGroupsMatch(groups)
    }

    func testAWindowDropsTheOldestRecordsFromTheirGroups() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let msftFeed = try groups.feed(at: 0)
        let msft = ChangeRecorder(msftFeed, cachingField: "price")
        try feed.setWindow(4)  // drops MSFT 0 and AMZN 0
        XCTAssertEqual(msft.changes.last, .removed(at: 0))
        try feed.append(["symbol": "MSFT", "t": 3, "price": 44])  // drops MSFT 1
        XCTAssertEqual(msft.changes.last, FeedChange(edits: [.removed(0..<1), .inserted(1..<2)]))
        XCTAssertEqual(msft.cache, [43.2, 44])
        try assertGroupsMatch(groups)
    }

    func testLoadsSortsAndFiltersResetTheGroupsInTheArrangedOrder() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let msftFeed = try groups.feed(at: 0)
        let msft = ChangeRecorder(msftFeed, cachingField: "price")
        try feed.setSortDescriptors([SortDescriptor(key: "price", ascending: false)])
        XCTAssertEqual(msft.changes.last, .reset)
        XCTAssertEqual(msft.cache, [43.2, 39.8, 36.4])
        try assertGroupsMatch(groups)
        try feed.append(["symbol": "MSFT", "t": 3, "price": 38])
        XCTAssertEqual(msft.changes.last, .inserted(at: 2), "where it sorts")
        XCTAssertEqual(msft.cache, [43.2, 39.8, 38, 36.4])
        try feed.setFilter(.native { ($0.value(forField: "price")?.numericValue ?? 0) < 50 })
        XCTAssertEqual(groups.recordCounts, [4, 0, 0], "AMZN and IBM are filtered out but keep their groups")
        try assertGroupsMatch(groups)
        try feed.append(["symbol": "IBM", "t": 1, "price": 49])
        XCTAssertEqual(groups.recordCounts, [4, 0, 1])
        try feed.load(records: [["symbol": "AAPL", "t": 0, "price": 25], ["symbol": "MSFT", "t": 0, "price": 30]])
        XCTAssertEqual(msft.changes.last, .reset)
        XCTAssertEqual(msft.cache, [30])
        XCTAssertEqual(groups.names, ["MSFT", "AMZN", "IBM", "AAPL"], "known groups keep their places")
        try assertGroupsMatch(groups)
    }

    func testLiveRecordsReachTheirGroups() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        let observer = GroupsRecorder(groups)
        let ibmFeed = try groups.feed(at: 2)
        let ibm = ChangeRecorder(ibmFeed, cachingField: "price")
        feed.inbox.push([["symbol": "IBM", "t": 1, "price": 102], ["symbol": "GOOG", "t": 1, "price": 100]])
        feed.drainInbox()
        XCTAssertEqual(ibm.changes, [.inserted(at: 1)])
        XCTAssertEqual(observer.additions, [3..<4])
        try assertGroupsMatch(groups)
    }

    func testADatabaseRefreshReachesTheGroups() throws {
        let database = try Database("sqlite::memory:")
        try database.execute("CREATE TABLE prices (id INTEGER PRIMARY KEY, symbol TEXT, price REAL)")
        try database.execute("INSERT INTO prices (symbol, price) VALUES ('MSFT', 39.8), ('AMZN', 64.6), ('MSFT', 36.4)")
        let feed = try database.feed("SELECT id, symbol, price FROM prices", key: "id")
        let groups = try feed.grouped(by: "symbol")
        let observer = GroupsRecorder(groups)
        let msftFeed = try groups.feed(at: 0)
        let msft = ChangeRecorder(msftFeed, cachingField: "price")
        try database.execute("INSERT INTO prices (symbol, price) VALUES ('MSFT', 43.2), ('IBM', 100.5)")
        XCTAssertEqual(try feed.refresh(), 2)
        XCTAssertEqual(msft.changes, [.inserted(at: 2)])
        XCTAssertEqual(msft.cache, [39.8, 36.4, 43.2])
        XCTAssertEqual(observer.additions, [2..<3])
        XCTAssertEqual(groups.names, ["MSFT", "AMZN", "IBM"])
        try assertGroupsMatch(groups)
    }

    func testAFieldAppearingLaterGroupsTheRecordsThatHaveIt() throws {
        let feed = Feed()
        let groups = try feed.grouped(by: "symbol")
        XCTAssertEqual(groups.count, 0)
        let observer = GroupsRecorder(groups)
        try feed.append(["t": 0, "price": 1])
        XCTAssertEqual(groups.keys, [.none])
        try feed.append(["t": 1, "price": 2, "symbol": "A"])
        XCTAssertEqual(groups.keys, [.none, .string("A")])
        XCTAssertEqual(observer.additions, [0..<1, 1..<2])
        let a = try groups.feed(forKey: .string("A"))
        try feed.append(["t": 2, "price": 2.5, "symbol": "A", "note": "new"])
        XCTAssertEqual(a.fields, ["t", "price", "symbol", "note"])
        try assertGroupsMatch(groups)
    }

    func testEveryGroupFollowsRandomChanges() throws {
        var random = SplitMix(seed: 32)
        let feed = try Feed(records: (0..<40).map { ["g": .int($0 % 3), "v": .int($0)] })
        let groups = try feed.grouped(by: "g")
        var recorders: [Int: ChangeRecorder] = [:]
        var held: [Feed] = []
        func record() throws {
            for index in 0..<groups.count where recorders[index] == nil {
                held.append(try groups.feed(at: index))
                recorders[index] = ChangeRecorder(held[held.count - 1], cachingField: "v")
            }
        }
        try record()
        var next = 40
        for step in 0..<400 {
            let group = FieldValue.int(random.next(upTo: 5))
            switch random.next(upTo: 10) {
            case 0, 1, 2:
                try feed.append(["g": group, "v": .int(next)])
            case 3:
                try feed.append(contentsOf: (0..<random.next(upTo: 6)).map { ["g": .int($0 % 4), "v": .int(next + $0)] })
            case 4:
                try feed.insert(["g": group, "v": .int(next)], at: random.next(upTo: feed.count + 1))
            case 5 where feed.count > 0:
                try feed.remove(at: random.next(upTo: feed.count))
            case 6 where feed.count > 0:
                try feed.replace(at: random.next(upTo: feed.count), with: ["g": group, "v": .int(next)])
            case 7 where feed.count > 2:
                try feed.removeFirst(random.next(upTo: 3))
            case 8:
                let sorts = [[], [SortDescriptor(key: "v", ascending: false)], [SortDescriptor(key: "g")]]
                try feed.setSortDescriptors(sorts[random.next(upTo: sorts.count)])
            default:
                let limit = random.next(upTo: 60)
                try feed.setFilter(random.next(upTo: 3) == 0 ? nil : .native { ($0.value(forField: "v")?.numericValue ?? 0) > Double(limit) })
                try feed.setWindow(random.next(upTo: 3) == 0 ? 30 : nil)
            }
            next += 10
            try record()
            for (index, recorder) in recorders {
                let numbers = try groups.feed(at: index).arrangedNumbers(ofField: "v")
                XCTAssertEqual(recorder.cache, numbers, "step \(step): the edits of group \(index) replay to its records")
            }
            try assertGroupsMatch(groups)
        }
    }

    // MARK: - Ownership

    func testAGroupsFeedKeepsItsGroupsAliveAndNothingLeaksOnceAllAreDropped() throws {
        weak var weakFeed: Feed?
        weak var weakGroups: FeedGroups?
        weak var weakGroup: Feed?
        var group: Feed?
        do {
            let feed = try stocks()
            let groups = try feed.grouped(by: "symbol")
            group = try groups.feed(at: 1)
            weakFeed = feed
            weakGroups = groups
            weakGroup = group
        }
        XCTAssertNotNil(weakGroups, "the group's feed holds its groups")
        try weakFeed?.append(["symbol": "AMZN", "t": 9, "price": 1])
        XCTAssertEqual(group?.count, 3, "and they keep it current")
        group = nil
        XCTAssertNil(weakGroup)
        XCTAssertNil(weakGroups)
        XCTAssertNil(weakFeed)
    }

    func testAGroupsFeedNobodyHoldsIsMadeAgainFromTheRecords() throws {
        let feed = try stocks()
        let groups = try feed.grouped(by: "symbol")
        weak var dropped: Feed?
        do { dropped = try groups.feed(at: 0) }
        XCTAssertNil(dropped)
        try feed.append(["symbol": "MSFT", "t": 3, "price": 50])
        XCTAssertEqual(try groups.feed(at: 0).column("price"), [.double(39.8), .double(36.4), .double(43.2), .int(50)])
    }
}

/// Records the groups' announcements of new groups.
private final class GroupsRecorder: FeedGroupsObserver {
    private(set) var additions: [Range<Int>] = []

    init(_ groups: FeedGroups) {
        groups.addObserver(self)
    }

    func feedGroups(_ groups: FeedGroups, didAddGroupsAt indexes: Range<Int>) {
        additions.append(indexes)
    }
}

import PlotlineTestSupport
import XCTest
import PlotlineValues
import PlotlineFeeds

final class DataKeyValueTests: XCTestCase {
    private func makeFeed() throws -> Feed {
        try Feed(records: [
            ["t": "2024-03-01T00:00:00Z", "latency": 230, "host": "b", "load": 0.5],
            ["t": "2024-03-01T00:00:10Z", "latency": 480, "host": "a", "load": nil],
            ["t": "2024-03-01T00:00:20Z", "latency": 120, "host": "b", "load": 1.5],
            ["t": "2024-03-01T00:00:30Z", "latency": nil, "host": nil, "load": 1.5],
        ])
    }

    private func value(_ feed: Feed, _ keyPath: String) throws -> Value {
        try Value.object(feed).value(forKeyPath: keyPath)
    }

    func testCollectionOperatorsOnFields() throws {
        let feed = try makeFeed()
        XCTAssertEqual(try value(feed, "@count"), .int(4))
        XCTAssertEqual(try value(feed, "@count.latency"), .int(4))
        XCTAssertEqual(try value(feed, "@sum.latency"), .int(830))
        XCTAssertEqual(try value(feed, "@avg.latency"), .double(830.0 / 3))
        XCTAssertEqual(try value(feed, "@min.latency"), .int(120))
        XCTAssertEqual(try value(feed, "@max.latency"), .int(480))
        XCTAssertEqual(try value(feed, "@sum.load"), .double(3.5))
        XCTAssertEqual(try value(feed, "@max.load"), .double(1.5))
        XCTAssertEqual(try value(feed, "@distinctUnionOfObjects.load"), .array([.double(0.5), .none, .double(1.5)]))
        XCTAssertEqual(try value(feed, "@distinctUnionOfObjects.host"), .array([.string("b"), .string("a"), .none]))
        XCTAssertEqual(try value(feed, "@min.host"), .string("a"))
        XCTAssertEqual(try value(feed, "@max.host"), .string("b"))
        XCTAssertEqual(try value(feed, "@max.t"), date(1_709_251_230))
        XCTAssertEqual(try value(feed, "@avg.t"), date(1_709_251_215))
    }

    func testColumnOperatorsAgreeWithTheGenericOnes() throws {
        let feed = try makeFeed()
        for op in CollectionOperator.allCases where op != .count {
            for field in ["latency", "load", "host"] {
                let generic = Result { try op.apply(to: feed.arrangedValues(ofField: field)) }
                let columnar = Result { try self.value(feed, "\(op.rawValue).\(field)") }
                switch (generic, columnar) {
                case let (.success(a), .success(b)): XCTAssertEqual(a, b, "\(op.rawValue).\(field)")
                case (.failure, .failure): break
                default: XCTFail("\(op.rawValue).\(field): \(generic) vs \(columnar)")
                }
            }
        }
    }

    func testOperatorErrors() throws {
        let feed = try makeFeed()
        XCTAssertEqual(modelError { _ = try self.value(feed, "@sum.host") }?.message, "@sum needs numbers, but field 'host' holds strings")
        XCTAssertEqual(modelError { _ = try self.value(feed, "@sum.t") }?.kind, .typeError)
        XCTAssertEqual(modelError { _ = try self.value(feed, "@max.latensy") }?.hint, "did you mean 'latency'?")
        XCTAssertEqual(modelError { _ = try self.value(feed, "@maximum.latency") }?.kind, .valueError)
    }

    func testOperatorsReadTheArrangedRecords() throws {
        let feed = try makeFeed()
        try feed.setFilter(.native { ($0.value(forField: "latency")?.numericValue ?? .infinity) < 300 })
        XCTAssertEqual(try value(feed, "@count"), .int(2))
        XCTAssertEqual(try value(feed, "@max.latency"), .int(230))
        XCTAssertEqual(try value(feed, "arrangedObjects.@sum.latency"), .int(350))
        XCTAssertEqual(try value(feed, "arrangedObjects.latency"), .array([.int(230), .int(120)]))
        try feed.setSortDescriptors([SortDescriptor(key: "latency")])
        XCTAssertEqual(try value(feed, "arrangedObjects.host"), .array([.string("b"), .string("b")]))
        XCTAssertEqual(try value(feed, "arrangedObjects.@count"), .int(2))
        XCTAssertEqual(try value(feed, "count"), .int(4))
    }

    func testKeyPathsThroughRecordsAndProxies() throws {
        let feed = try makeFeed()
        XCTAssertEqual(try value(feed, "records.host"), .array([.string("b"), .string("a"), .string("b"), .none]))
        XCTAssertEqual(try value(feed, "fields"), .array(["t", "latency", "host", "load"].map(Value.string)))
        let record = try feed.subscriptValue(at: .int(1))
        XCTAssertEqual(try record.value(forKeyPath: "latency"), .int(480))
        XCTAssertEqual(record.typeName, "FeedRecord")
        XCTAssertEqual(
            modelError { _ = try record.value(forKeyPath: "latensy") }?.message, "FeedRecord has no property 'latensy'")
        guard case .object(let proxy as FeedRecordProxy) = record else { return XCTFail("not a record") }
        XCTAssertEqual(proxy.dynamicKeys, feed.fields)
        XCTAssertEqual(proxy.summary, "FeedRecord(t: \(date(1_709_251_210).literalDescription), latency: 480, host: \"a\", load: nil)")
        XCTAssertEqual(FeedRecordProxy.descriptor.properties.count, 0)
    }

    func testSubscripts() throws {
        let feed = try makeFeed()
        XCTAssertEqual(
            try feed.subscriptValue(at: .range(ValueRange(bounds: .integer(1, 2), isClosed: true))).value(forKey: "latency"),
            .array([.int(480), .int(120)]))
        XCTAssertEqual(modelError { _ = try feed.subscriptValue(at: .int(4)) }?.message, "index 4 is out of range for a feed of 4 records")
        XCTAssertEqual(modelError { _ = try feed.subscriptValue(at: .string("x")) }?.kind, .typeError)
        try feed.setSubscriptValue(.dictionary([.string("latency"): .int(1)]), at: .int(0))
        XCTAssertEqual(feed.value(at: 0, field: "latency"), .int(1))
        XCTAssertEqual(feed.value(at: 0, field: "host"), .none)
    }

    func testBindingHelpers() throws {
        let feed = try makeFeed()
        XCTAssertEqual(Feed.arrangedField(inKeyPath: "arrangedObjects.latency"), "latency")
        XCTAssertNil(Feed.arrangedField(inKeyPath: "arrangedObjects.@max.latency"))
        XCTAssertNil(Feed.arrangedField(inKeyPath: "latency"))
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "latency", in: 1..<4).map { $0.isNaN ? nil : $0 }, [480, 120, nil])
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "t", in: 0..<1), [1_709_251_200])
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "later").count, 4)
        XCTAssertEqual(modelError { _ = try feed.arrangedNumbers(ofField: "host") }?.kind, .typeError)
        XCTAssertEqual(modelError { try feed.checkField("latncy") }?.hint, "did you mean 'latency'?")
        XCTAssertNoThrow(try Feed().checkField("anything"))
    }
}

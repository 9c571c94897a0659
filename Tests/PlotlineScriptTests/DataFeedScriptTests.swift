import PlotlineTestSupport
import PlotlineCore
import PlotlineScript
import XCTest

/// Feeds through the language with the real model types: subscripts, records, key paths, mutations, errors.
final class DataFeedScriptTests: XCTestCase {
    private let session = Session(types: ModelTypes.all)
    private let host = RecordingHost()
    private var cells = 0

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        cells += 1
        switch session.run(source, cellName: "cell [\(cells)]", host: host) {
        case .completed(let result): return result.map(displayText(of:)) ?? ""
        case .failed(let error):
            XCTFail("unexpected error:\n\(error.rendered)", file: file, line: line)
            return ""
        }
    }

    private func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        cells += 1
        switch session.run(source, cellName: "cell [\(cells)]", host: host) {
        case .completed:
            XCTFail("expected an error", file: file, line: line)
            return nil
        case .failed(let error):
            return error
        }
    }

    override func setUp() {
        super.setUp()
        _ = value("let feed = Feed(records: [[\"t\": 1, \"latency\": 230], [\"t\": 2, \"latency\": 480], [\"t\": 3, \"latency\": 120]])")
    }

    func testCorePlotsFieldNamesNameBindingsToo() {
        value("""
            let bars = BarPlot()
            bars.bind(.barLocation, to: feed, withKeyPath: "arrangedObjects.t")
            bars.bind(.barTip, to: feed, withKeyPath: "arrangedObjects.latency")
            """)
        XCTAssertEqual(value("bars.barTips"), "[230.0, 480.0, 120.0]")
        XCTAssertEqual(value("bars.barLocations"), "[1.0, 2.0, 3.0]")
        XCTAssertEqual(value("PlotBinding.barLocation == PlotBinding.barLocations"), "true")
    }

    func testRecordsReadThroughSubscripts() {
        XCTAssertEqual(value("feed[1].latency"), "480")
        XCTAssertEqual(value("feed.count"), "3")
        XCTAssertEqual(value("feed.fields"), "[\"t\", \"latency\"]")
        XCTAssertEqual(value("feed[0]"), "FeedRecord(t: 1, latency: 230)")
        XCTAssertEqual(value("feed[1...2].count"), "2")
    }

    func testMutationsAndKeyPaths() {
        _ = value("feed.append([\"t\": 4, \"latency\": 600])")
        XCTAssertEqual(value("feed.value(forKeyPath: \"@max.latency\")"), "600")
        XCTAssertEqual(value("feed.value(forKeyPath: \"arrangedObjects.t\")"), "[1, 2, 3, 4]")
        _ = value("feed.insert([\"t\": 0, \"latency\": 10], at: 0)\nfeed.remove(at: 4)\nfeed.removeFirst()")
        XCTAssertEqual(value("feed.value(forKeyPath: \"arrangedObjects.latency\")"), "[230, 480, 120]")
        _ = value("var same = feed\nsame[0] = [\"t\": 1, \"latency\": 231]\nfeed.replace(at: 2, with: [\"t\": 3, \"latency\": 121])")
        XCTAssertEqual(value("feed.value(forKeyPath: \"@sum.latency\")"), "832")
        _ = value("feed.append(contentsOf: [[\"t\": 5], [\"t\": 6, \"host\": \"a\"]])")
        XCTAssertEqual(value("feed.fields"), "[\"t\", \"latency\", \"host\"]")
        _ = value("feed.removeAll()")
        XCTAssertEqual(value("feed.count"), "0")
    }

    func testFilterSortWindowAndIteration() {
        _ = value("feed.filter = { record in record.latency < 400 }")
        XCTAssertEqual(value("feed.arrangedObjects.count"), "2")
        _ = value("feed.sortDescriptors = [SortDescriptor(key: \"latency\", ascending: false)]")
        XCTAssertEqual(value("feed.arrangedObjects[0].t"), "1")
        XCTAssertEqual(value("var total = 0\nfor record in feed.records { total += record.latency }\ntotal"), "830")
        _ = value("feed.window = 2")
        XCTAssertEqual(value("feed.count"), "2")
        XCTAssertEqual(value("feed.value(forKeyPath: \"@count\")"), "1")
        _ = value("feed.filter = nil")
        XCTAssertEqual(value("feed.value(forKeyPath: \"@count\")"), "2")
    }

    func testErrorsAreSwiftLike() {
        XCTAssertEqual(error("feed[5]")?.ename, "ValueError")
        XCTAssertEqual(error("feed.append([\"latency\": \"slow\"])")?.ename, "TypeError")
        XCTAssertEqual(error("feed.subscribe(\"tcp://127.0.0.1:5556\")")?.ename, "IOError")
        XCTAssertEqual(error("let other = Feed(csv: \"no_such_file.csv\")")?.ename, "IOError")
        XCTAssertEqual(error("feed.filter = { record in 1 }\n")?.ename, "TypeError")
        XCTAssertEqual(error("feed.window = 0")?.ename, "ValueError")
        XCTAssertEqual(value("feed.count"), "3")
    }
}

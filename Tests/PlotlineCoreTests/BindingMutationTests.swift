import OrderedCollections
import PlotlineCore
import XCTest
import PlotlineFeeds

/// Every feed mutation × every plot type's cache, through bindings: after each change the plot's cache equals a
/// fresh read of the feed, and the plot fetched exactly the records the change touched (nothing for removals,
/// everything for resets).
final class BindingMutationTests: XCTestCase {
    /// Each plot type with the style binding its records get in these tests.
    private static var plotTypes: [(name: String, make: () -> Plot, style: PlotBinding)] { [
        ("ScatterPlot", { ScatterPlot(identifier: "s") }, .plotSymbols),
        ("BarPlot", { BarPlot(identifier: "b") }, .barFills),
        ("PieChart", { PieChart(identifier: "p") }, .sliceFills),
        ("TradingRangePlot", { TradingRangePlot(identifier: "t") }, .increaseFills),
        ("RangePlot", { RangePlot(identifier: "r") }, .barLineStyles),
    ] }

    private static let colors = ["red", "green", "blue", "#336699"]

    /// Record `i` of a feed for `plot`: field k holds 100 k + i (as "f<k>"), a label and a colour.
    private func record(_ i: Int, fields: Int) -> FeedRecord {
        var values = OrderedDictionary<String, FieldValue>()
        for k in 0..<fields { values["f\(k)"] = .double(Double(100 * k + i)) }
        values["label"] = .string("r\(i)")
        values["color"] = .string(Self.colors[abs(i) % Self.colors.count])
        return FeedRecord(values)
    }

    /// A feed of `count` records, a plot of the type bound to every field, the labels and the style, and a
    /// recorder of its fetches (after a first full read).
    private func boundPlot(
        _ make: () -> Plot, style: PlotBinding, count: Int = 10
    ) throws -> (feed: Feed, plot: Plot, recorder: FetchRecorder) {
        let plot = make()
        let fields = type(of: plot).dataFields
        let feed = try Feed(records: (0..<count).map { record($0, fields: fields.count) })
        for (k, field) in fields.enumerated() {
            try plot.bind(PlotBinding(field: field), to: feed, withKeyPath: "arrangedObjects.f\(k)")
        }
        try plot.bind(.dataLabels, to: feed, withKeyPath: "arrangedObjects.label")
        try plot.bind(style, to: feed, withKeyPath: "arrangedObjects.color")
        let recorder = try FetchRecorder(installedOn: plot)
        try plot.reloadData()
        recorder.reset()
        return (feed, plot, recorder)
    }

    /// The plot's cache against the feed's arranged records.
    private func assertCacheMatchesFeed(
        _ plot: Plot, _ feed: Feed, style: PlotBinding, _ message: String, line: UInt = #line
    ) throws {
        XCTAssertEqual(plot.cachedDataCount, feed.arrangedCount, message, line: line)
        for (k, field) in type(of: plot).dataFields.enumerated() {
            XCTAssertEqual(
                plot.cachedNumbers(forField: field) ?? [], try feed.arrangedNumbers(ofField: "f\(k)"),
                "\(message): \(field)", line: line)
        }
        let labels = feed.arrangedValues(ofField: "label").map { value -> String? in
            if case .string(let text) = value { return text }
            return nil
        }
        XCTAssertEqual(plot.cache.labels ?? [], labels, "\(message): labels", line: line)
        let styles = try feed.arrangedValues(ofField: "color").map { try RecordStyle.from($0, for: style) }
        XCTAssertEqual(plot.cache.styles[style] ?? [], styles, "\(message): styles", line: line)
    }

    /// Every binding of the plot was fetched for exactly `ranges`.
    private func assertFetched(
        _ recorder: FetchRecorder, _ plot: Plot, style: PlotBinding, _ ranges: [Range<Int>], _ message: String,
        line: UInt = #line
    ) {
        let bindings = type(of: plot).dataFields.map(PlotBinding.init(field:)) + [.dataLabels, style]
        for binding in bindings {
            XCTAssertEqual(recorder.ranges(for: binding), ranges, "\(message): \(binding)", line: line)
        }
        recorder.reset()
    }

    /// Runs `mutate` on a fresh bound plot of every type and checks the cache and the fetched ranges.
    private func check(
        _ mutation: String, count: Int = 10, fetched: (Int) -> [Range<Int>],
        _ mutate: (Feed, Int) throws -> Void, line: UInt = #line
    ) throws {
        for (name, make, style) in Self.plotTypes {
            let (feed, plot, recorder) = try boundPlot(make, style: style, count: count)
            try mutate(feed, type(of: plot).dataFields.count)
            try assertCacheMatchesFeed(plot, feed, style: style, "\(name) \(mutation)", line: line)
            assertFetched(recorder, plot, style: style, fetched(count), "\(name) \(mutation)", line: line)
        }
    }

    func testAppendFetchesTheAppendedRecordOnly() throws {
        try check("append", fetched: { [$0..<($0 + 1)] }) { feed, fields in
            try feed.append(self.record(50, fields: fields))
        }
    }

    func testAppendingSeveralRecordsFetchesThemOnce() throws {
        try check("append(contentsOf:)", fetched: { [$0..<($0 + 3)] }) { feed, fields in
            try feed.append(contentsOf: (50..<53).map { self.record($0, fields: fields) })
        }
    }

    func testInsertFetchesTheInsertedRecordOnly() throws {
        try check("insert", fetched: { _ in [3..<4] }) { feed, fields in
            try feed.insert(self.record(-7, fields: fields), at: 3)
        }
    }

    func testRemoveFetchesNothing() throws {
        try check("remove", fetched: { _ in [] }) { feed, _ in try feed.remove(at: 3) }
    }

    func testRemoveFirstFetchesNothing() throws {
        try check("removeFirst", fetched: { _ in [] }) { feed, _ in try feed.removeFirst(4) }
    }

    func testRemoveAllFetchesNothing() throws {
        try check("removeAll", fetched: { _ in [] }) { feed, _ in try feed.removeAll() }
    }

    func testReplaceFetchesTheReplacedRecordOnly() throws {
        try check("replace", fetched: { _ in [4..<5] }) { feed, fields in
            try feed.replace(at: 4, with: self.record(77, fields: fields))
        }
    }

    func testAppendToAFullWindowDropsTheOldestAndFetchesTheNewOnly() throws {
        try check("window", fetched: { [($0 - 1)..<$0] }) { feed, fields in
            try feed.setWindow(feed.count)
            try feed.append(self.record(60, fields: fields))
        }
    }

    func testShrinkingTheWindowFetchesNothing() throws {
        try check("window shrink", fetched: { _ in [] }) { feed, _ in try feed.setWindow(4) }
    }

    func testSortingReloadsEverything() throws {
        try check("sort", fetched: { [0..<$0] }) { feed, _ in
            try feed.setSortDescriptors([SortDescriptor(key: "f0", ascending: false)])
        }
    }

    func testFilteringReloadsWhatStaysArranged() throws {
        try check("filter", fetched: { _ in [0..<5] }) { feed, _ in
            try feed.setFilter(.native { record in
                guard case .double(let value)? = record.value(forField: "f0") else { return false }
                return Int(value) % 2 == 0
            })
        }
    }

    func testReloadingTheFeedReloadsEverything() throws {
        try check("load", fetched: { _ in [0..<4] }) { feed, fields in
            try feed.load(records: (200..<204).map { self.record($0, fields: fields) })
        }
    }

    func testAppendToASortedFeedFetchesTheRecordWhereItSorts() throws {
        try check("sorted append", fetched: { [0..<$0, 2..<3] }) { feed, fields in
            try feed.setSortDescriptors([SortDescriptor(key: "f0")])
            try feed.append(self.record(1, fields: fields))
        }
    }

    func testAppendOfARecordTheFilterHidesFetchesNothing() throws {
        for (name, make, style) in Self.plotTypes {
            let (feed, plot, recorder) = try boundPlot(make, style: style)
            try feed.setFilter(.native { record in
                guard case .double(let value)? = record.value(forField: "f0") else { return false }
                return value < 50
            })
            recorder.reset()
            let revision = plot.graph?.revision
            try feed.append(record(90, fields: type(of: plot).dataFields.count))
            try assertCacheMatchesFeed(plot, feed, style: style, "\(name) hidden append")
            XCTAssertTrue(recorder.fetches.isEmpty, name)
            XCTAssertEqual(plot.graph?.revision, revision, name)
        }
    }

    func testAFeedChangeMovesTheGraphRevisionOncePerCacheEdit() throws {
        let graph = XYGraph()
        let (feed, plot, _) = try boundPlot({ ScatterPlot(identifier: "s") }, style: .plotSymbols)
        graph.add(plot)
        _ = plot.dataCount
        let before = graph.revision
        try feed.append(record(11, fields: 2))
        XCTAssertGreaterThan(graph.revision, before, "the graph is dirty after a change of a bound feed")
        let after = graph.revision
        _ = graph.textDrawing()
        XCTAssertEqual(graph.revision, after, "reading the graph does not move its revision")
    }

    func testAStaleCacheIsNotFetchedPerChangeButWholeWhenRead() throws {
        let plot = ScatterPlot(identifier: "s")
        let feed = try Feed(records: (0..<5).map { record($0, fields: 2) })
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.f0")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.f1")
        let recorder = try FetchRecorder(installedOn: plot)
        XCTAssertTrue(plot.dataNeedsReloading)
        for i in 5..<8 { try feed.append(record(i, fields: 2)) }
        XCTAssertTrue(recorder.fetches.isEmpty, "nothing is fetched before the plot is read")
        XCTAssertEqual(plot.dataCount, 8)
        XCTAssertEqual(recorder.ranges(for: .yValues), [0..<8])
    }
}

import PlotlineCore
import XCTest
import PlotlineValues

/// The per-field cache, and every mutation on every plot type's cache through a recording data source.
final class PlotDataCacheTests: XCTestCase {
    private static var plotTypes: [(name: String, make: () -> Plot)] { [
        ("ScatterPlot", { ScatterPlot(identifier: "s") }),
        ("BarPlot", { BarPlot(identifier: "b") }),
        ("PieChart", { PieChart(identifier: "p") }),
        ("TradingRangePlot", { TradingRangePlot(identifier: "t") }),
        ("RangePlot", { RangePlot(identifier: "r") }),
    ] }

    /// A source with `count` records for every field the plot reads: field k of record i is 100 k + i.
    private func source(for plot: Plot, count: Int) -> RecordingDataSource {
        var columns: [PlotField: [Double]] = [:]
        for (k, field) in type(of: plot).dataFields.enumerated() {
            columns[field] = (0..<count).map { Double(100 * k + $0) }
        }
        return RecordingDataSource(columns: columns, labels: (0..<count).map { "r\($0)" })
    }

    private func assertCacheMatches(_ plot: Plot, _ source: RecordingDataSource, _ message: String, line: UInt = #line) {
        XCTAssertEqual(plot.cachedDataCount, source.count, message, line: line)
        for field in type(of: plot).dataFields {
            XCTAssertEqual(plot.cachedNumbers(forField: field), source.columns[field], "\(message) \(field)", line: line)
        }
        XCTAssertEqual(plot.cache.labels, source.labels, message, line: line)
    }

    func testReloadFetchesEveryFieldOnce() throws {
        for (name, make) in Self.plotTypes {
            let plot = make()
            let source = source(for: plot, count: 6)
            plot.dataSource = source
            try plot.reloadData()
            assertCacheMatches(plot, source, name)
            for field in type(of: plot).dataFields {
                XCTAssertEqual(source.requestedRanges(for: field), [0..<6], "\(name) \(field)")
            }
        }
    }

    func testInsertFetchesOnlyTheNewRecords() throws {
        for (name, make) in Self.plotTypes {
            let plot = make()
            let source = source(for: plot, count: 5)
            plot.dataSource = source
            try plot.reloadData()
            source.resetRequests()
            for offset in 0..<3 {
                source.insert(Dictionary(uniqueKeysWithValues: source.columns.keys.map { ($0, Double(-1 - offset)) }), at: 2)
            }
            try plot.insertData(at: 2, numberOfRecords: 3)
            assertCacheMatches(plot, source, name)
            for field in type(of: plot).dataFields {
                XCTAssertEqual(source.requestedRanges(for: field), [2..<5], "\(name) \(field)")
            }
            source.resetRequests()
            source.insert(Dictionary(uniqueKeysWithValues: source.columns.keys.map { ($0, 42.0) }), at: source.count)
            try plot.apply(.inserted(source.count - 1..<source.count))
            assertCacheMatches(plot, source, "\(name) append")
            XCTAssertEqual(source.requests.count, type(of: plot).dataFields.count, name)
        }
    }

    func testDeleteFetchesNothing() throws {
        for (name, make) in Self.plotTypes {
            let plot = make()
            let source = source(for: plot, count: 8)
            plot.dataSource = source
            try plot.reloadData()
            source.resetRequests()
            source.remove(1..<4)
            plot.deleteData(in: 1..<4)
            assertCacheMatches(plot, source, name)
            XCTAssertTrue(source.requests.isEmpty, name)
            source.remove(0..<1)
            try plot.apply(.removed(0..<1))
            assertCacheMatches(plot, source, "\(name) apply")
            plot.deleteData(in: 3..<99)
            XCTAssertEqual(plot.cachedDataCount, 3, "\(name): the range is clamped")
            XCTAssertTrue(source.requests.isEmpty, name)
        }
    }

    func testReloadInRangeFetchesOnlyThatRange() throws {
        for (name, make) in Self.plotTypes {
            let plot = make()
            let source = source(for: plot, count: 7)
            plot.dataSource = source
            try plot.reloadData()
            source.resetRequests()
            for field in source.columns.keys { source.columns[field]?[3] = 999; source.columns[field]?[4] = 998 }
            try plot.reloadData(in: 3..<5)
            assertCacheMatches(plot, source, name)
            for field in type(of: plot).dataFields {
                XCTAssertEqual(source.requestedRanges(for: field), [3..<5], "\(name) \(field)")
            }
            source.resetRequests()
            source.columns[type(of: plot).dataFields[0]]?[6] = -5
            try plot.apply(.replaced(6..<7))
            assertCacheMatches(plot, source, "\(name) apply")
            XCTAssertThrowsError(try plot.reloadData(in: 5..<9), name)
        }
    }

    func testBadChangesAndBadSourcesLeaveTheCacheAlone() throws {
        for (name, make) in Self.plotTypes {
            let plot = make()
            let source = source(for: plot, count: 4)
            plot.dataSource = source
            try plot.reloadData()
            XCTAssertThrowsError(try plot.insertData(at: 9, numberOfRecords: 1), name)
            XCTAssertThrowsError(try plot.insertData(at: -1, numberOfRecords: 1), name)
            source.brokenField = type(of: plot).dataFields.last
            source.insert([:], at: 0)
            XCTAssertThrowsError(try plot.insertData(at: 0, numberOfRecords: 1), name) { error in
                XCTAssertEqual((error as? ModelError)?.kind, .dataError, name)
            }
            XCTAssertEqual(plot.cachedDataCount, 4, "\(name): a failed fetch changes nothing")
        }
    }

    func testEveryMutationChangesTheGraphRevision() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "s")
        graph.add(plot)
        let source = source(for: plot, count: 3)
        plot.dataSource = source
        try plot.reloadData()
        var revision = graph.revision
        source.insert([.xValues: 9, .yValues: 9], at: 3)
        try plot.insertData(at: 3, numberOfRecords: 1)
        XCTAssertGreaterThan(graph.revision, revision)
        revision = graph.revision
        plot.deleteData(in: 0..<1)
        XCTAssertGreaterThan(graph.revision, revision)
        revision = graph.revision
        try plot.reloadData(in: 0..<1)
        XCTAssertGreaterThan(graph.revision, revision)
    }

    func testMissingFieldsUseDefaults() throws {
        let plot = ScatterPlot(identifier: "s")
        plot.dataSource = RecordingDataSource(columns: [.yValues: [5, 6, 7]])
        try plot.reloadData()
        XCTAssertNil(plot.cachedNumbers(forField: .xValues))
        XCTAssertEqual((0..<3).map(plot.xValue(at:)), [0, 1, 2])
        XCTAssertEqual(plot.plotRange(for: .x), PlotRange(location: 0, length: 2))
    }

    func testCacheInsertsIntoMissingColumnsAsGaps() {
        var cache = PlotDataCache()
        cache.replaceAll(with: .init(count: 2, columns: [.yValues: [1, 2]]))
        cache.insert(.init(count: 1, columns: [.xValues: [7], .yValues: [3]], labels: ["new"]), at: 1)
        XCTAssertEqual(cache.count, 3)
        XCTAssertEqual(cache.numbers(for: .yValues), [1, 3, 2])
        XCTAssertEqual(cache.numbers(for: .xValues)?.map { $0.isNaN ? -1 : $0 }, [-1, 7, -1])
        XCTAssertEqual(cache.labels, [nil, "new", nil])
        cache.replace(0..<2, with: .init(count: 2, columns: [.yValues: [8, 9]]))
        XCTAssertEqual(cache.numbers(for: .yValues), [8, 9, 2])
        XCTAssertTrue(cache.number(for: .xValues, at: 1)?.isNaN ?? false, "a field the batch lacks becomes missing")
        cache.remove(1..<10)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.labels, [nil])
    }

    func testArraysAssignedToAPlotReplaceItsDataSource() throws {
        let plot = BarPlot(identifier: "b", locations: [1, 2, 3], tips: [4, 5, 6])
        XCTAssertEqual(plot.dataCount, 3)
        let source = RecordingDataSource(columns: [.barTips: [1, 2]])
        plot.dataSource = source
        XCTAssertEqual(plot.dataCount, 2, "a new data source is fetched before the plot is next read")
        plot.barTips = [9, 8, 7, 6]
        XCTAssertNil(plot.dataSource)
        XCTAssertEqual(plot.dataCount, 4)
        XCTAssertEqual(plot.barLocations.prefix(3), [1, 2, 3])
        XCTAssertTrue(plot.barLocations[3].isNaN, "the shorter array reads as a gap")
    }

    func testClosureDataSourceCallsTheClosurePerValue() throws {
        let closure = NativeFunction(name: "values", parameters: nil) { arguments in
            guard case .model(let model) = arguments[0], let field = model as? PlotField, case .int(let index) = arguments[1]
            else { return .none }
            if index == 2 { return .none }
            return .double(field == .xValues ? Double(index) * 10 : Double(index))
        }
        let source = DataSource(records: 4, value: closure)
        let plot = ScatterPlot(identifier: "s")
        plot.dataSource = source
        try plot.reloadData()
        XCTAssertEqual(plot.xValues.map { $0.isNaN ? -1 : $0 }, [0, 10, -1, 30])
        source.records = 5
        XCTAssertTrue(plot.dataNeedsReloading)
        XCTAssertEqual(plot.dataCount, 5)
    }

    func testClosureDataSourceChangesFetchOnlyTheRecordsConcerned() throws {
        var calls: [Int] = []
        var values = [10.0, 20.0, 30.0]
        let closure = NativeFunction(name: "values", parameters: nil) { arguments in
            guard case .int(let index) = arguments[1] else { return .none }
            calls.append(index)
            return .double(values[index])
        }
        let source = DataSource(records: 3, value: closure)
        source.fields = [.barTips]
        let plot = BarPlot(identifier: "b")
        plot.dataSource = source
        try plot.reloadData()
        XCTAssertEqual(calls, [0, 1, 2])
        calls.removeAll()
        values.insert(15, at: 1)
        try source.insertRecords(at: 1, count: 1)
        XCTAssertEqual(calls, [1], "only the new record is fetched")
        XCTAssertEqual(plot.barTips, [10, 15, 20, 30])
        calls.removeAll()
        values.remove(at: 0)
        try source.removeRecords(in: 0..<1)
        XCTAssertEqual(calls, [], "removing fetches nothing")
        XCTAssertEqual(plot.barTips, [15, 20, 30])
        values[2] = 99
        try source.reloadRecords(in: 2..<3)
        XCTAssertEqual(calls, [2])
        XCTAssertEqual(plot.barTips, [15, 20, 99])
        XCTAssertThrowsError(try source.insertRecords(at: 9, count: 1))
        XCTAssertThrowsError(try source.removeRecords(in: 2..<5))
    }
}

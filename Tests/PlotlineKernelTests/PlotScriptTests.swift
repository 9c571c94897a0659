import PlotlineTestSupport
import PlotlineCore
import PlotlineScript
import XCTest
import PlotlineValues

/// The plot types through the language with the real model: initializers, properties, methods and their errors.
final class PlotScriptTests: XCTestCase {
    private let session = Session(types: ModelTypes.all)
    private let host = RecordingHost()
    private var cell = 0

    private func run(_ source: String) -> CellOutcome {
        cell += 1
        return session.run(source, cellName: "cell [\(cell)]", host: host)
    }

    private func value(_ source: String, line: UInt = #line) -> Value? {
        switch run(source) {
        case .completed(let result): return result
        case .failed(let error):
            XCTFail("unexpected error:\n\(error.rendered)", line: line)
            return nil
        }
    }

    private func error(_ source: String, line: UInt = #line) -> ScriptError? {
        switch run(source) {
        case .completed: XCTFail("expected an error", line: line); return nil
        case .failed(let error): return error
        }
    }

    func testEveryPlotTypeIsMadeFromArrays() throws {
        _ = value("""
            let s = ScatterPlot(identifier: "s", x: [1, 2, 3], y: [4, nil, 6])
            let b = BarPlot(identifier: "b", locations: [0, 1], tips: [3, 5])
            let p = PieChart(identifier: "p", sliceWidths: [1, 2, 3])
            let t = TradingRangePlot(identifier: "t", x: [0, 1], open: [1, 2], high: [3, 4], low: [0, 1], close: [2, 1])
            let r = RangePlot(identifier: "r", x: [0, 1], y: [5, 6], high: [1, 1], low: [2, 2])
            """)
        XCTAssertEqual(value("s.dataCount").flatMap { $0.numericValue }, 3)
        XCTAssertEqual(value("s.yValues[1] == nil").map { "\($0)" }, "\(Value.bool(true))")
        XCTAssertEqual(value("b.barTips.count + p.sliceWidths.count + t.closeValues.count + r.lowValues.count")?.numericValue, 9)
        XCTAssertEqual(value("b.plotRange(for: .x).location")?.numericValue, -0.25)
    }

    func testMismatchedArraysAreValueErrors() {
        let mismatch = error("BarPlot(identifier: \"b\", locations: [1, 2], tips: [1])")
        XCTAssertEqual(mismatch?.kind, .valueError)
        XCTAssertEqual(mismatch?.message, "locations has 2 values but tips has 1")
        XCTAssertEqual(error("RangePlot(x: [1], y: [1, 2], high: [1], low: [1])")?.kind, .valueError)
    }

    func testStackingOnItselfIsRefused() {
        _ = value("let a = BarPlot(tips: [1, 2])\nlet b = BarPlot(tips: [3, 4])\nb.stack(on: a)")
        XCTAssertEqual(error("a.stack(on: b)")?.kind, .valueError)
        XCTAssertEqual(error("a.stack(on: a)")?.kind, .valueError)
        XCTAssertEqual(value("b.stackedOn != nil").map { "\($0)" }, "\(Value.bool(true))")
    }

    func testDataSourceClosureAndIncrementalChanges() {
        _ = value("""
            var values = [1.0, 2.0, 3.0]
            let source = DataSource(records: 3) { field, index in field == .yValues ? values[index] : nil }
            let plot = ScatterPlot(identifier: "p")
            plot.dataSource = source
            values.append(4)
            source.insertRecords(at: 3, count: 1)
            """)
        XCTAssertEqual(value("plot.yValues.count")?.numericValue, 4)
        XCTAssertEqual(value("plot.cachedNumbers(forField: .yValues)[3]")?.numericValue, 4)
        _ = value("plot.deleteData(in: 0..<2)")
        XCTAssertEqual(value("plot.dataCount")?.numericValue, 2)
        XCTAssertEqual(error("plot.insertData(at: 9, numberOfRecords: 1)")?.kind, .valueError)
    }

    func testABadDataSourceLeavesThePlotAsItWas() {
        _ = value("let plot = ScatterPlot(identifier: \"p\", x: [1, 2], y: [3, 4])")
        let bad = error("plot.dataSource = DataSource(records: 2) { field, index in \"text\" }")
        XCTAssertEqual(bad?.kind, .dataError)
        XCTAssertEqual(value("plot.yValues.count")?.numericValue, 2, "the arrays are still shown")
        XCTAssertEqual(value("plot.dataSource == nil").map { "\($0)" }, "\(Value.bool(true))")
    }

    func testCustomSymbolsAndPlotFieldsByName() {
        XCTAssertNotNil(value("PlotSymbol.custom(points: [Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: -1, y: 0)])"))
        XCTAssertEqual(error("PlotSymbol.custom(points: [Point(x: 0, y: 1)])")?.kind, .valueError)
        XCTAssertNotNil(value("let band = LimitBand(range: 1...2, fill: Fill(color: .red))\nlet s = ScatterPlot()\ns.addAreaFillBand(band)\ns.areaFillBands.count"))
    }
}

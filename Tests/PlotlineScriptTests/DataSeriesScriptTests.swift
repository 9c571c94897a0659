import PlotlineTestSupport
import PlotlineCore
import PlotlineScript
import XCTest

/// Series by field through the language: `feed.grouped(by:)`, `graph.addSeries(from:by:…)`, their errors.
final class DataSeriesScriptTests: XCTestCase {
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
        _ = value("""
            let stocks = Feed(records: [
                ["symbol": "MSFT", "t": 0, "price": 39.8], ["symbol": "AMZN", "t": 0, "price": 64.6],
                ["symbol": "MSFT", "t": 1, "price": 36.4], ["symbol": "IBM", "t": 0, "price": 100.5],
                ["symbol": "AMZN", "t": 1, "price": 69.4], ["symbol": "MSFT", "t": 2, "price": 43.2],
            ])
            """)
    }

    // MARK: - grouped(by:)

    func testGroupsReadAsKeysSubscriptsAndPairs() {
        _ = value("let groups = stocks.grouped(by: \"symbol\")")
        XCTAssertEqual(value("groups.keys"), "[\"MSFT\", \"AMZN\", \"IBM\"]")
        XCTAssertEqual(value("groups.count"), "3")
        XCTAssertEqual(value("groups.recordCounts"), "[3, 2, 1]")
        XCTAssertEqual(value("groups[\"AMZN\"].value(forKeyPath: \"arrangedObjects.price\")"), "[64.6, 69.4]")
        XCTAssertEqual(value("var lines: [String] = []\nfor (symbol, prices) in groups { lines.append(\"\\(symbol) \\(prices.count)\") }\nlines"),
                       "[\"MSFT 3\", \"AMZN 2\", \"IBM 1\"]")
        XCTAssertEqual(value("groups.map { $0.key }"), "[\"MSFT\", \"AMZN\", \"IBM\"]")
        XCTAssertEqual(value("groups.feeds.map { $0.value(forKeyPath: \"@max.price\") }"), "[43.2, 69.4, 100.5]")
        XCTAssertEqual(value("groups"), "FeedGroups: 3 groups by symbol: MSFT (3), AMZN (2), IBM (1)")
        _ = value("let msft = groups[\"MSFT\"]\nstocks.append([\"symbol\": \"MSFT\", \"t\": 3, \"price\": 44])")
        XCTAssertEqual(value("msft.count"), "4", "a group's feed follows its feed")
        _ = value("stocks.append([\"symbol\": \"GOOG\", \"t\": 3, \"price\": 102])")
        XCTAssertEqual(value("groups.keys.last!"), "\"GOOG\"")
    }

    func testGroupingErrorsPointAtTheSourceAndSuggest() {
        XCTAssertEqual(error("stocks.grouped(by: \"symbl\")")?.rendered, """
            error: feed has no field 'symbl'
             --> cell [2], line 1, column 1
              |
            1 | stocks.grouped(by: "symbl")
              | ^^^^^^^^^^^^^^^^^^^^^^^^^^^ did you mean 'symbol'?
            """)
        _ = value("let groups = stocks.grouped(by: \"symbol\")")
        let key = error("groups[\"MSTF\"]")
        XCTAssertEqual(key?.ename, "ValueError")
        XCTAssertTrue(key?.rendered.contains("no group 'MSTF' in a feed grouped by 'symbol'") ?? false)
        XCTAssertTrue(key?.rendered.contains("did you mean 'MSFT'?") ?? false)
        let change = error("groups[\"IBM\"].append([\"symbol\": \"IBM\", \"t\": 1, \"price\": 99])")
        XCTAssertEqual(change?.ename, "RuntimeError")
        XCTAssertTrue(
            change?.rendered.contains(
                "the feed of group 'IBM' follows the feed grouped by 'symbol' and cannot be changed on its own") ?? false,
            change?.rendered ?? "")
        XCTAssertTrue(change?.rendered.contains("change the grouped feed") ?? false)
    }

    // MARK: - addSeries

    func testAddSeriesReturnsPlotsToStyleAndAddsOneForALateGroup() {
        _ = value("""
            let graph = XYGraph()
            let series = graph.addSeries(from: stocks, by: "symbol", x: "t", y: "price")
            series[0].dataLineStyle.lineWidth = 3
            """)
        XCTAssertEqual(value("series.map { $0.identifier! }"), "[\"MSFT\", \"AMZN\", \"IBM\"]")
        XCTAssertEqual(value("graph.allPlots[0].dataLineStyle.lineWidth"), "3.0")
        XCTAssertEqual(value("graph.legend!.plots.count"), "3")
        XCTAssertEqual(value("graph.allPlots[1].dataLineStyle.lineColor == Theme.plainWhite.palette[1]"), "true")
        _ = value("stocks.append([\"symbol\": \"GOOG\", \"t\": 3, \"price\": 102])")
        XCTAssertEqual(value("graph.allPlots.map { $0.identifier! }"), "[\"MSFT\", \"AMZN\", \"IBM\", \"GOOG\"]")
        XCTAssertEqual(value("graph.plot(withIdentifier: \"GOOG\")!.dataLineStyle.lineColor == Theme.plainWhite.palette[3]"), "true")
    }

    func testPlotTypesAreNamedAsInSwift() {
        _ = value("let bars = XYGraph().addSeries(from: stocks, by: \"symbol\", x: \"t\", y: \"price\", plotType: BarPlot.self)")
        XCTAssertEqual(value("bars.map { $0 is BarPlot }"), "[true, true, true]")
        XCTAssertEqual(value("bars[1].fill == Fill(color: Theme.plainWhite.palette[1])"), "true")
        _ = value("let ranges = XYGraph().addSeries(from: stocks, by: \"symbol\", x: \"t\", y: \"price\", plotType: RangePlot, bindings: [\"highValues\": \"price\"])")
        XCTAssertEqual(value("ranges[2] is RangePlot"), "true")
        XCTAssertEqual(value("BarPlot.self"), "BarPlot")
    }

    func testAddSeriesErrorsSayWhatIsWrongAndSuggest() {
        _ = value("let graph = XYGraph()")
        XCTAssertEqual(error("graph.addSeries(from: stocks, by: \"symbol\", x: \"tt\", y: \"price\")")?.rendered, """
            error: feed has no field 'tt'
             --> cell [3], line 1, column 1
              |
            1 | graph.addSeries(from: stocks, by: "symbol", x: "tt", y: "price")
              | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ did you mean 't'?
            """)
        let pie = error("graph.addSeries(from: stocks, by: \"symbol\", y: \"price\", plotType: PieChart.self)")
        XCTAssertEqual(pie?.ename, "TypeError")
        XCTAssertTrue(pie?.rendered.contains("addSeries cannot draw groups as PieCharts") ?? false)
        let type = error("graph.addSeries(from: stocks, by: \"symbol\", y: \"price\", plotType: 3)")
        XCTAssertTrue(type?.rendered.contains("plotType must be a plot type such as BarPlot.self, not a value of type 'Int'") ?? false)
        let notPlot = error("graph.addSeries(from: stocks, by: \"symbol\", y: \"price\", plotType: Legend.self)")
        XCTAssertTrue(notPlot?.rendered.contains("plotType must be a plot type, not Legend") ?? false)
        let binding = error("graph.addSeries(from: stocks, by: \"symbol\", y: \"price\", bindings: [\"hihgValues\": \"price\"])")
        XCTAssertTrue(binding?.rendered.contains("did you mean 'highValues'?") ?? false, binding?.rendered ?? "")
        XCTAssertEqual(value("graph.allPlots.count"), "0", "a failed addSeries adds nothing")
        XCTAssertEqual(value("graph.legend == nil"), "true")
    }

    func testHelpDescribesTheNewForms() {
        func help(_ expression: String) -> String {
            host.stdout = ""
            _ = value("help(\(expression))")
            return host.stdout
        }
        XCTAssertTrue(help("FeedGroups").contains("A feed's records grouped by a field's value"), help("FeedGroups"))
        XCTAssertTrue(help("Feed").contains("grouped(by field: String) -> FeedGroups"))
        XCTAssertTrue(help("XYGraph").contains("addSeries(from feed: Feed, by field: String, x: String? = nil, y: String? = nil, plotType: Any = ScatterPlot.self, bindings: [String: String] = [:], to space: XYPlotSpace? = nil) -> [Plot]"), help("XYGraph"))
        XCTAssertTrue(help("Theme").contains("palette"))
    }
}

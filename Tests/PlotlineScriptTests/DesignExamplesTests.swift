import PlotlineTestSupport
import PlotlineCore
@testable import PlotlineScript
import XCTest
import PlotlineValues

/// Every construct of the design examples and of the language they use, run as written against the real model: the
/// examples are the two cells of docs/language.md, 'A first program', the constructs those of docs/language.md
/// (statements, key-value coding, errors, builtins, the session). The examples read a copy of
/// notebooks/data/test_runs.csv from `data/` in a temporary working directory, as a notebook in notebooks/ does.
final class DesignExamplesTests: XCTestCase {
    private var harness = SessionHarness(types: ModelTypes.all)
    private var directory: ExampleDataDirectory?

    override func setUpWithError() throws {
        harness = SessionHarness(types: ModelTypes.all)
        directory = try ExampleDataDirectory(copying: ["test_runs.csv"])
    }

    override func tearDown() {
        directory?.close()
        directory = nil
    }

    /// The CSV's ids and totals.
    private func fixtureColumns() throws -> (ids: [Double], totals: [Double]) {
        let rows = try XCTUnwrap(directory).rows(of: "test_runs.csv")
        return (rows.compactMap { Double($0[0]) }, rows.compactMap { Double($0[1]) })
    }

    /// Runs the first example and returns its graph and bound plot, with the plot's data read as a display does.
    private func runTheFirstExample() throws -> (graph: XYGraph, plot: ScatterPlot) {
        guard case .completed(let result) = harness.run(DesignExampleText.first) else {
            XCTFail("the example should run: \(harness.error(DesignExampleText.first)?.rendered ?? "")")
            throw ModelError(.runtimeError, "the first example failed")
        }
        guard case .object(let graph as XYGraph)? = result else {
            throw ModelError(.runtimeError, "the graph is the cell's value")
        }
        let plot = try XCTUnwrap(graph.allPlots.first as? ScatterPlot)
        try plot.reloadDataIfNeeded()
        return (graph, plot)
    }

    func testTheFirstExampleBuildsTheGraphFromTheFeed() throws {
        let (graph, plot) = try runTheFirstExample()
        let (ids, totals) = try fixtureColumns()
        XCTAssertEqual(ids.count, 50, "the fixture has 50 runs")
        XCTAssertEqual(graph.title, "Test runs")
        XCTAssertEqual(harness.value("runs.count"), "50")
        XCTAssertEqual(harness.value("graph.plotAreaFrame.paddingLeft"), "50.0")
        XCTAssertEqual(harness.value("space.xRange"), "PlotRange(location: 0, length: 50)")
        XCTAssertEqual(harness.value("space.yRange"), "PlotRange(location: 0, length: \(Int(totals.max() ?? 0)))")
        XCTAssertEqual(harness.value("x.majorIntervalLength"), "10.0")
        XCTAssertEqual(harness.value("x.labelExclusionRanges.count"), "1")
        XCTAssertEqual(harness.value("graph.axisSet.yAxis.labelingPolicy"), ".automatic")
        XCTAssertEqual(harness.value("graph.allPlots[0].dataLineStyle.lineWidth"), "3.0")
        XCTAssertEqual(harness.value("all.dataLineStyle.lineColor"), ".green")
        XCTAssertEqual(harness.value("all.areaBaseValue"), "1.75")
        XCTAssertEqual(harness.value("all.infoForBinding(\"yValues\")![\"observedKeyPath\"]"), "\"arrangedObjects.total\"")
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues), ids, "x comes from the feed's ids")
        XCTAssertEqual(plot.cachedNumbers(forField: .yValues), totals, "y comes from the feed's totals")
        XCTAssertEqual(harness.value("space.xRange = 0...50\nspace.xRange.length"), "50.0", "the range literal the comment mentions")
    }

    func testTheSecondExampleAppendsAndTheBoundPlotFetchesOnlyTheNewRecords() throws {
        let (graph, plot) = try runTheFirstExample()
        let (ids, totals) = try fixtureColumns()
        let log = try FetchLog(installedOn: plot)
        try plot.reloadDataIfNeeded()
        log.reset()
        let revision = graph.revision

        harness.value(DesignExampleText.second)

        XCTAssertEqual(harness.value("runs.count"), "61")
        XCTAssertEqual(harness.value("runs.value(forKeyPath: \"@max.id\")"), "61")
        XCTAssertEqual(harness.value("runs[50].total"), "1180")
        XCTAssertNotEqual(graph.revision, revision, "the graph is dirty, so its live display is updated")
        let appended = (0..<11).map { $0 + 50..<$0 + 51 }
        XCTAssertEqual(log.ranges(for: .xValues), appended, "each append fetches its one record, never the column")
        XCTAssertEqual(log.ranges(for: .yValues), appended)
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues), ids + (51...61).map(Double.init))
        XCTAssertEqual(plot.cachedNumbers(forField: .yValues), totals + [1180] + (0..<10).map { Double(1100 + 5 * $0) })
        try plot.reloadDataIfNeeded()
        XCTAssertEqual(log.ranges(for: .yValues).count, 11, "the cache was current: drawing fetches nothing more")
    }

    func testLexicalForms() {
        XCTAssertEqual(harness.value("// a comment\n/* a /* nested */ block */ 12; 1_000; 2.5e-3; 0xff"), "255")
        XCTAssertEqual(harness.value("let n = 3\n\"tab\\there \\(n * 2) \\\"q\\\" \\u{1F600}\""), "\"tab\\there 6 \\\"q\\\" 😀\"")
        XCTAssertEqual(harness.value("[true, false, nil == nil]"), "[true, false, true]")
    }

    func testStatementsOfTheText() {
        harness.value("let graph = XYGraph()\nlet plot = ScatterPlot(identifier: \"p\")\ngraph.add(plot)")
        XCTAssertEqual(harness.value("""
        var total = 0
        for x in [1, 2, 3] { total += x }
        var i = 0
        while i < 3 { i += 1; if i == 2 { continue }; total += 10 }
        for j in 0..<100 { if j > 2 { break } }
        if total > 100 { total = 0 } else if total > 20 { total -= 1 } else { total = -1 }
        func ratio(of part: Double, to whole: Double) -> Double { return part / whole }
        plot.dataLineStyle.lineWidth = ratio(of: 3, to: 2)
        plot.dataLineStyle.lineWidth *= 2
        var xs = [1, 2]
        xs[0] += 5
        [total, xs[0]]
        """), "[25, 6]")
        XCTAssertEqual(harness.value("plot.dataLineStyle.lineWidth"), "3.0")
    }

    func testExpressionsAndLiterals() {
        XCTAssertEqual(harness.value("let c = true\nc ? 1 : 2"), "1")
        XCTAssertEqual(harness.value("[1, 2].map { x in x * x } + [3].map { $0 * 2 }"), "[1, 4, 6]")
        XCTAssertEqual(harness.value("[\"x\": 1][\"x\"]! + (0...5).count + (0..<5).count"), "12")
        XCTAssertEqual(harness.value("let a = 2\nlet b = 3\n-a + b * 2 % 4 == 0 || !(a < b) && a >= 1"), "true")
    }

    func testImplicitMembersResolveAgainstTheExpectedTypeOrSaySo() {
        XCTAssertEqual(harness.value("let ax = XYAxis(coordinate: .y)\nax.coordinate"), ".y")
        XCTAssertEqual(harness.value("let s = ScatterPlot()\ns.plotSymbol = .ellipse()\ns.plotSymbol.symbolType"), ".ellipse")
        XCTAssertEqual(harness.value("PlotSymbol.ellipse().symbolType == .ellipse"), "true")
        XCTAssertEqual(harness.value("Color.red == .red"), "true")
        let error = harness.error("let c = .red")
        XCTAssertEqual(error?.message, "cannot infer contextual base in reference to member 'red'")
        XCTAssertEqual(error?.hint, "write the type: 'Color.red'")
    }

    func testTopLevelNamesRebindButBlocksDoNot() {
        harness.value("let x = 1")
        XCTAssertEqual(harness.value("let x = 2\nx"), "2")
        XCTAssertEqual(harness.error("if true { let y = 1; let y = 2 }")?.message, "invalid redeclaration of 'y'")
    }

    func testValuesGeometryAndObjectsAreReferences() {
        XCTAssertEqual(harness.value("1 + 2.5"), "3.5", "mixed arithmetic promotes to Double")
        XCTAssertEqual(harness.value("Point(x: 1, y: 2)"), "Point(x: 1, y: 2)")
        XCTAssertEqual(harness.value("Size(width: 3, height: 4)"), "Size(width: 3, height: 4)")
        XCTAssertEqual(harness.value("Rect(x: 0, y: 0, width: 5, height: 6)"), "Rect(x: 0, y: 0, width: 5, height: 6)")
        XCTAssertEqual(harness.value("""
        let graph = XYGraph()
        graph.add(ScatterPlot(identifier: "a"))
        let p = graph.allPlots[0]; p.title = "x"
        graph.allPlots[0].title
        """), "\"x\"")
        XCTAssertEqual(harness.value("let plot = ScatterPlot()\nplot.dataLineStyle.lineWidth = 3\nplot.dataLineStyle.lineWidth"), "3.0",
                       "nested assignment always works")
    }

    func testBuiltins() {
        XCTAssertEqual(harness.value("[sin(0), cos(0), tan(0), asin(0), acos(1), atan(0), atan2(0, 1), exp(0), log(1), log10(100), log2(8)]"),
                       "[0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 2.0, 3.0]")
        XCTAssertEqual(harness.value("[sqrt(16), pow(2, 10), abs(-2.5), floor(1.5), ceil(1.5), round(2.5), min(3, 1, 2), max(3, 1, 2)]"),
                       "[4.0, 1024.0, 2.5, 1.0, 2.0, 3.0, 1.0, 3.0]")
        XCTAssertEqual(harness.value("pi > 3.14 && pi < 3.15"), "true")
        XCTAssertEqual(harness.value("Array(stride(from: 0, to: 1, by: 0.25))"), "[0.0, 0.25, 0.5, 0.75]")
        XCTAssertEqual(harness.value("Array(0..<3)"), "[0, 1, 2]")
        XCTAssertEqual(harness.value("let xs = [3, 1, 2]\n[xs.map { $0 * 2 }, xs.filter { $0 > 1 }, xs.sorted(), [xs.reduce(0, +), xs.count, xs.first!, xs.last!, xs.min()!, xs.max()!, xs.sum()]]"),
                       "[[6, 2, 4], [3, 2], [1, 2, 3], [6, 3, 3, 2, 1, 3, 6]]")
        harness.value("print(\"out\", 1)\nprint(\"err\", to: .stderr)\ndisplay(1, \"two\")\nclearOutput(wait: true)")
        XCTAssertEqual(harness.host.stdout, "out 1\n")
        XCTAssertEqual(harness.host.stderr, "err\n")
        XCTAssertEqual(harness.host.displayed.map(displayText(of:)), ["1", "\"two\""])
        XCTAssertEqual(harness.host.clears, [true])
        XCTAssertEqual(harness.value("Date(year: 2024, month: 3, day: 1).weekday"), "6")
    }

    func testKeyValueCodingOnAnyObject() {
        harness.value("let graph = XYGraph()")
        XCTAssertEqual(harness.value("graph.setValue(30, forKeyPath: \"plotAreaFrame.paddingLeft\")\ngraph.value(forKeyPath: \"plotAreaFrame.paddingLeft\")"), "30.0")
        XCTAssertEqual(harness.value("[[\"v\": 1], [\"v\": 3], [\"v\": 3]].value(forKeyPath: \"@distinctUnionOfObjects.v\")"), "[1, 3]")
    }

    /// The error shown under 'A first program' in docs/language.md, character for character.
    func testTheDesignsErrorRendering() {
        harness.value("let graph = XYGraph()")
        harness.value("let a = 1")
        harness.value("let b = 2")
        let error = harness.error("\ngraph.titel = \"Sales\"")
        XCTAssertEqual(error?.ename, "PropertyError")
        XCTAssertEqual(error?.rendered, """
        error: XYGraph has no property 'titel'
         --> cell [4], line 2, column 7
          |
        2 | graph.titel = "Sales"
          |       ^^^^^ did you mean 'title'?
        """)
    }

    func testSessionSettings() {
        XCTAssertEqual(harness.value("session.formats"), "[\"png\"]")
        XCTAssertEqual(harness.value("session.scale"), "2.0")
        XCTAssertEqual(harness.value("session.frameRate"), "10.0")
        XCTAssertEqual(harness.value("session.formats = [\"png\", \"svg\", \"pdf\"]\nsession.formats.count"), "3")
        XCTAssertEqual(harness.value("session.theme = Theme.plainWhite\nsession.size = Size(width: 300, height: 200)\nsession.size"), "Size(width: 300, height: 200)")
        XCTAssertEqual(harness.error("session.formats = [\"gif\"]")?.message, "unknown image format 'gif'; expected \"png\", \"svg\" or \"pdf\"")
    }
}

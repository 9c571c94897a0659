import PlotlineCore
@testable import PlotlineScript
import PlotlineValues
import XCTest

/// The model's protocols adopted by user classes as Core Plot's users adopt them: a data source's per-plot-type
/// methods (bar fills, symbols, slice fills, labels), `insertData`/`deleteData` with a user source, a `Formatter`
/// subclass labelling an axis and a plot, and an `AxisDelegate` making an axis's labels.
final class ModelProtocolTests: LanguageTestCase {

    private let barSource = """
        class Profits: PlotDataSource {
            var values: [Double] = [3, -1, 4]
            func numberOfRecords(for plot: Plot) -> Int { values.count }
            func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? {
                field == .barLocation ? Double(recordIndex) : values[recordIndex]
            }
            func barFill(for plot: BarPlot, recordIndex: Int) -> Fill? {
                values[recordIndex] < 0 ? Fill(color: .red) : nil
            }
            func dataLabel(for plot: Plot, recordIndex: Int) -> String? {
                recordIndex == 0 ? "first" : nil
            }
        }
        let source = Profits()
        let bars = BarPlot()
        bars.dataSource = source
        """

    private func plot(_ name: String) -> Plot? {
        guard case .object(let object)? = harness.session.value(named: name) else { return nil }
        return object as? Plot
    }

    private func texts(of graphName: String) throws -> [String] {
        guard case .object(let object)? = harness.session.value(named: graphName), let graph = object as? Graph else { return [] }
        let context = RecordingContext()
        try graph.render(in: context)
        return context.commands.compactMap { command in
            if case .text(let text, _, _, _, _) = command { return text }
            return nil
        }
    }

    func testPerPlotTypeMethodsGiveRecordsTheirStylesAndLabels() throws {
        value(barSource)
        value("bars.reloadData()")
        let bars = try XCTUnwrap(plot("bars"))
        XCTAssertEqual(bars.cachedStyle(for: .barFills, recordIndex: 1), .fill(Fill(color: .red)))
        XCTAssertEqual(bars.cachedStyle(for: .barFills, recordIndex: 0), RecordStyle.none, "nil keeps the plot's fill")
        XCTAssertEqual(bars.cachedDataLabels, ["first", nil, nil])
        value("let g = XYGraph()\ng.add(bars)\ng.defaultPlotSpace.scaleToFit(g.allPlots)")
        XCTAssertTrue(try texts(of: "g").contains("first"), "a source's label draws without labelTextStyle, as Core Plot's layers do")
        value("""
            class Marks: PlotDataSource {
                func numberOfRecords(for plot: Plot) -> Int { 3 }
                func numbers(for plot: Plot, field: PlotField, recordIndexRange: Range<Int>) -> [Double] {
                    recordIndexRange.map { Double($0) }
                }
                func symbols(for plot: ScatterPlot, recordIndexRange: Range<Int>) -> [PlotSymbol?] {
                    recordIndexRange.map { $0 == 2 ? PlotSymbol.star() : nil }
                }
            }
            let marks = ScatterPlot()
            marks.dataSource = Marks()
            marks.reloadData()
            """)
        let marks = try XCTUnwrap(plot("marks"))
        guard case .symbol(let star) = marks.cachedStyle(for: .plotSymbols, recordIndex: 2) else {
            return XCTFail("no symbol for record 2: \(marks.cachedStyle(for: .plotSymbols, recordIndex: 2))")
        }
        XCTAssertEqual(star.symbolType, .star)
        value("""
            class Slices: PlotDataSource {
                func numberOfRecords(for plot: Plot) -> Int { 2 }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { 1 }
                func sliceFill(for pie: PieChart, recordIndex: Int) -> Color? { recordIndex == 0 ? .orange : .blue }
                func radialOffset(for pie: PieChart, recordIndex: Int) -> Double { recordIndex == 0 ? 10 : 0 }
            }
            let pie = PieChart()
            pie.dataSource = Slices()
            pie.reloadData()
            """)
        let pie = try XCTUnwrap(plot("pie"))
        XCTAssertEqual(pie.cachedStyle(for: .sliceFills, recordIndex: 0), .color(.orange))
        XCTAssertEqual(pie.cachedStyle(for: .sliceRadialOffsets, recordIndex: 0), .number(10))
    }

    func testAPieDrawsTheSliceLabelsItsSourceGives() throws {
        value("""
            class Shares: PlotDataSource {
                let values = [50.0, 30, 20]
                func numberOfRecords(for plot: Plot) -> Int { values.count }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { values[recordIndex] }
                func dataLabel(for plot: Plot, recordIndex: Int) -> String? { recordIndex == 2 ? nil : ["Chrome", "Safari"][recordIndex] }
            }
            let g = XYGraph(width: 300, height: 240)
            g.axisSet = nil
            let pie = PieChart()
            pie.dataSource = Shares()
            g.add(pie)
            """)
        let labels = try texts(of: "g")
        XCTAssertTrue(labels.contains("Chrome") && labels.contains("Safari"), "\(labels)")
        XCTAssertFalse(labels.contains("20"), "a slice its source gives no text has no label without labelTextStyle: \(labels)")
    }

    func testAWrongStyleNamesTheMethodAndTheRecord() {
        value(barSource)
        value("class Wrong: PlotDataSource {\n    func numberOfRecords(for plot: Plot) -> Int { 2 }\n    func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { 1 }\n    func barFill(for plot: BarPlot, recordIndex: Int) -> Any { recordIndex == 1 ? PlotSymbol.star() : nil }\n}")
        let failure = error("bars.dataSource = Wrong()\nbars.reloadData()")
        XCTAssertEqual(failure?.message.hasPrefix("barFill(for:recordIndex:) of 'Wrong', record 1: binding 'barFills' cannot use a value of type 'PlotSymbol'"), true, failure?.message ?? "")
    }

    func testInsertAndDeleteDataFetchOnlyWhatChanged() throws {
        value(barSource)
        value("""
            var asked: [Int] = []
            class Counting: PlotDataSource {
                var values: [Double] = [1, 2, 3]
                func numberOfRecords(for plot: Plot) -> Int { values.count }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? {
                    if field == .barTip { asked.append(recordIndex) }
                    return field == .barLocation ? Double(recordIndex) : values[recordIndex]
                }
            }
            let counting = Counting()
            bars.dataSource = counting
            bars.reloadData()
            asked = []
            counting.values.insert(9, at: 1)
            bars.insertData(at: 1, numberOfRecords: 1)
            """)
        XCTAssertEqual(value("asked"), "[1]", "inserting asks only for the new record, as Core Plot does")
        let bars = try XCTUnwrap(plot("bars"))
        XCTAssertEqual(bars.cachedNumbers(forField: .barTips), [1, 9, 2, 3])
        value("asked = []\ncounting.values.remove(at: 0)\nbars.deleteData(in: 0..<1)")
        XCTAssertEqual(value("asked"), "[]", "deleting asks nothing")
        XCTAssertEqual(bars.cachedNumbers(forField: .barTips), [9, 2, 3])
    }

    func testAFormatterSubclassLabelsAnAxisAndAPlot() throws {
        value("""
            class Percent: Formatter {
                override func string(for value: Double) -> String? {
                    value < 0 ? nil : "\\(Int(value * 100))%"
                }
            }
            let g = XYGraph()
            g.defaultPlotSpace.xRange = PlotRange(location: -1, length: 3)
            g.axisSet.xAxis.labelFormatter = Percent()
            g.axisSet.xAxis.majorIntervalLength = 1
            """)
        let labels = try texts(of: "g")
        XCTAssertTrue(labels.contains("100%") && labels.contains("200%"), "\(labels)")
        XCTAssertTrue(labels.contains("0%"), "\(labels)")
        XCTAssertFalse(labels.contains { $0.hasSuffix("%") && $0.count > 2 && !$0.first!.isNumber }, "nil leaves the label out: \(labels)")
        XCTAssertEqual(value("g.axisSet.xAxis.labelFormatter is Percent"), "true")
        value("let p = ScatterPlot(x: [0, 1], y: [0.25, 0.5])\np.labelFormatter = Percent()\np.labelTextStyle = TextStyle()\ng.add(p)")
        XCTAssertTrue(try texts(of: "g").contains("25%"), "a plot's data labels take a formatter as Core Plot's do")
        XCTAssertEqual(error("class Plain { }\ng.axisSet.xAxis.labelFormatter = Plain()")?.message.hasPrefix("cannot convert"), true)
        XCTAssertEqual(error("class NoString: Formatter { }")?.hint, "add func string(for value: Double) -> String?")
    }

    func testAnAxisDelegateMakesTheLabels() throws {
        value("""
            class Signs: AxisDelegate {
                var asked: [Double] = []
                func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Bool {
                    asked = locations
                    axis.axisLabels = locations.map { AxisLabel(text: $0 < 0 ? "minus" : "plus", tickLocation: $0) }
                    return false
                }
            }
            let signs = Signs()
            let g = XYGraph()
            g.defaultPlotSpace.yRange = PlotRange(location: -2, length: 4)
            g.axisSet.yAxis.majorIntervalLength = 1
            g.axisSet.yAxis.delegate = signs
            """)
        let labels = try texts(of: "g")
        XCTAssertTrue(labels.contains("minus") && labels.contains("plus"), "\(labels)")
        XCTAssertEqual(value("signs.asked.contains(-1.0)"), "true", "the delegate is given the major tick values")
        value("class Quiet: AxisDelegate {\n    func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Bool { true }\n}\ng.axisSet.yAxis.delegate = Quiet()")
        let own = try texts(of: "g")
        XCTAssertTrue(own.contains("\u{2212}1") && !own.contains("minus"), "answering true lets the axis label its ticks: \(own)")
        value("class Wrong: AxisDelegate {\n    func axis(_ axis: Axis, shouldUpdateAxisLabelsAtLocations locations: [Double]) -> Int { 1 }\n}\ng.axisSet.yAxis.delegate = Wrong()")
        XCTAssertThrowsError(try texts(of: "g")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "axis(_:shouldUpdateAxisLabelsAtLocations:) of 'Wrong' returned a Int")
        }
        XCTAssertEqual(error("g.axisSet.yAxis.delegate = 3")?.message.hasPrefix("cannot use a value of type 'Int' as an axis's delegate"), true)
    }
}

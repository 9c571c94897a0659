import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Key-value coding over the real model: key paths through objects and values, collection operators over arrays
/// of model objects and of dictionaries, and the errors that name what is unknown.
final class KeyValueCodingTests: XCTestCase {
    private var harness = SessionHarness(types: ModelTypes.all)

    override func setUp() {
        harness = SessionHarness(types: ModelTypes.all)
        harness.value("""
        let graph = XYGraph(width: 640, height: 400)
        let a = ScatterPlot(identifier: "a")
        let b = ScatterPlot(identifier: "b")
        let c = ScatterPlot(identifier: "c")
        a.areaBaseValue = 1; b.areaBaseValue = 4; c.areaBaseValue = 4
        a.dataLineStyle.lineWidth = 2; b.dataLineStyle.lineWidth = 2; c.dataLineStyle.lineWidth = 5
        graph.add(a); graph.add(b); graph.add(c)
        let rows = [["id": 1, "total": 1100, "failed": 2], ["id": 2, "total": 1180, "failed": nil], ["id": 3, "total": 1150, "failed": 2]]
        """)
    }

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    private func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        harness.error(source, file: file, line: line)
    }

    func testKeyPathsThroughObjectsAndValues() {
        XCTAssertEqual(value("graph.value(forKeyPath: \"plotAreaFrame.paddingLeft\") == graph.plotAreaFrame.paddingLeft"), "true")
        XCTAssertEqual(value("a.value(forKeyPath: \"dataLineStyle.lineWidth\")"), "2.0")
        XCTAssertEqual(value("graph.setValue(30, forKeyPath: \"plotAreaFrame.paddingLeft\")\ngraph.plotAreaFrame.paddingLeft"), "30.0")
        XCTAssertEqual(value("a.setValue(7, forKeyPath: \"dataLineStyle.lineWidth\")\na.dataLineStyle.lineWidth"), "7.0",
                       "a value type along the path is written back")
        XCTAssertEqual(value("graph.setValue(\"T\", forKey: \"title\")\ngraph.value(forKey: \"title\")"), "\"T\"")
    }

    func testCollectionOperatorsOverArraysOfModelObjects() {
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@count\")"), "3")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"identifier\")"), "[\"a\", \"b\", \"c\"]")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@sum.areaBaseValue\")"), "9.0")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@avg.areaBaseValue\")"), "3.0")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@min.areaBaseValue\")"), "1.0")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@max.dataLineStyle.lineWidth\")"), "5.0")
        XCTAssertEqual(value("graph.allPlots.value(forKeyPath: \"@distinctUnionOfObjects.areaBaseValue\")"), "[1.0, 4.0]")
        XCTAssertEqual(value("graph.value(forKeyPath: \"allPlots.@count\")"), "3")
        XCTAssertEqual(value("graph.value(forKeyPath: \"allPlots.@max.identifier\")"), "\"c\"")
    }

    func testCollectionOperatorsOverArraysOfDictionaries() {
        XCTAssertEqual(value("rows.value(forKeyPath: \"@count\")"), "3")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@sum.total\")"), "3430")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@sum.failed\")"), "4", "nils are skipped")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@avg.failed\")"), "2.0")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@max.total\")"), "1180")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@min.id\")"), "1")
        XCTAssertEqual(value("rows.value(forKeyPath: \"@distinctUnionOfObjects.failed\")"), "[2, nil]")
        XCTAssertEqual(value("rows.value(forKeyPath: \"total\")"), "[1100, 1180, 1150]")
        XCTAssertEqual(value("[1, 5, 3].value(forKeyPath: \"@max\")"), "5")
    }

    func testDictionariesAsKeyValueContainers() {
        XCTAssertEqual(value("var d = [\"x\": 1]\nd.setValue(2, forKey: \"y\")\nd.value(forKey: \"y\")"), "2")
        XCTAssertEqual(value("let nested = [\"style\": [\"width\": 3]]\nnested.value(forKeyPath: \"style.width\")"), "3")
        XCTAssertEqual(value("[\"a\": 1].value(forKey: \"missing\")"), "", "a missing key reads as nil")
    }

    func testErrorsNameWhatIsUnknownAndSuggest() {
        let unknownProperty = error("graph.value(forKeyPath: \"plotAreaFrame.paddingLefft\")")
        XCTAssertEqual(unknownProperty?.message, "PlotAreaFrame has no property 'paddingLefft'")
        XCTAssertEqual(unknownProperty?.hint, "did you mean 'paddingLeft'?")
        XCTAssertEqual(unknownProperty?.kind, .propertyError)
        let unknownOperator = error("rows.value(forKeyPath: \"@avrg.total\")")
        XCTAssertEqual(unknownOperator?.message, "unknown collection operator '@avrg'")
        XCTAssertEqual(unknownOperator?.hint, "did you mean '@avg'?")
        XCTAssertEqual(error("rows.value(forKeyPath: \"a..b\")")?.message, "key path 'a..b' has an empty component")
        XCTAssertEqual(error("graph.value(forKeyPath: \"@count\")")?.message, "collection operator '@count' needs an array or a feed, not 'XYGraph'")
        XCTAssertEqual(error("[\"x\", 2].value(forKeyPath: \"@sum\")")?.message, "@sum needs numbers, but found a value of type 'String'")
        XCTAssertEqual(error("graph.setValue(\"wide\", forKeyPath: \"plotAreaFrame.paddingLeft\")")?.message,
                       "cannot convert value of type 'String' to expected type 'Double?' in assignment to 'paddingLeft'")
        XCTAssertEqual(error("graph.setValue(1, forKeyPath: \"allPlots\")")?.kind, .propertyError, "read-only properties refuse")
    }
}

import PlotlineCore
@testable import PlotlineScript
import XCTest

/// The model's own conversions apply wherever the language expects a model type: annotations, parameters and
/// results of user functions, array elements, dictionary values, appended elements and properties.
final class ConversionTests: LanguageTestCase {

    func testAnnotationsApplyModelConversions() {
        XCTAssertEqual(value("let r: PlotRange = 0...5\nr"), "PlotRange(location: 0, length: 5)")
        XCTAssertEqual(value("let half: PlotRange = 0..<0.5\nhalf.length"), "0.5")
        XCTAssertEqual(value("var c: Color = \"#ff0000\"\nc.hexString"), "\"#ff0000\"")
        XCTAssertEqual(value("var c: Color = .blue\nc = \"#00ff00\"\nc.green"), "1.0", "assignments convert to the declared type")
        XCTAssertEqual(value("let o: PlotRange? = 1...2\no!.location"), "1.0")
        XCTAssertEqual(value("let f: Fill = Color.red\nf"), value("Fill(color: .red)"), "a colour converts to a fill")
    }

    func testCollectionsConvertElementByElement() {
        XCTAssertEqual(value("let rs: [PlotRange] = [0...1, PlotRange(location: 2, length: 1)]\nrs.map { $0.length }"), "[1.0, 1.0]")
        XCTAssertEqual(value("var cs: [Color] = [\"#ff0000\", .red]\ncs.append(\"#0000ff\")\ncs.count"), "3")
        XCTAssertEqual(value("var cs: [Color] = []\ncs += [\"#000000\"]\ncs[0]"), ".black")
        XCTAssertEqual(value("let d: [String: Color] = [\"ok\": \"#00ff00\"]\nd[\"ok\"]!.green"), "1.0")
        XCTAssertEqual(error("let cs: [Color] = [\"#ff0000\", \"nope\"]")?.message, "'nope' is not a colour (element 1)")
    }

    func testUserFunctionsConvertParametersAndResults() {
        harness.value("func width(of r: PlotRange) -> Double { r.length }\nfunc accent() -> Color { \"#336699\" }")
        XCTAssertEqual(value("width(of: 10...25)"), "15.0")
        XCTAssertEqual(value("accent().hexString"), "\"#336699\"")
        XCTAssertEqual(error("width(of: \"wide\")")?.message,
                       "cannot convert value of type 'String' to expected type 'PlotRange' for parameter 'r' of 'width'")
    }

    func testPropertiesConvertWithTheModelsRules() {
        harness.value("let graph = XYGraph()\nlet space = graph.defaultPlotSpace\nlet plot = ScatterPlot()")
        XCTAssertEqual(value("space.xRange = 0...50\nspace.xRange.length"), "50.0")
        XCTAssertEqual(value("plot.dataLineStyle.lineColor = \"#123456\"\nplot.dataLineStyle.lineColor.hexString"), "\"#123456\"")
        let wrongType = error("graph.title = 5")
        XCTAssertEqual(wrongType?.kind, .typeError)
        XCTAssertEqual(wrongType?.message, "cannot convert value of type 'Int' to expected type 'String?' in assignment to 'title'")
        XCTAssertEqual(wrongType?.range?.start.column, 15, "the error points at the value")
    }

    func testDatesConvertToSecondsWhereADoubleIsExpected() {
        XCTAssertEqual(value("let d = Date(timeIntervalSince1970: 86400)\nlet x: Double = d\nx"), "86400.0")
        XCTAssertEqual(value("sqrt(Date(timeIntervalSince1970: 16))"), "4.0")
        XCTAssertEqual(value("let d = Date(\"1970-01-02\")\nlet p = ScatterPlot(identifier: \"t\", x: [d, d + 86400], y: [1, 2])\np.identifier"), "\"t\"")
        XCTAssertEqual(value("let day: Date = \"2024-03-01\"\nday.weekday"), "6")
    }
}

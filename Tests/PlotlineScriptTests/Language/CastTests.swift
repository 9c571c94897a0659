import PlotlineCore
@testable import PlotlineScript
import XCTest

/// `is`, `as?`, `as!` and `as`: classes by inheritance, the model's types and protocols, numbers bridged as Core
/// Plot's NSNumbers are, collections element by element, and a failed `as!` that says what to write instead.
final class CastTests: LanguageTestCase {

    func testTypeOfNamesCollectionsAsSwiftPrintsThem() {
        XCTAssertEqual(value("type(of: [1.0, 2])"), "\"Array<Double>\"")
        XCTAssertEqual(value("type(of: [[\"a\"], [\"b\", \"c\"]])"), "\"Array<Array<String>>\"")
        XCTAssertEqual(value("type(of: [\"a\": 1])"), "\"Dictionary<String, Int>\"")
        XCTAssertEqual(value("type(of: [:])"), "\"Dictionary<AnyHashable, Any>\"")
        XCTAssertEqual(value("type(of: [1.0]) == type(of: [2.5])"), "true")
        XCTAssertEqual(value("type(of: [1.0]) == type(of: [\"x\"])"), "false")
        XCTAssertEqual(value("type(of: 1)"), "Int")
    }

    func testIsAndConditionalCastsFollowTheDynamicType() {
        value("class Shape { }\nclass Circle: Shape { }\nlet items: [Any] = [1, 2.5, \"x\", Circle(), Shape(), nil]")
        XCTAssertEqual(value("items.map { $0 is Shape }"), "[false, false, false, true, true, false]", "a subclass is its superclass")
        XCTAssertEqual(value("items.map { $0 is Circle }"), "[false, false, false, true, false, false]")
        XCTAssertEqual(value("items.map { $0 is String }"), "[false, false, true, false, false, false]")
        XCTAssertEqual(value("[items[0] as? Double ?? -1, items[1] as? Int ?? -1]"), "[1.0, -1.0]", "an Int is a Double; 2.5 is no Int")
        XCTAssertEqual(value("2.0 as? Int"), "2", "a whole Double is an Int, as an NSNumber is")
        XCTAssertEqual(value("let word: Any = \"w\"\nword as? Double ?? -1"), "-1.0", "the fallback of ?? takes the cast's type")
        XCTAssertEqual(value("let g = XYGraph()\n[g is Graph, g.axisSet is XYAxisSet, g is PieChart]"), "[true, true, false]")
        XCTAssertEqual(value("let numbers: Any = [1, 2]\nnumbers as? [Double]"), "[1.0, 2.0]")
        XCTAssertEqual(value("(numbers as? [String]) == nil"), "true")
        XCTAssertEqual(value("var kind = \"other\"\nif let circle = items[3] as? Circle { kind = \"circle\" }\nkind"), "\"circle\"")
    }

    func testTheModelsProtocolsAreTestedByAdoption() {
        value("""
            class Source: PlotDataSource {
                func numberOfRecords(for plot: Plot) -> Int { 0 }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { nil }
            }
            class Plain { }
            """)
        XCTAssertEqual(value("[Source() is PlotDataSource, Plain() is PlotDataSource, Plain() is AxisDelegate]"), "[true, false, false]")
        XCTAssertEqual(value("Formatter.percent is Formatter"), "true")
    }

    func testCoercionConvertsAsAnAssignmentDoes() {
        XCTAssertEqual(value("3 as Double"), "3.0")
        XCTAssertEqual(value(".red as Color"), ".red")
        XCTAssertEqual(error("\"x\" as Double")?.message, "cannot convert value of type 'String' to expected type 'Double'")
    }

    func testAFailedForcedCastSaysWhatToWrite() {
        let failure = error("let items: [Any] = [\"x\"]\nlet n = items[0] as! Int")
        XCTAssertEqual(failure?.message, "could not cast value of type 'String' to 'Int'")
        XCTAssertEqual(failure?.hint, "use 'as?' to get nil instead, or 'is' to test first")
        XCTAssertEqual(failure?.range?.start.line, 2)
        XCTAssertEqual(error("1 as? Nope")?.message, "cannot find type 'Nope' in scope")
    }
}

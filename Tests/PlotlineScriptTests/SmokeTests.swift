import PlotlineCore
@testable import PlotlineScript
import XCTest

final class SmokeTests: XCTestCase {
    func testArithmeticAndLastExpression() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.value("let x = 1 + 2 * 3\nx"), "7")
        XCTAssertEqual(harness.value("x * 2.5"), "17.5")
    }

    func testKeyPathAssignment() {
        let harness = SessionHarness()
        harness.value("let graph = XYGraph(width: 300)\ngraph.axisSet.xAxis.majorIntervalLength = 10\ngraph.title = \"Sales\"")
        XCTAssertEqual(harness.value("graph.axisSet.xAxis.majorIntervalLength"), "10.0")
        XCTAssertEqual(harness.value("graph.title"), "\"Sales\"")
    }

    func testErrorRendering() {
        let harness = SessionHarness()
        harness.value("let graph = XYGraph()")
        harness.value("1")
        harness.value("2")
        let error = harness.error("// rename\ngraph.titel = \"Sales\"")
        XCTAssertEqual(error?.rendered, """
        error: XYGraph has no property 'titel'
         --> cell [4], line 2, column 7
          |
        2 | graph.titel = "Sales"
          |       ^^^^^ did you mean 'title'?
        """)
        XCTAssertEqual(error?.ename, "PropertyError")
    }
}

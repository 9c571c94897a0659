import PlotlineCore
@testable import PlotlineScript
import XCTest

/// The side-effect-free questions the kernel's services ask a session.
final class IntrospectionTests: XCTestCase {
    private let harness = SessionHarness(types: ModelTypes.all)

    override func setUp() {
        harness.value("let graph = XYGraph()\nlet x = graph.axisSet.xAxis\nvar count = 0")
    }

    func testValuesAtPaths() {
        XCTAssertEqual(harness.session.value(atPath: "graph.axisSet.xAxis").map(displayText(of:)),
                       harness.session.value(named: "x").map(displayText(of:)))
        XCTAssertNil(harness.session.value(atPath: "graph.nope"))
        XCTAssertNil(harness.session.value(atPath: "nothing.at.all"))
        XCTAssertNil(harness.session.value(atPath: "graph..title"))
        XCTAssertEqual(harness.session.value(atPath: "count").map(displayText(of:)), "0")
    }

    func testExpectedTypeOfAProperty() {
        XCTAssertEqual(harness.session.expectedType(ofProperty: "x.labelingPolicy")?.description, "AxisLabelingPolicy")
        XCTAssertEqual(harness.session.expectedType(ofProperty: "graph.title")?.description, "String?")
        XCTAssertNil(harness.session.expectedType(ofProperty: "graph.nope"))
        XCTAssertNil(harness.session.expectedType(ofProperty: "title"))
    }

    func testExpectedTypesOfArguments() {
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: "theme", inCallTo: "XYGraph").map(\.description), ["Theme?"])
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: "coordinate", inCallTo: "XYAxis").map(\.description), ["Coordinate"])
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: nil, inCallTo: "graph.add").first?.description, "Plot")
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: "to", inCallTo: "stride").map(\.description), ["Double"])
        XCTAssertFalse(harness.session.parameterLists(ofCallee: "Color.init").isEmpty)
        XCTAssertTrue(harness.session.parameterLists(ofCallee: "nothing").isEmpty)
    }

    func testMembersAddedByExtensionsAreSeenButTheirCodeDoesNotRun() {
        harness.value("""
            var reads = 0
            extension XYGraph {
                var accent: PlotSymbolType { reads += 1; return .diamond }
                func mark(_ kind: PlotSymbolType, size: Double) -> Double { return size }
                static func sized(_ side: Double) -> XYGraph { return XYGraph(width: side, height: side) }
            }
            """)
        XCTAssertEqual(harness.session.expectedType(ofProperty: "graph.accent")?.description, "PlotSymbolType")
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: nil, inCallTo: "graph.mark").map(\.description), ["PlotSymbolType"])
        XCTAssertEqual(harness.session.expectedTypes(ofArgument: nil, inCallTo: "XYGraph.sized").map(\.description), ["Double"])
        XCTAssertNil(harness.session.value(atPath: "graph.accent"), "an added property runs the user's code; inspection does not")
        XCTAssertEqual(harness.session.value(named: "reads").map(displayText(of:)), "0")
    }
}

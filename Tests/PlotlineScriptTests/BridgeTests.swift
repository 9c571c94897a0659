import PlotlineCore
@testable import PlotlineScript
import XCTest

final class BridgeTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
        harness.value("let graph = XYGraph(width: 300, height: 200)\nlet plot = ScatterPlot(identifier: \"AllTests\")\ngraph.add(plot)")
    }

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    private func error(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScriptError? {
        harness.error(source, file: file, line: line)
    }

    private var graph: FakeGraph? {
        guard case .object(let object)? = harness.session.value(named: "graph") else { return nil }
        return object as? FakeGraph
    }
}

// MARK: - Key paths and write-back

extension BridgeTests {
    func testInitializerWithLabelsAndDefaults() {
        XCTAssertEqual(graph?.width, 300)
        XCTAssertEqual(graph?.height, 200)
        XCTAssertEqual(graph?.theme, .plainWhite)
        XCTAssertEqual(value("XYGraph().width"), "640.0")
        XCTAssertEqual(value("XYGraph(height: 100, theme: .darkGradient).theme"), ".darkGradient")
    }

    func testAssignmentAlongAKeyPathOfObjects() {
        harness.value("graph.axisSet.xAxis.majorIntervalLength = 10\ngraph.title = \"Sales\"")
        XCTAssertEqual(graph?.axisSet.xAxis.majorIntervalLength, 10)
        XCTAssertEqual(graph?.title, "Sales")
        harness.value("graph.title = nil")
        XCTAssertNil(graph?.title)
    }

    func testObjectsAreReferences() {
        harness.value("let p = graph.allPlots[0]\np.title = \"x\"\nlet axis = graph.axisSet.yAxis\naxis.title = \"Tests\"")
        XCTAssertEqual(graph?.plots.first?.title, "x")
        XCTAssertEqual(graph?.axisSet.yAxis.title, "Tests")
        XCTAssertEqual(value("graph.plot(withIdentifier: \"AllTests\")!.identifier"), "\"AllTests\"")
        harness.value("graph.plot(withIdentifier: \"AllTests\")!.title = \"via call\"")
        XCTAssertEqual(graph?.plots.first?.title, "via call")
    }

    func testNestedValueTypesAreWrittenBack() {
        harness.value("plot.dataLineStyle.lineWidth = 3\nplot.dataLineStyle.lineColor = .green\nplot.dataLineStyle.lineColor.alpha = 0.5")
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineWidth, 3)
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineColor, FakeColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        harness.value("graph.axisSet.xAxis.axisLineStyle.lineWidth += 1.5")
        XCTAssertEqual(graph?.axisSet.xAxis.axisLineStyle.lineWidth, 2.5)
    }

    func testValueTypeVariablesAreCopies() {
        harness.value("var ls = LineStyle()\nls.lineWidth = 2\nplot.dataLineStyle = ls\nls.lineWidth = 7")
        XCTAssertEqual(harness.global("ls"), "LineStyle(lineWidth: 7.0)")
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineWidth, 2)
        let error = self.error("let fixed = LineStyle()\nfixed.lineWidth = 2")
        XCTAssertEqual(error?.message, "cannot assign to property: 'fixed' is a 'let' constant")
        XCTAssertEqual(error?.range?.text, "fixed")
    }

    func testMutatingModelMethodsWriteBack() {
        harness.value("var ls = LineStyle(lineWidth: 1)\nls.widen(by: 2)\nplot.dataLineStyle.widen(by: 4)")
        XCTAssertEqual(harness.global("ls"), "LineStyle(lineWidth: 3.0)")
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineWidth, 5)
        XCTAssertEqual(error("let c = LineStyle()\nc.widen(by: 1)")?.message,
                       "cannot use mutating member on immutable value: 'c' is a 'let' constant")
        XCTAssertEqual(error("LineStyle().widen(by: 1)")?.message,
                       "cannot use mutating member on immutable value: function call returns immutable value")
    }

    func testKeyValueCodingMethods() {
        harness.value("graph.setValue(30, forKeyPath: \"axisSet.xAxis.majorIntervalLength\")\nplot.setValue(4, forKeyPath: \"dataLineStyle.lineWidth\")")
        XCTAssertEqual(graph?.axisSet.xAxis.majorIntervalLength, 30)
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineWidth, 4)
        XCTAssertEqual(value("graph.value(forKeyPath: \"axisSet.xAxis.majorIntervalLength\")"), "30.0")
        XCTAssertEqual(value("[[\"t\": 3], [\"t\": 5]].value(forKeyPath: \"@max.t\")"), "5")
        XCTAssertEqual(value("graph.value(forKeyPath: \"allPlots.identifier\")"), "[\"AllTests\"]")
    }

    func testTypeErrorsNameTheExpectedTypeAndPointAtTheValue() {
        let error = self.error("graph.axisSet.xAxis.majorIntervalLength = \"ten\"")
        XCTAssertEqual(error?.ename, "TypeError")
        XCTAssertEqual(error?.message, "cannot convert value of type 'String' to expected type 'Double' in assignment to 'majorIntervalLength'")
        XCTAssertEqual(error?.range?.text, "\"ten\"")
        XCTAssertEqual(graph?.axisSet.xAxis.majorIntervalLength, 1, "nothing is half-applied")
    }

    func testReadOnlyProperties() {
        let error = self.error("graph.axisSet = graph.axisSet")
        XCTAssertEqual(error?.message, "cannot assign to property: 'axisSet' of XYGraph is read-only")
        XCTAssertEqual(error?.range?.text, "axisSet")
    }

    func testModelConversionsApply() {
        harness.value("plot.dataLineStyle.lineColor = \"#ff0000\"")
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineColor, FakeColor.red)
    }

    func testClosuresStoredInTheModelAreCalledBack() {
        harness.value("plot.formatter = { value in \"$\\(value)\" }")
        XCTAssertEqual(value("plot.label(5)"), "\"$5.0\"")
        guard let formatter = graph?.plots.first?.formatter, case .callable(let callable) = formatter else {
            return XCTFail("expected a stored closure")
        }
        XCTAssertEqual(try callable.call([.int(2)]), .string("$2"))
    }

    func testClosuresCalledOutsideACellHaveASmallerRecursionLimit() {
        harness.value("func deep(_ n: Int) -> Int { n == 0 ? 0 : deep(n - 1) + 1 }\nplot.formatter = { deep(Int($0)) }")
        XCTAssertEqual(value("plot.label(500)"), "500")
        guard case .callable(let formatter)? = graph?.plots.first?.formatter else { return XCTFail("expected a closure") }
        XCTAssertEqual(try formatter.call([.int(50)]), .int(50))
        XCTAssertThrowsError(try formatter.call([.int(500)])) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "maximum recursion depth exceeded in 'deep'")
        }
    }
}

// MARK: - Optional chaining

extension BridgeTests {
    func testOptionalChainingSkipsNil() {
        XCTAssertEqual(value("graph.plot(withIdentifier: \"AllTests\")?.identifier"), "\"AllTests\"")
        XCTAssertEqual(value("graph.plot(withIdentifier: \"none\")?.identifier.count"), "")
        XCTAssertEqual(value("graph.plot(withIdentifier: \"none\")?.identifier ?? \"missing\""), "\"missing\"")
        harness.value("graph.plot(withIdentifier: \"AllTests\")?.dataLineStyle.lineWidth = 6\ngraph.plot(withIdentifier: \"none\")?.title = \"never\"")
        XCTAssertEqual(graph?.plots.first?.dataLineStyle.lineWidth, 6)
        XCTAssertEqual(value("var maybe: [Int]? = [1]\nmaybe?.append(2)\nmaybe"), "[1, 2]")
        XCTAssertEqual(value("var nothing: [Int]? = nil\nnothing?.append(2)\nnothing?.count"), "")
        let error = self.error("graph.plot(withIdentifier: \"none\").title")
        XCTAssertEqual(error?.message, "value is nil, so it has no member 'title'")
        XCTAssertEqual(error?.hint, "use '?.title' to skip nil values, or check with 'if let'")
    }
}

// MARK: - Implicit and static members

extension BridgeTests {
    func testImplicitMembersResolveAgainstTheExpectedType() {
        harness.value("graph.axisSet.yAxis.labelingPolicy = .automatic\nplot.plotSymbol = .ellipse()\nlet c: Color = .red\nvar p = AxisLabelingPolicy.none\np = .automatic")
        XCTAssertEqual(graph?.axisSet.yAxis.labelingPolicy, .automatic)
        XCTAssertEqual(graph?.plots.first?.plotSymbol?.shape, "ellipse")
        XCTAssertEqual(harness.global("c"), FakeColor.red.summary)
        XCTAssertEqual(harness.global("p"), ".automatic")
        harness.value("graph.axisSet.yAxis.labelingPolicy = .none")
        XCTAssertEqual(graph?.axisSet.yAxis.labelingPolicy, FakeLabelingPolicy.none)
        XCTAssertEqual(value("graph.axisSet.yAxis.labelingPolicy == .none"), "true")
        XCTAssertEqual(value("LineStyle(lineColor: .blue).lineColor.blue"), "1.0")
        XCTAssertEqual(value("let star: PlotSymbol = .star(points: 6)\nstar.shape"), "\"star6\"")
        XCTAssertEqual(value("let colors: [Color] = [.red, .green]\ncolors.count"), "2")
        XCTAssertEqual(value("var more: [Color] = []\nmore.append(.blue)\nmore[0] = .red\nmore[0].red"), "1.0")
        XCTAssertEqual(value("let half: Double = .pi / 2\nhalf > 1.5"), "true")
    }

    func testImplicitMemberWithoutContextSaysSo() {
        let error = self.error("let c = .red")
        XCTAssertEqual(error?.message, "cannot infer contextual base in reference to member 'red'")
        XCTAssertEqual(error?.hint, "write the type: 'Color.red'")
        XCTAssertEqual(self.error("graph.theme = .plainWhit")?.message, "type 'Theme' has no member 'plainWhit'")
        XCTAssertEqual(self.error("graph.theme = .plainWhit")?.hint, "did you mean 'plainWhite'?")
    }

    func testStaticMembersAndMethods() {
        XCTAssertEqual(value("Color.red.red"), "1.0")
        XCTAssertEqual(value("PlotSymbol.ellipse().shape"), "\"ellipse\"")
        XCTAssertEqual(value("Color.red.withAlpha(0.25).alpha"), "0.25")
        XCTAssertEqual(error("Color.redd")?.message, "type 'Color' has no member 'redd'")
        XCTAssertEqual(error("Color.redd")?.hint, "did you mean 'red'?")
        XCTAssertEqual(error("PlotSymbol()")?.message, "'PlotSymbol' cannot be constructed because it has no initializers")
    }
}

// MARK: - Argument labels

extension BridgeTests {
    func testArgumentLabelErrors() {
        let missing = error("Color(red: 1, green: 0)")
        XCTAssertEqual(missing?.message, "missing argument for parameter 'blue' in call")
        XCTAssertEqual(missing?.hint, "insert 'blue: <Double>'")
        XCTAssertEqual(missing?.range?.text, "(red: 1, green: 0)")

        let extraneous = error("graph.add(plot: plot)")
        XCTAssertEqual(extraneous?.message, "extraneous argument label 'plot:' in call")
        XCTAssertEqual(extraneous?.hint, "remove 'plot:'")
        XCTAssertEqual(extraneous?.range?.text, "plot: plot")

        let incorrect = error("XYGraph(widht: 100)")
        XCTAssertEqual(incorrect?.message, "incorrect argument label in call (have 'widht:', expected 'width:')")
        XCTAssertEqual(incorrect?.hint, "did you mean 'width:'?")

        let typo = error("XYGraph(width: 1, heigth: 2)")
        XCTAssertEqual(typo?.message, "incorrect argument label in call (have 'heigth:', expected 'height:')")

        XCTAssertEqual(error("Color(1, 0, 0)")?.message, "missing argument label 'red:' in call")
        XCTAssertEqual(error("XYGraph(theme: .plainWhite, width: 3)")?.message, "extra argument 'width' in call")
        XCTAssertEqual(error("Color(green: 0, red: 1, blue: 0)")?.message, "argument 'red' must precede argument 'green'")
        XCTAssertEqual(error("graph.add(plot, plot)")?.message, "extra argument in call")
        XCTAssertEqual(error("stride(from: 0, thru: 3, by: 1)")?.message, "no exact matches in call to 'stride'")
        XCTAssertEqual(error("stride(from: 0, thru: 3, by: 1)")?.hint, "candidates: stride(from:to:by:), stride(from:through:by:)")
        XCTAssertEqual(error("graph.add(3)")?.message, "cannot convert value of type 'Int' to expected argument type 'ScatterPlot'")
    }

    func testUnknownMethodsAndNames() {
        let method = error("graph.ad(plot)")
        XCTAssertEqual(method?.message, "XYGraph has no method 'ad'")
        XCTAssertEqual(method?.hint, "did you mean 'add'?")
        let name = error("grahp.title")
        XCTAssertEqual(name?.ename, "NameError")
        XCTAssertEqual(name?.message, "cannot find 'grahp' in scope")
        XCTAssertEqual(name?.hint, "did you mean 'graph'?")
        XCTAssertEqual(error("XYGrahp()")?.hint, "did you mean 'XYGraph'?")
    }
}

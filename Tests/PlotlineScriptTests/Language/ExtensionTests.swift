import PlotlineCore
@testable import PlotlineScript
import XCTest

/// `extension` of the types declared in cells: methods, computed properties and static members join the type for
/// old and new instances, protocols are adopted from then on, running the cell again replaces what it added, and
/// what Swift forbids in an extension is an error that says so.
final class ExtensionTests: LanguageTestCase {

    func testAnExtensionAddsMembersToAClassForInstancesMadeBefore() {
        value("class Runs {\n    var values: [Double] = [1, 4, 2]\n}\nlet early = Runs()")
        value("""
            extension Runs {
                var total: Double { values.reduce(0, +) }
                func scaled(by factor: Double) -> [Double] { values.map { $0 * factor } }
                static let unit = "runs"
                static func empty() -> Runs {
                    let made = Runs()
                    made.values = []
                    return made
                }
            }
            """)
        XCTAssertEqual(value("early.total"), "7.0", "an instance made before the extension has its members")
        XCTAssertEqual(value("early.scaled(by: 2)"), "[2.0, 8.0, 4.0]")
        XCTAssertEqual(value("[Runs.unit, \"\\(Runs.empty().values.count)\"]"), "[\"runs\", \"0\"]")
        guard case .type(let descriptor)? = harness.session.value(named: "Runs") else { return XCTFail("no type") }
        XCTAssertNotNil(descriptor.property(named: "total"), "inspection and completion see the added property")
    }

    func testAnExtensionAdoptsPlotDataSource() {
        value("class Runs {\n    var values: [Double] = [1, 4, 2]\n}\nlet runs = Runs()\nlet plot = ScatterPlot()")
        XCTAssertEqual(error("plot.dataSource = runs")?.message, "cannot use a value of type 'Runs' as a plot's data source in assignment to 'dataSource'")
        value("""
            extension Runs: PlotDataSource {
                func numberOfRecords(for plot: Plot) -> Int { values.count }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? {
                    field == .x ? Double(recordIndex) : values[recordIndex]
                }
            }
            plot.dataSource = runs
            """)
        XCTAssertEqual(value("plot.dataCount"), "3", "the instance made before the extension serves as a data source")
    }

    func testExtensionsOfStructsAndEnums() {
        value("""
            struct Vec { var x: Double; var y: Double }
            extension Vec {
                var length: Double { sqrt(x * x + y * y) }
                mutating func scale(by factor: Double) { x *= factor; y *= factor }
            }
            var v = Vec(x: 3, y: 4)
            v.scale(by: 2)
            """)
        XCTAssertEqual(value("[v.length, v.x]"), "[10.0, 6.0]")
        value("""
            enum Shape { case circle(Double), square(Double) }
            extension Shape {
                var area: Double {
                    switch self {
                    case .circle(let r): return 3 * r * r
                    case .square(let s): return s * s
                    }
                }
                func describe() -> String { "area \\(area)" }
                static func unit() -> Shape { .square(1) }
            }
            """)
        XCTAssertEqual(value("Shape.square(3).describe()"), "\"area 9.0\"", "implicit self in an enum's method")
        XCTAssertEqual(value("Shape.unit().area"), "1.0")
    }

    func testRunningAnExtensionAgainReplacesWhatItAdded() {
        value("class Box {\n    var n = 2\n}\nextension Box {\n    func show() -> String { \"first \\(n)\" }\n}")
        value("extension Box {\n    func show() -> String { \"second \\(n)\" }\n}")
        XCTAssertEqual(value("Box().show()"), "\"second 2\"")
    }

    func testWhatAnExtensionCannotHaveIsAnErrorThatSaysWhy() {
        value("class Box {\n    var n = 2\n}\nstruct Pair { var a = 1 }\nenum Mode { case on, off }")
        let stored = error("extension Box {\n    var m = 3\n    func ok() { }\n}")
        XCTAssertEqual(stored?.message, "extensions must not contain stored properties")
        XCTAssertEqual(stored?.range?.start.line, 2)
        XCTAssertEqual(error("extension Box {\n    init(x: Int) { }\n}")?.message,
                       "an initializer must be declared in the type itself, not in an extension")
        XCTAssertEqual(error("extension Box {\n    func n() -> Int { 1 }\n}")?.message, "invalid redeclaration of 'n': 'Box' declares it")
        XCTAssertEqual(error("extension Bx { }")?.hint, "did you mean 'Box'?")
        XCTAssertEqual(error("extension Box: PlotDataSource { }")?.message, "type 'Box' does not conform to protocol 'PlotDataSource'")
        XCTAssertEqual(error("extension Pair: PlotDataSource { }")?.message, "a data source must be a class (a plot keeps a reference to it)")
        XCTAssertEqual(error("extension Mode: Int { }")?.message, "an extension of an enum may adopt Error or a protocol declared in a cell, not 'Int'")
        XCTAssertEqual(error("extension Mode {\n    case dim\n}")?.message, "enum 'case' is not allowed outside of an enum")
        XCTAssertEqual(error("extension Box: Comparable { }")?.message, "an extension adopts protocols; 'Comparable' is not one a class can adopt")
        XCTAssertEqual(value("Box().n"), "2", "failed extensions change nothing")
    }

    // MARK: - Types of the model and of the language

    func testAnExtensionOfAModelClassAddsMethodsPropertiesAndStaticMembersSeenThroughSelf() {
        value("""
        extension ScatterPlot {
            func emphasized(width: Double = 3) -> ScatterPlot {
                dataLineStyle.lineWidth = width
                return self
            }
            var isEmphasized: Bool { dataLineStyle.lineWidth >= 3 }
            static let standardWidth = 2.5
            static func named(_ id: String) -> ScatterPlot {
                let plot = ScatterPlot()
                plot.identifier = id
                return plot
            }
        }
        let plot = ScatterPlot.named("temps").emphasized()
        """)
        XCTAssertEqual(value("[plot.dataLineStyle.lineWidth, ScatterPlot.standardWidth]"), "[3.0, 2.5]")
        XCTAssertEqual(value("plot.isEmphasized"), "true")
        XCTAssertEqual(value("plot.identifier"), "\"temps\"")
        XCTAssertEqual(value("let f = plot.emphasized\nf().dataLineStyle.lineWidth"), "3.0", "a method is a function value")
    }

    func testAMemberAddedToASuperclassReachesEverySubclass() {
        value("extension Plot {\n    var tag: String { \"plot \\(identifier ?? \"?\")\" }\n}")
        XCTAssertEqual(value("let s = ScatterPlot()\ns.identifier = \"a\"\n[s.tag, BarPlot().tag]"), "[\"plot a\", \"plot ?\"]")
    }

    func testAnExtensionOfTheLanguagesOwnTypesAndOfAValueOfTheModel() {
        value("""
        extension Double {
            var percent: String { "\\(Int(self * 100))%" }
            func clamped(_ low: Double, _ high: Double) -> Double { min(max(self, low), high) }
        }
        extension Color {
            static let brand = Color(red: 0.1, green: 0.3, blue: 0.6)
        }
        extension LineStyle {
            func widened(by amount: Double) -> LineStyle {
                var copy = self
                copy.lineWidth = lineWidth + amount
                return copy
            }
        }
        """)
        XCTAssertEqual(value("[0.25.percent, String(1.5.clamped(0, 1))]"), "[\"25%\", \"1.0\"]")
        XCTAssertEqual(value("let plot = ScatterPlot()\nplot.dataLineStyle.lineColor = .brand\nplot.dataLineStyle.lineColor == Color.brand"), "true",
                       "an added static member is an implicit member where the type is expected")
        XCTAssertEqual(value("let style = LineStyle()\n[style.widened(by: 2).lineWidth, style.lineWidth]"), "[3.0, 1.0]")
    }

    func testAComputedPropertyAddedToAModelClassMayHaveASetter() {
        value("""
        extension ScatterPlot {
            var width: Double {
                get { dataLineStyle.lineWidth }
                set { dataLineStyle.lineWidth = newValue }
            }
        }
        let plot = ScatterPlot()
        plot.width = 4
        """)
        XCTAssertEqual(value("plot.dataLineStyle.lineWidth"), "4.0")
    }

    func testModelExtensionsBelongToTheirSessionAndRunningTheCellAgainReplacesThem() {
        value("extension XYGraph {\n    func describe() -> String { \"first\" }\n}")
        value("extension XYGraph {\n    func describe() -> String { \"second\" }\n}")
        XCTAssertEqual(value("XYGraph().describe()"), "\"second\"")
        let other = SessionHarness(types: ModelTypes.all)
        XCTAssertEqual(other.error("XYGraph().describe()")?.message, "XYGraph has no method 'describe'")
        XCTAssertTrue(XYGraph(width: 10, height: 10).typeDescriptor.methods(named: "describe").isEmpty, "the model's shared table is unchanged")
    }

    func testWhatAnExtensionOfAModelTypeCannotHaveIsAnErrorThatSaysWhy() {
        XCTAssertEqual(error("extension ScatterPlot {\n    func plotSymbol() -> Int { 1 }\n}")?.message,
                       "invalid redeclaration of 'plotSymbol': 'ScatterPlot' already has a member of that name")
        XCTAssertEqual(error("extension LineStyle {\n    mutating func thicken() { }\n}")?.hint,
                       "return a changed copy instead: 'func thicken(…) -> LineStyle'")
        XCTAssertEqual(error("extension LineStyle {\n    var w: Double {\n        get { 1 }\n        set { }\n    }\n}")?.message,
                       "a property added to LineStyle cannot have a setter, since LineStyle is a value")
        XCTAssertEqual(error("extension XYGraph {\n    override func reloadData() { }\n}")?.message,
                       "an extension adds members; it cannot override 'reloadData' of XYGraph")
        XCTAssertEqual(error("extension ScatterPlot: Equatable { }")?.message,
                       "'ScatterPlot' is a type of the model; an extension cannot make it adopt 'Equatable'")
        XCTAssertEqual(error("extension ScatterPlot {\n    var x = 1\n}")?.message, "extensions must not contain stored properties")
    }

    func testMisspeltAddedMembersAreSuggested() {
        value("""
            extension XYGraph {
                var halfWidth: Double { return width / 2 }
                func outline(_ colour: Color) { }
                static func banner() -> XYGraph { return XYGraph(width: 640, height: 120) }
            }
            let graph = XYGraph()
            """)
        XCTAssertEqual(error("graph.halfWidht")?.hint, "did you mean 'halfWidth'?")
        XCTAssertEqual(error("graph.halfWidht = 3")?.hint, "did you mean 'halfWidth'?")
        XCTAssertEqual(error("graph.outlin(.red)")?.hint, "did you mean 'outline'?")
        XCTAssertEqual(error("XYGraph.baner")?.hint, "did you mean 'banner'?")
    }

    func testAnExtensionOfArrayIsAMethodOfItsSlicesToo() {
        value("""
        extension Array {
            func minMax() -> (min: Double, max: Double)? {
                guard let first = self.first else { return nil }
                var low = first, high = first
                for value in self {
                    if value < low { low = value }
                    if value > high { high = value }
                }
                return (low, high)
            }
        }
        let latencies = [0.5, 2.5, 0.25, 1.0]
        """)
        XCTAssertEqual(value("latencies[1..<3].minMax()!.min"), "0.25")
        XCTAssertEqual(value("latencies.minMax()!.max"), "2.5")
        XCTAssertEqual(value("[Double]().minMax() == nil"), "true")
    }
}


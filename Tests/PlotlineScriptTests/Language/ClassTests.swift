import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Classes declared in cells: stored and computed properties, initializers, methods with `self` (written or
/// implicit), `let` properties, inheritance with `override` and `super`, static members, reference semantics, and a
/// class adopting `PlotDataSource` feeding a plot as Core Plot's data sources do.
final class ClassTests: LanguageTestCase {

    private let counter = """
        class Counter {
            var count = 0
            let step: Int
            static let unit = "ticks"
            init(step: Int = 1) {
                self.step = step
            }
            func tick() -> Int {
                count += step
                return count
            }
            var doubled: Int { count * 2 }
            var label: String {
                get { "\\(count) \\(Counter.unit)" }
                set { count = Int(newValue) ?? 0 }
            }
            static func starting(at value: Int) -> Counter {
                let made = Counter()
                made.count = value
                return made
            }
        }
        """

    func testPropertiesInitializersMethodsAndStatics() {
        value(counter)
        XCTAssertEqual(value("let c = Counter(step: 3)\nc.tick()\nc.tick()\n[c.count, c.doubled]"), "[6, 12]")
        XCTAssertEqual(value("c.label"), "\"6 ticks\"")
        XCTAssertEqual(value("c.label = \"40\"\nc.count"), "40", "a computed property's setter gets newValue")
        XCTAssertEqual(value("Counter().step"), "1", "a default argument of init")
        XCTAssertEqual(value("Counter.starting(at: 9).tick()"), "10")
        XCTAssertEqual(value("c"), "Counter(count: 40, step: 3)")
        XCTAssertEqual(value("let alias = c\nalias.count = 1\nc.count"), "1", "instances are references")
    }

    func testAMembersNameInAMethodShadowsTheNamesAroundTheClass() {
        value("let count = 100\nlet step = 0\nfunc tick() -> Int { -1 }")
        value(counter)
        XCTAssertEqual(value("let c = Counter(step: 2)\nc.tick()\nc.tick()"), "4", "count and step are the instance's, not the globals")
        XCTAssertEqual(value("[count, step, tick()]"), "[100, 0, -1]", "the globals are untouched")
        value("class Caller {\n    func tick() -> Int { 7 }\n    func run() -> Int { tick() + count }\n}")
        XCTAssertEqual(value("Caller().run()"), "107", "a method calls the instance's method; a name it lacks is a global")
    }

    func testInheritanceOverrideAndSuper() {
        value(counter)
        value("""
            class Loud: Counter {
                var name = "loud"
                init(name: String) {
                    super.init(step: 10)
                    self.name = name
                }
                override func tick() -> Int {
                    return super.tick() * 100
                }
            }
            """)
        XCTAssertEqual(value("let l = Loud(name: \"siren\")\n[l.tick(), l.count, l.step]"), "[1000, 10, 10]")
        XCTAssertEqual(value("l.name + \" \" + l.label"), "\"siren 10 ticks\"", "inherited members")
        XCTAssertEqual(value("func total(_ c: Counter) -> Int { c.count }\ntotal(l)"), "10", "a subclass is its superclass")
    }

    func testErrorsPointAtTheSourceAndSuggest() {
        value(counter)
        XCTAssertEqual(error("let c = Counter()\nc.step = 2")?.message, "cannot assign to property: 'step' is a 'let' constant")
        XCTAssertEqual(error("let c = Counter()\nc.cuont")?.hint, "did you mean 'count'?")
        XCTAssertEqual(error("class Graph { }")?.message, "invalid redeclaration of 'Graph', a type of the model")
        XCTAssertEqual(error("class Sub: Countr { }")?.hint, "did you mean 'Counter'?")
        XCTAssertEqual(error("class Mine: XYGraph { }")?.message, "class 'Mine' cannot inherit from 'XYGraph', a type of the model")
        XCTAssertEqual(error("class Needs {\n    let size: Int\n}\nNeeds()")?.message,
                       "property 'self.size' not initialized by Needs's initializer")
        XCTAssertEqual(error("class Bad {\n    func f() { }\n    print(1)\n}")?.message, "expected a property, method or initializer in class 'Bad'")
        XCTAssertEqual(error("class Source: PlotDataSource {\n    func numberOfRecords(for plot: Plot) -> Int { 0 }\n}")?.message,
                       "type 'Source' does not conform to protocol 'PlotDataSource'")
    }

    func testAClassAdoptingPlotDataSourceFeedsAPlotAndReloads() {
        value("""
            class RunsSource: PlotDataSource {
                var durations: [Double] = [3, 5, 2]
                func numberOfRecords(for plot: Plot) -> Int { durations.count }
                func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? {
                    switch field {
                    case .X: return Double(recordIndex + 1)
                    case .Y: return durations[recordIndex]
                    default: return nil
                    }
                }
            }
            let source = RunsSource()
            let plot = ScatterPlot(identifier: "runs")
            plot.dataSource = source
            """)
        XCTAssertEqual(value("plot.dataCount"), "3")
        XCTAssertEqual(value("source.durations.append(9)\nplot.reloadData()\nplot.dataCount"), "4")
        guard case .object(let object)? = harness.session.value(named: "plot"), let plot = object as? Plot else {
            return XCTFail("no plot")
        }
        XCTAssertEqual(plot.cachedNumbers(forField: .yValues), [3, 5, 2, 9])
        XCTAssertEqual(plot.cachedNumbers(forField: .xValues), [1, 2, 3, 4])
        let bad = error("source.durations = []\nclass Broken: PlotDataSource {\n    func numberOfRecords(for plot: Plot) -> Int { -1 }\n    func number(for plot: Plot, field: PlotField, recordIndex: Int) -> Double? { nil }\n}\nplot.dataSource = Broken()")
        XCTAssertEqual(bad?.message.hasPrefix("numberOfRecords(for:) of 'Broken' returned -1, not a count"), true, bad?.message ?? "")
        XCTAssertEqual(value("plot.dataCount"), "0", "a failed assignment leaves the source it had (now empty)")
    }
}

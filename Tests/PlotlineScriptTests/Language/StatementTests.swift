import PlotlineCore
@testable import PlotlineScript
import XCTest

/// One test per statement kind of docs/language.md, run through a session: what it does and how it fails.
final class StatementTests: XCTestCase {
    private var harness = SessionHarness()

    override func setUp() {
        harness = SessionHarness()
    }

    private func value(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        harness.value(source, file: file, line: line)
    }

    private func message(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        harness.error(source, file: file, line: line)?.message
    }

    func testLetAndVarWithAndWithoutTypes() {
        XCTAssertEqual(value("let a = 1\nvar b: Double = 2\nlet c: [Int] = []\nvar d: String?\n[a, b, c.count, d == nil]"), "[1, 2.0, 0, true]")
        XCTAssertEqual(value("let e: Int\ne = 5\ne"), "5", "a let may be initialized once later")
        XCTAssertEqual(message("let f = 1\nf = 2"), "cannot assign to value: 'f' is a 'let' constant")
        XCTAssertEqual(message("let g: Int = \"x\""), "cannot convert value of type 'String' to expected type 'Int'")
        XCTAssertEqual(message("if true { let h = 1; let h = 2 }"), "invalid redeclaration of 'h'")
        XCTAssertEqual(value("let i = 1\nlet i = 2\ni"), "2", "top-level names may be bound afresh")
    }

    func testAssignmentAndCompoundAssignmentToVariables() {
        XCTAssertEqual(value("var x = 10\nx += 5\nx -= 3\nx *= 2\nx /= 4\nx %= 4\nx"), "2")
        XCTAssertEqual(value("var s = \"a\"\ns += \"b\"\ns"), "\"ab\"")
        XCTAssertEqual(value("var xs = [1]\nxs += [2, 3]\nxs"), "[1, 2, 3]")
        XCTAssertEqual(value("var d: Double = 1\nd += 1\nd"), "2.0", "a declared Double stays a Double")
        XCTAssertEqual(message("var x = 1\nx += \"a\""), "binary operator '+' cannot be applied to operands of type 'Int' and 'String'")
        XCTAssertEqual(message("var u: Int\nu += 1"), "variable 'u' used before being initialized")
        XCTAssertEqual(message("let k = [1]\nk += [2]"), "cannot assign to value: 'k' is a 'let' constant")
    }

    func testAssignmentToKeyPathsAndSubscripts() {
        harness.value("let graph = XYGraph()\nlet plot = ScatterPlot(identifier: \"p\")\ngraph.add(plot)")
        XCTAssertEqual(value("plot.dataLineStyle.lineWidth = 3\nplot.dataLineStyle.lineWidth += 1.5\nplot.dataLineStyle.lineWidth"), "4.5")
        XCTAssertEqual(value("graph.allPlots[0].title = \"x\"\nplot.title"), "\"x\"", "objects are references")
        XCTAssertEqual(value("var m = [[1, 2], [3]]\nm[0][1] = 20\nm[1] += [4]\nm"), "[[1, 20], [3, 4]]")
        XCTAssertEqual(value("var d = [\"a\": 1]\nd[\"a\"]! += 1\nd[\"b\"] = 5\nd[\"a\"] = nil\nd"), "[\"b\": 5]")
        XCTAssertEqual(message("var xs = [1]\nxs[3] = 1"), "index 3 is out of range for an array of 1 elements")
    }

    func testIfElseIfElseAndOptionalBinding() {
        let program = "func sign(_ x: Int) -> String { if x < 0 { return \"-\" } else if x == 0 { return \"0\" } else { return \"+\" } }\n"
        XCTAssertEqual(value(program + "[sign(-2), sign(0), sign(7)]"), "[\"-\", \"0\", \"+\"]")
        XCTAssertEqual(value("let o: Int? = 3\nvar r = 0\nif let v = o, v > 2 { r = v }\nr"), "3")
        XCTAssertEqual(value("let n: Int? = nil\nvar r = 1\nif let n { r = n } else { r = -1 }\nr"), "-1")
        XCTAssertEqual(message("if 1 { }"), "type 'Int' cannot be used as a boolean")
        XCTAssertEqual(value("var seen = 0\nif true { let seen = 5; print(seen) }\nseen"), "0", "a branch has its own scope")
    }

    func testForInOverRangesArraysStridesDictionariesAndStrings() {
        XCTAssertEqual(value("var s = 0\nfor i in 0..<5 { s += i }\nfor i in 1...3 { s += i }\ns"), "16")
        XCTAssertEqual(value("var s = 0.0\nfor x in stride(from: 0.0, through: 1.0, by: 0.25) { s += x }\ns"), "2.5")
        XCTAssertEqual(value("var xs: [Int] = []\nfor x in stride(from: 10, to: 0, by: -3) { xs.append(x) }\nxs"), "[10, 7, 4, 1]")
        XCTAssertEqual(value("var keys = \"\"\nfor (k, v) in [\"a\": 1, \"b\": 2] where v > 1 { keys += k }\nkeys"), "\"b\"")
        XCTAssertEqual(value("var n = 0\nfor (i, c) in \"héllo\".enumerated() where c == \"l\" { n += i }\nn"), "5")
        XCTAssertEqual(value("var count = 0\nfor _ in [1, 2, 3] { count += 1 }\ncount"), "3")
        XCTAssertEqual(message("for x in 3 { }"), "for-in loop requires 'Int' to conform to 'Sequence'")
        XCTAssertEqual(message("for x in 0.0...1.0 { }"), "for-in loop requires 'ClosedRange<Double>' to conform to 'Sequence'")
    }

    func testEachIterationBindsTheLoopVariableAfresh() {
        XCTAssertEqual(value("var fs: [Any] = []\nfor i in 0..<3 { fs.append({ i * 10 }) }\nfs.map { f in 0 }.count"), "3")
        XCTAssertEqual(value("var fs = [{ 0 }]\nfor i in 1..<3 { fs.append({ i }) }\n[fs[1](), fs[2]()]"), "[1, 2]")
        XCTAssertEqual(value("var fs = [{ 0 }]\nvar k = 0\nwhile k < 2 { k += 1; let j = k * 100; fs.append({ j }) }\n[fs[1](), fs[2]()]"), "[100, 200]")
    }

    func testWhileRepeatBreakAndContinue() {
        XCTAssertEqual(value("var i = 0\nvar odd = 0\nwhile true { i += 1; if i > 9 { break }; if i % 2 == 0 { continue }; odd += 1 }\nodd"), "5")
        XCTAssertEqual(value("var n = 0\nrepeat { n += 1 } while n < 3\nn"), "3")
        XCTAssertEqual(value("var n = 10\nrepeat { n += 1 } while n < 3\nn"), "11", "a repeat body runs once")
        XCTAssertEqual(value("var found = -1\nfor i in 0..<10 { for j in 0..<10 { if i * j == 12 { found = i; break } }; if found >= 0 { break } }\nfound"), "2")
        XCTAssertEqual(value("var opt: Int? = 3\nvar total = 0\nwhile let v = opt { total += v; opt = v > 1 ? v - 1 : nil }\ntotal"), "6")
    }

    func testFunctionsWithLabelsDefaultsAndReturn() {
        harness.value("func scale(_ x: Double, by factor: Double = 2, offset: Double = 0) -> Double { return x * factor + offset }")
        XCTAssertEqual(value("[scale(1), scale(1, by: 3), scale(1, offset: 1), scale(1, by: 3, offset: 1)]"), "[2.0, 3.0, 3.0, 4.0]")
        XCTAssertEqual(message("scale(1, factor: 3)"), "incorrect argument label in call (have 'factor:', expected 'by:')")
        XCTAssertEqual(harness.error("scale(1, ofset: 3)")?.hint, "did you mean 'offset:'?")
        XCTAssertEqual(message("scale(x: 1)"), "extraneous argument label 'x:' in call")
        XCTAssertEqual(message("scale()"), "missing argument for parameter #1 in call")
        XCTAssertEqual(value("func noReturn() { }\nnoReturn()"), "", "a function without a result gives nothing")
        XCTAssertEqual(value("func early(_ x: Int) -> Int { if x > 0 { return 1 }\nreturn 0 }\nearly(5) + early(-5)"), "1")
        XCTAssertEqual(message("func bad() -> Int { return \"s\" }\nbad()"), "cannot convert value of type 'String' to expected type 'Int'")
    }

    func testClosuresWithNamedAndAnonymousParametersAndTrailingClosures() {
        XCTAssertEqual(value("[3, 1, 2].sorted { a, b in a > b }"), "[3, 2, 1]")
        XCTAssertEqual(value("[3, 1, 2].sorted(by: { $0 < $1 })"), "[1, 2, 3]")
        XCTAssertEqual(value("func twice(_ f: (Int) -> Int, _ x: Int) -> Int { f(f(x)) }\ntwice({ $0 + 3 }, 1)"), "7")
        XCTAssertEqual(value("func apply(_ x: Int, _ f: (Int) -> Int) -> Int { f(x) }\napply(4) { x in x * x }"), "16")
        XCTAssertEqual(value("var counter = 0\nlet bump = { counter += 1 }\nbump(); bump()\ncounter"), "2")
        XCTAssertEqual(value("[1, 2, 3].forEach { _ in print(\"x\") }\n1"), "1")
        XCTAssertEqual(message("[1, 2].forEach { print(\"x\") }"), "the closure is given 1 argument, which cannot be implicitly ignored")
        XCTAssertEqual(harness.error("[1, 2].forEach { print(\"x\") }")?.hint, "insert '_ in' at the start of the closure")
        XCTAssertEqual(message("[1, 2].reduce(0) { $0 }"), "the closure is given 2 arguments, but its body uses only $0")
    }

    func testStringInterpolationArraysDictionariesRangesAndTernary() {
        XCTAssertEqual(value("let n = 2\n\"\\(n) x \\(n * 1.5) = \\([n, n])\""), "\"2 x 3.0 = [2, 2]\"")
        XCTAssertEqual(value("[\"a\": [1, 2], \"b\": []]"), "[\"a\": [1, 2], \"b\": []]")
        XCTAssertEqual(value("(0...4).count + (0..<4).count"), "9")
        XCTAssertEqual(value("let t = 5\nt > 3 ? \"big\" : \"small\""), "\"big\"")
    }

    func testOperatorsFollowSwiftsPrecedence() {
        XCTAssertEqual(value("1 + 2 * 3 - 4 / 2 % 3"), "5")
        XCTAssertEqual(value("2 > 1 && 3 > 2 || false"), "true")
        XCTAssertEqual(value("let o: Int? = nil\no ?? 1 + 1"), "2")
        XCTAssertEqual(value("-2 * -3"), "6")
        XCTAssertEqual(value("!(1 > 2) ? 1...3 : 0...0"), "1...3")
        XCTAssertEqual(message("let a = 1\nlet b = 2\na -b"), "'-' has whitespace on one side only")
    }
}

// MARK: - Several names in one declaration

extension StatementTests {
    func testADeclarationOfSeveralNamesMakesEach() {
        XCTAssertEqual(value("let lo = 1, hi = 9\nhi - lo"), "8")
        XCTAssertEqual(value("var x, y: Double\nx = 1; y = 2\n[x, y]"), "[1.0, 2.0]", "the type after the names is each one's")
        XCTAssertEqual(value("let (a, b) = (1, 2), c = 3\na + b + c"), "6")
        XCTAssertEqual(value("let n = 2, twice = n * 2\ntwice"), "4", "a later name sees an earlier one")
        XCTAssertEqual(message("let first = 1, second"), "type annotation missing in pattern")
    }

    func testAPropertyDeclarationOfSeveralNamesMakesEach() {
        value("""
            struct Limits { let low = 0.0, high = 200.0 }
            class Cursor {
                var x, y: Double
                var hits = 0, misses = 0
                init() { x = 1; y = 2 }
            }
            """)
        XCTAssertEqual(value("let c = Cursor()\n[Limits().high, c.x + c.y, Double(c.hits + c.misses)]"), "[200.0, 3.0, 0.0]")
        XCTAssertEqual(message("class Bad { var a = 1, b }"), "type annotation missing in property 'b'")
    }
}

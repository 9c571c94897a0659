import PlotlineCore
@testable import PlotlineScript
import XCTest

final class InterpreterTests: XCTestCase {
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
}

// MARK: - Values and operators

extension InterpreterTests {
    func testLiteralsDisplayAsTheREPLShowsThem() {
        XCTAssertEqual(value("42"), "42")
        XCTAssertEqual(value("3.5"), "3.5")
        XCTAssertEqual(value("1.0"), "1.0")
        XCTAssertEqual(value("\"hi\""), "\"hi\"")
        XCTAssertEqual(value("[1, 2.5, \"a\"]"), "[1, 2.5, \"a\"]")
        XCTAssertEqual(value("[\"x\": 1, \"y\": [true]]"), "[\"x\": 1, \"y\": [true]]")
        XCTAssertEqual(value("[:]"), "[:]")
        XCTAssertEqual(value("0...5"), "0...5")
        XCTAssertEqual(value("0.5..<2"), "0.5..<2.0")
        XCTAssertEqual(value("nil"), "")
        XCTAssertEqual(value("0xff + 1_000"), "1255")
    }

    func testArrayLiteralsMixingIntsAndDoublesHoldDoubles() {
        XCTAssertEqual(value("[1.5, 2]"), "[1.5, 2.0]")
        XCTAssertEqual(value("[1.5, 2].map { $0 * 2 }"), "[3.0, 4.0]")
        XCTAssertEqual(value("[1, nil, 2.5]"), "[1.0, nil, 2.5]")
        XCTAssertEqual(value("[1, 2]"), "[1, 2]", "all Ints stay Ints")
        XCTAssertEqual(value("[1, 2.5, \"a\"]"), "[1, 2.5, \"a\"]", "a mixed array keeps its elements")
    }

    func testArithmeticFollowsSwift() {
        XCTAssertEqual(value("7 / 2"), "3")
        XCTAssertEqual(value("7 % 3"), "1")
        XCTAssertEqual(value("7.0 / 2"), "3.5")
        XCTAssertEqual(value("1 + 2.5"), "3.5")
        XCTAssertEqual(value("-7 % 3"), "-1")
        XCTAssertEqual(value("7.5 % 2"), "1.5")
        XCTAssertEqual(value("1 / 0.0"), "inf")
        XCTAssertEqual(value("\"a\" + \"b\""), "\"ab\"")
        XCTAssertEqual(value("[1] + [2]"), "[1, 2]")
        XCTAssertEqual(value("2 * 3 + 4 * 5 - 6 / 2"), "23")
        XCTAssertEqual(message("1 / 0"), "division by zero")
        XCTAssertEqual(message("Int.max + 1"), "arithmetic overflow: 9223372036854775807 + 1 does not fit in 'Int'")
        XCTAssertEqual(message("\"a\" + 1"), "binary operator '+' cannot be applied to operands of type 'String' and 'Int'")
        XCTAssertEqual(harness.error("\"n = \" + 1")?.hint, "use string interpolation: \"...\\(value)\"")
    }

    func testComparisonsAndLogic() {
        XCTAssertEqual(value("1 < 2 && 2.5 >= 2"), "true")
        XCTAssertEqual(value("\"abc\" < \"abd\""), "true")
        XCTAssertEqual(value("1 == 1.0"), "true")
        XCTAssertEqual(value("[1, 2] == [1, 2] && nil == nil"), "true")
        XCTAssertEqual(value("false || !false"), "true")
        XCTAssertEqual(value("false && (1 / 0 == 1)"), "false", "&& short-circuits")
        XCTAssertEqual(value("true || (1 / 0 == 1)"), "true", "|| short-circuits")
        XCTAssertEqual(value("true ? 1 : 2"), "1")
        XCTAssertEqual(value("nil ?? 5"), "5")
        XCTAssertEqual(value("3 ?? 5"), "3")
        XCTAssertEqual(message("if 1 { }"), "type 'Int' cannot be used as a boolean")
        XCTAssertEqual(message("true < false"), "binary operator '<' cannot be applied to operands of type 'Bool' and 'Bool'")
    }

    func testStringInterpolation() {
        harness.value("let name = \"runs\"; let n = 3; let xs = [1, 2]")
        XCTAssertEqual(value("\"\\(n) \\(name) of \\(xs) at \\(n * 2.5)%\""), "\"3 runs of [1, 2] at 7.5%\"")
        XCTAssertEqual(value("\"nested \\(\"in \\(n)\")\""), "\"nested in 3\"")
    }
}

// MARK: - Declarations and assignment

extension InterpreterTests {
    func testLetAndVar() {
        harness.value("let a = 1\nvar b = 2\nb = b + a")
        XCTAssertEqual(harness.global("b"), "3")
        let error = harness.error("a = 5")
        XCTAssertEqual(error?.message, "cannot assign to value: 'a' is a 'let' constant")
        XCTAssertEqual(error?.hint, "change 'let' to 'var' to make it mutable")
        XCTAssertEqual(error?.ename, "TypeError")
    }

    func testDeclaredTypesConvert() {
        harness.value("let d: Double = 1\nvar o: Int? = nil\nvar later: Int\nlater = 4")
        XCTAssertEqual(harness.global("d"), "1.0")
        XCTAssertEqual(harness.global("o"), "nil")
        XCTAssertEqual(harness.global("later"), "4")
        XCTAssertEqual(message("let s: String = 3"), "cannot convert value of type 'Int' to expected type 'String'")
        XCTAssertEqual(message("var q: Int\nq + 1"), "variable 'q' used before being initialized")
        XCTAssertEqual(message("let z: Foo = 1"), "cannot find type 'Foo' in scope")
        XCTAssertEqual(value("let ds: [Double] = [1, 2]\nds"), "[1.0, 2.0]")
    }

    func testCompoundAssignment() {
        harness.value("var x = 10\nx += 5\nx -= 3\nx *= 2\nx /= 4\nvar s = \"a\"\ns += \"b\"\nvar r = 7\nr %= 4")
        XCTAssertEqual(harness.global("x"), "6")
        XCTAssertEqual(harness.global("s"), "\"ab\"")
        XCTAssertEqual(harness.global("r"), "3")
    }

    func testDuplicateLetInsideABlockIsAnError() {
        let error = harness.error("if true {\n  let a = 1\n  let a = 2\n}")
        XCTAssertEqual(error?.message, "invalid redeclaration of 'a'")
        XCTAssertEqual(error?.range?.start.line, 3)
    }

    func testTuplePatternsDestructureArrays() {
        XCTAssertEqual(value("let (a, b) = [1, 2]\na + b"), "3")
        XCTAssertEqual(message("let (a, b) = [1]"), "cannot destructure a value of type '[Int]' into 2 names")
    }

    func testSubscriptsReadAndWriteBack() {
        harness.value("var xs = [1, 2, 3]\nxs[0] = 10\nxs[1] += 5\nvar d = [\"a\": 1]\nd[\"b\"] = 2\nd[\"a\"] = nil\nvar grid = [[1], [2]]\ngrid[1].append(3)")
        XCTAssertEqual(harness.global("xs"), "[10, 7, 3]")
        XCTAssertEqual(harness.global("d"), "[\"b\": 2]")
        XCTAssertEqual(harness.global("grid"), "[[1], [2, 3]]")
        XCTAssertEqual(value("xs[1...2]"), "[7, 3]")
        XCTAssertEqual(value("d[\"zz\"]"), "")
        XCTAssertEqual(value("var counts: [String: Int] = [:]\nfor w in [\"a\", \"b\", \"a\"] { counts[w, default: 0] += 1 }\ncounts"), "[\"a\": 2, \"b\": 1]")
        XCTAssertEqual(message("xs[3]"), "index 3 is out of range for an array of 3 elements")
        XCTAssertEqual(message("let c = [1]\nc[0] = 2"), "cannot assign to property: 'c' is a 'let' constant")
    }
}

// MARK: - Control flow

extension InterpreterTests {
    func testIfElseIfElse() {
        let source = "func sign(_ x: Double) -> String {\n if x < 0 { return \"-\" } else if x == 0 { return \"0\" } else { return \"+\" }\n}\n"
        harness.value(source)
        XCTAssertEqual(value("[sign(-2), sign(0), sign(3)]"), "[\"-\", \"0\", \"+\"]")
    }

    func testIfLetBindsNonNilValues() {
        XCTAssertEqual(value("let maybe: Int? = 4\nvar r = 0\nif let m = maybe, m > 3 { r = m }\nr"), "4")
        XCTAssertEqual(value("let none: Int? = nil\nvar hit = false\nif let n = none { hit = true }\nhit"), "false")
    }

    func testForInOverRangesArraysStridesStringsAndDictionaries() {
        XCTAssertEqual(value("var s = 0\nfor i in 1...4 { s += i }\ns"), "10")
        XCTAssertEqual(value("var s = 0\nfor i in 0..<4 where i % 2 == 0 { s += i }\ns"), "2")
        XCTAssertEqual(value("var out: [Double] = []\nfor x in stride(from: 0, to: 1, by: 0.25) { out.append(x) }\nout"), "[0.0, 0.25, 0.5, 0.75]")
        XCTAssertEqual(value("var out = [Int]()\nfor x in stride(from: 10, through: 0, by: -5) { out.append(x) }\nout"), "[10, 5, 0]")
        XCTAssertEqual(value("var t = \"\"\nfor c in \"abc\" { t = c + t }\nt"), "\"cba\"")
        XCTAssertEqual(value("var keys: [String] = []\nfor (k, v) in [\"a\": 1, \"b\": 2] { keys.append(k + String(v)) }\nkeys"), "[\"a1\", \"b2\"]")
        XCTAssertEqual(value("var r: [Int] = []\nfor (i, x) in [5, 6].enumerated() { r.append(i * 10 + x) }\nr"), "[5, 16]")
        XCTAssertEqual(value("var n = 0\nfor _ in 0..<3 { n += 1 }\nn"), "3")
        XCTAssertEqual(message("for x in 0.0...1.0 { }"), "for-in loop requires 'ClosedRange<Double>' to conform to 'Sequence'")
        XCTAssertEqual(message("for x in 5 { }"), "for-in loop requires 'Int' to conform to 'Sequence'")
    }

    func testWhileRepeatBreakContinue() {
        XCTAssertEqual(value("var i = 0\nvar evens = 0\nwhile true {\n i += 1\n if i > 10 { break }\n if i % 2 == 1 { continue }\n evens += 1\n}\nevens"), "5")
        XCTAssertEqual(value("var n = 0\nrepeat { n += 1 } while n < 3\nn"), "3")
        XCTAssertEqual(value("var found = -1\nfor i in 0..<10 { for j in 0..<10 { if i * j == 12 { found = i; break } }\n if found >= 0 { break } }\nfound"), "2")
    }
}

// MARK: - Functions and closures

extension InterpreterTests {
    func testFunctionsWithLabelsDefaultsAndReturn() {
        harness.value("func area(width w: Double, height: Double = 2) -> Double { return w * height }")
        XCTAssertEqual(value("area(width: 3)"), "6.0")
        XCTAssertEqual(value("area(width: 3, height: 4)"), "12.0")
        XCTAssertEqual(message("area(3)"), "missing argument label 'width:' in call")
        XCTAssertEqual(message("area(width: \"x\")"), "cannot convert value of type 'String' to expected argument type 'Double'")
    }

    func testRecursionAndClosuresCapturingState() {
        XCTAssertEqual(value("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nfib(15)"), "610")
        XCTAssertEqual(value("func fib2(_ n: Int) -> Int { return n < 2 ? n : fib2(n - 1) + fib2(n - 2) }\nfib2(15)"), "610")
        harness.value("func counter() -> () -> Int {\n var c = 0\n return { c += 1; return c }\n}\nlet next = counter()")
        XCTAssertEqual(value("next(); next(); next()"), "3")
    }

    func testClosureForms() {
        XCTAssertEqual(value("let square = { (x: Double) -> Double in x * x }\nsquare(3)"), "9.0")
        XCTAssertEqual(value("let twice = { $0 * 2 }\ntwice(21)"), "42")
        XCTAssertEqual(value("let add = { a, b in a + b }\nadd(1, 2)"), "3")
        XCTAssertEqual(value("[3, 1, 2].sorted { $0 > $1 }"), "[3, 2, 1]")
        XCTAssertEqual(value("[1, 2, 3].map { x in x * x }"), "[1, 4, 9]")
        XCTAssertEqual(value("[1, 2, 3, 4].filter { $0 % 2 == 0 }.reduce(0, +)"), "6")
        XCTAssertEqual(value("func apply(_ x: Double, _ f: (Double) -> Double) -> Double { f(x) }\napply(3) { $0 + 1 }"), "4.0")
        XCTAssertEqual(message("let f = { a, b in a + b }\nf(1)"), "closure takes 2 arguments, but 1 was given")
        XCTAssertEqual(message("let g = { $0 + $1 }\ng(1)"), "the closure uses $1, but it is given only 1 argument")
        XCTAssertEqual(message("let h = { x in x }\nh(x: 1)"), "extraneous argument label 'x:' in call")
    }

    func testRuntimeErrorsInsideFunctionsCarryTheCallChain() {
        harness.value("func inner(_ x: Int) -> Int { return 10 / x }\nfunc outer(_ x: Int) -> Int { return inner(x) + 1 }")
        let error = harness.error("outer(0)")
        XCTAssertEqual(error?.message, "division by zero")
        XCTAssertEqual(error?.range?.file.name, "cell [1]")
        XCTAssertEqual(error?.callStack.map(\.function), ["inner", "outer"])
        XCTAssertEqual(error?.callStack.last?.callSite.file.name, "cell [2]")
        XCTAssertEqual(error?.rendered, """
        error: division by zero
         --> cell [1], line 1, column 41
          |
        1 | func inner(_ x: Int) -> Int { return 10 / x }
          |                                         ^
        note: in 'inner', called from here
         --> cell [1], line 2, column 38
          |
        2 | func outer(_ x: Int) -> Int { return inner(x) + 1 }
          |                                      ^^^^^^^^
        note: in 'outer', called from here
         --> cell [2], line 1, column 1
          |
        1 | outer(0)
          | ^^^^^^^^
        """)
    }

    func testDeepRecursionEndsInAnError() {
        let error = harness.error("func down(_ n: Int) -> Int { return down(n + 1) }\ndown(0)")
        XCTAssertEqual(error?.ename, "RuntimeError")
        XCTAssertEqual(error?.message, "maximum recursion depth exceeded in 'down'")
        XCTAssertTrue(error?.rendered.contains("more calls") ?? false)
    }
}

// MARK: - Builtins

extension InterpreterTests {
    func testMath() {
        XCTAssertEqual(value("sqrt(16)"), "4.0")
        XCTAssertEqual(value("pow(2, 10)"), "1024.0")
        XCTAssertEqual(value("abs(-3)"), "3")
        XCTAssertEqual(value("abs(-2.5)"), "2.5")
        XCTAssertEqual(value("min(3, 1, 2)"), "1")
        XCTAssertEqual(value("max([1.5, 4, 2])"), "4.0")
        XCTAssertEqual(value("floor(2.7) + ceil(2.2) + round(2.5)"), "8.0")
        XCTAssertEqual(value("sin(0) + cos(0) + exp(0) + log(1) + log10(100) + log2(8)"), "7.0")
        XCTAssertEqual(value("atan2(1, 1) * 4 == pi"), "true")
        XCTAssertEqual(value("Double.pi == pi"), "true")
        XCTAssertEqual(message("sqrt(\"x\")"), "cannot convert value of type 'String' to expected argument type 'Double'")
    }

    func testSequenceMembers() {
        harness.value("var xs = [3, 1, 2]")
        XCTAssertEqual(value("xs.count"), "3")
        XCTAssertEqual(value("xs.first"), "3")
        XCTAssertEqual(value("xs.last"), "2")
        XCTAssertEqual(value("xs.isEmpty"), "false")
        XCTAssertEqual(value("xs.sorted()"), "[1, 2, 3]")
        XCTAssertEqual(value("xs.min()"), "1")
        XCTAssertEqual(value("xs.max()"), "3")
        XCTAssertEqual(value("xs.sum()"), "6")
        XCTAssertEqual(value("xs.contains(2)"), "true")
        XCTAssertEqual(value("xs.reversed()"), "[2, 1, 3]")
        XCTAssertEqual(value("Array(0..<4)"), "[0, 1, 2, 3]")
        XCTAssertEqual(value("(1...3).map { $0 * 10 }"), "[10, 20, 30]")
        XCTAssertEqual(value("stride(from: 0, to: 10, by: 3).count"), "4")
        XCTAssertEqual(value("stride(from: 0, to: 3, by: 1).map { $0 * 2 }"), "[0, 2, 4]")
        XCTAssertEqual(value("Array(stride(from: 1.0, through: 2.0, by: 0.5))"), "[1.0, 1.5, 2.0]")
        XCTAssertEqual(value("zip([1, 2], [\"a\", \"b\"])"), "[[1, \"a\"], [2, \"b\"]]")
        XCTAssertEqual(value("[1.5, 2.5].sum()"), "4.0")
        XCTAssertEqual(value("[Int]().max()"), "")
        XCTAssertEqual(value("var grid = [[Double]]()\ngrid.append([1])\ngrid"), "[[1.0]]")
        XCTAssertEqual(value("[String: Int]().count"), "0")
        XCTAssertEqual(value("var ds: [Double] = []\nds.append(1)\nds.append(contentsOf: [2, 3])\nds.insert(0, at: 0)\nds"), "[0.0, 1.0, 2.0, 3.0]")
        XCTAssertEqual(message("var names: [String] = []\nnames.append(1)"), "cannot convert value of type 'Int' to expected argument type 'String'")
        harness.value("xs.append(4)\nxs.insert(0, at: 0)\nlet removed = xs.remove(at: 1)")
        XCTAssertEqual(harness.global("xs"), "[0, 1, 2, 4]")
        XCTAssertEqual(harness.global("removed"), "3")
        XCTAssertEqual(message("let fixed = [1]\nfixed.append(2)"), "cannot use mutating member on immutable value: 'fixed' is a 'let' constant")
        XCTAssertEqual(message("xs.lenght"), "value of type '[Int]' has no member 'lenght'")
        XCTAssertEqual(harness.error("xs.frist")?.hint, "did you mean 'first'?")
        XCTAssertEqual(message("xs.count = 3"), "cannot assign to property: 'count' of [Int] is read-only")
    }

    func testStringMembers() {
        XCTAssertEqual(value("\"Hello\".count"), "5")
        XCTAssertEqual(value("\"Hello\".uppercased()"), "\"HELLO\"")
        XCTAssertEqual(value("\"a,b,,c\".split(separator: \",\")"), "[\"a\", \"b\", \"c\"]")
        XCTAssertEqual(value("\"plot.png\".hasSuffix(\".png\")"), "true")
        XCTAssertEqual(value("String(format: \"%.2f\", pi)"), "\"3.14\"")
        XCTAssertEqual(value("String(42) + String(repeating: \"!\", count: 2)"), "\"42!!\"")
        XCTAssertEqual(value("Int(\"12\")! + 1"), "13")
        XCTAssertEqual(value("Double(\"x\")"), "")
        XCTAssertEqual(value("Int(3.9)"), "3")
    }

    func testExtremeInputsEndInErrorsNotCrashes() {
        XCTAssertEqual(value("stride(from: 0, to: Int.max, by: 1).count"), String(1 << 62))
        XCTAssertEqual(value("stride(from: Int.min, to: Int.max, by: 7).count"), String(1 << 62))
        XCTAssertEqual(value("stride(from: 0.0, to: 1e300, by: 1e-300).count"), String(1 << 62))
        XCTAssertEqual(value("stride(from: 5, to: 5, by: 1).count"), "0")
        XCTAssertEqual(value("stride(from: 5, through: 5, by: 1).count"), "1")
        XCTAssertEqual(value("stride(from: 0, to: 10, by: -1).count"), "0")
        XCTAssertEqual(value("stride(from: 10, to: 0, by: -3).count"), "4")
        XCTAssertEqual(message("Array(stride(from: 0, to: Int.max, by: 1))"), "the sequence turned into an array would hold \(1 << 62) elements, more than the limit of 10000000")
        XCTAssertEqual(message("[1, 2][0...Int.max]"), "range 0...\(Int.max) is out of bounds for an array of 2 elements")
        XCTAssertEqual(message("String(format: \"%99999d\", 1)"), "format width and precision may be at most 1000")
        XCTAssertEqual(message("var s = \"ab\"\nwhile true { s += s }"), "the string would be 512 MB long, more than the limit of 256 MB")
        XCTAssertEqual(message("Array(repeating: 0, count: -1)"), "count must not be negative, not -1")
        XCTAssertEqual(message("Int(1e300)"), "1e+300 cannot be converted to 'Int' because it is out of range")
        XCTAssertEqual(message("-Int.min"), "arithmetic overflow: -(-9223372036854775808) does not fit in 'Int'")
        XCTAssertEqual(message("Int.min / -1"), "arithmetic overflow: -9223372036854775808 / -1 does not fit in 'Int'")
    }

    func testPrintWritesToTheHost() {
        harness.value("print(\"a\", 1, [2.5])\nprint(\"x\", \"y\", separator: \"-\", terminator: \"!\")\nprint(\"oops\", to: .stderr)")
        XCTAssertEqual(harness.host.stdout, "a 1 [2.5]\nx-y!")
        XCTAssertEqual(harness.host.stderr, "oops\n")
    }
}

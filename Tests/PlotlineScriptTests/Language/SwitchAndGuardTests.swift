import PlotlineCore
@testable import PlotlineScript
import XCTest

/// `switch` (values, ranges, several patterns, `where`, `default`, `fallthrough`, enumeration cases and their
/// exhaustiveness) and `guard` / `guard let … else`, each with its errors.
final class SwitchAndGuardTests: LanguageTestCase {

    private let classify = """
        func size(_ n: Int) -> String {
            switch n {
            case 0: return "none"
            case 1, 2: return "a couple"
            case 3...9: return "a few"
            case let big where big >= 1000: return "lots (\\(big))"
            case 10..<1000: return "many"
            default: return "negative"
            }
        }
        """

    func testSwitchMatchesValuesRangesSeveralPatternsAndWhere() {
        value(classify)
        XCTAssertEqual(value("[0, 1, 2, 3, 9, 10, 999, 1000, -4].map { size($0) }"),
                       "[\"none\", \"a couple\", \"a couple\", \"a few\", \"a few\", \"many\", \"many\", \"lots (1000)\", \"negative\"]")
        XCTAssertEqual(value("""
            var s = ""
            for host in ["web-1", "db", "cache"] {
                switch host {
                case "db", "cache": s += "store "
                case let name where name.hasPrefix("web"): s += "front "
                default: s += "? "
                }
            }
            s
            """), "\"front store store \"")
        XCTAssertEqual(value("""
            let x = 2.5
            var r = ""
            switch x {
            case 0..<1: r = "low"
            case 1...3: r = "mid"
            default: r = "high"
            }
            r
            """), "\"mid\"")
    }

    func testFallthroughRunsTheNextCaseAndBreakLeavesTheSwitchOnly() {
        XCTAssertEqual(value("""
            var seen: [String] = []
            for n in 1...4 {
                switch n {
                case 1:
                    seen.append("one")
                    fallthrough
                case 2:
                    seen.append("one or two")
                case 3:
                    if n == 3 { break }
                    seen.append("never")
                default:
                    continue
                }
                seen.append("after \\(n)")
            }
            seen
            """), "[\"one\", \"one or two\", \"after 1\", \"one or two\", \"after 2\", \"after 3\"]")
    }

    func testSwitchOverAModelEnumerationIsExhaustiveWithoutDefault() {
        XCTAssertEqual(value("""
            func name(_ t: ScaleType) -> String {
                switch t {
                case .linear: return "linear"
                case .log: return "log"
                case .logModulus: return "log modulus"
                case .category: return "category"
                case .dateTime: return "time"
                }
            }
            name(.log) + " " + name(.dateTime)
            """), "\"log time\"")
        let missing = error("""
            let t: ScaleType = .linear
            switch t {
            case .linear, .log: print("numbers")
            }
            """)
        XCTAssertEqual(missing?.message, "switch must be exhaustive")
        XCTAssertEqual(missing?.hint, "add 'case .logModulus:', 'case .category:', 'case .dateTime:' or a 'default:' case")
        XCTAssertEqual(missing?.range?.start.line, 2)
        XCTAssertEqual(value("var b = \"\"\nswitch 3 > 2 {\ncase true: b = \"yes\"\ncase false: b = \"no\"\n}\nb"), "\"yes\"")
        XCTAssertEqual(error("switch 4 {\ncase 1: print(1)\n}")?.hint,
                       "add a 'default:' case: a Int has more values than the cases name")
    }

    func testCorePlotsFieldNamesAreOtherNamesOfTheSameCases() {
        XCTAssertEqual(value("PlotField.barLocation == .barLocations && PlotField.X == .xValues"), "true")
        XCTAssertEqual(value("""
            func column(_ field: PlotField) -> String {
                switch field {
                case .barLocation: return "location"
                case .barTip, .barBase: return "value"
                case .X, .Y: return "point"
                default: return "other"
                }
            }
            [column(.barLocations), column(.barTips), column(.yValues), column(.sliceWidths)]
            """), "[\"location\", \"value\", \"point\", \"other\"]")
        let missing = error("let f: PlotField = .x\nswitch f {\ncase .x, .y: print(1)\n}")
        XCTAssertEqual(missing?.hint?.hasPrefix("add 'case .barLocations:', 'case .barTips:'"), true, missing?.hint ?? "")
    }

    func testSwitchSyntaxErrors() {
        XCTAssertEqual(error("switch 1 {\ncase 1:\ncase 2: print(2)\n}")?.message,
                       "'case' label in a 'switch' must have at least one executable statement")
        XCTAssertEqual(error("switch 1 {\ndefault: print(0)\ncase 1: print(1)\n}")?.message,
                       "additional 'case' blocks cannot appear after the 'default' block of a 'switch'")
        XCTAssertEqual(error("switch 1 {\nprint(1)\n}")?.message,
                       "all statements inside a switch must be covered by a 'case' or 'default' label")
        XCTAssertEqual(error("switch 1 {\ncase 1: fallthrough\n}")?.message,
                       "'fallthrough' without a following 'case' or 'default' block")
        XCTAssertEqual(error("fallthrough")?.message, "'fallthrough' is only allowed inside a switch")
        XCTAssertEqual(error("case 1: print(1)")?.message, "'case' label can only appear inside a 'switch' statement")
        XCTAssertEqual(error("switch 1 {\n}")?.message, "'switch' statement body must have at least one 'case' or 'default' block")
        XCTAssertEqual(error("break")?.message, "'break' is only allowed inside a loop or a switch")
        XCTAssertEqual(error("switch \"a\" {\ncase 1: print(1)\ndefault: break\n}")?.kind, .typeError, "a String is not an Int")
    }

    func testWordsOfTheNewStatementsStayUsableAsNames() {
        XCTAssertEqual(value("var guard = 1\nguard += 1\nlet switch = [guard]\nswitch[0]"), "2")
        XCTAssertEqual(value("let `default` = 3\ndefault * 2"), "6")
    }

    func testGuardBindsForTheRestOfTheScopeAndItsElseMustLeave() {
        value("""
            func firstWord(_ text: String?) -> String {
                guard let text, !text.isEmpty else { return "(empty)" }
                let words = text.split(separator: " ")
                guard words.count > 1 else { return text }
                return words[0]
            }
            """)
        XCTAssertEqual(value("[firstWord(nil), firstWord(\"\"), firstWord(\"one\"), firstWord(\"two words\")]"),
                       "[\"(empty)\", \"(empty)\", \"one\", \"two\"]")
        XCTAssertEqual(value("""
            var kept: [Int] = []
            let values: [Int?] = [3, nil, 5, -1, 8]
            for n in values {
                guard let n else { continue }
                guard n > 0 else { break }
                kept.append(n)
            }
            kept
            """), "[3, 5]")
        let fallsThrough = error("func f(_ x: Int?) -> Int {\n    guard let x else {\n        print(\"none\")\n    }\n    return x\n}")
        XCTAssertEqual(fallsThrough?.message, "'guard' body must not fall through")
        XCTAssertEqual(fallsThrough?.hint, "end it with 'return', 'break', 'continue' or 'throw'")
        XCTAssertEqual(fallsThrough?.range?.start.line, 4)
        XCTAssertEqual(error("func f(_ x: Int) {\n    guard x > 0 { return }\n}")?.message, "expected 'else' after 'guard' condition")
    }
}

/// `if case`, `guard case` and `while case`: a `switch` pattern as a condition; `===` and `!==` for objects.
final class CaseConditionTests: LanguageTestCase {

    func testCaseConditionsMatchAndBindAsSwitchCasesDo() {
        value("enum Reading { case missing, value(Double) }\nlet r = Reading.value(2.5)")
        XCTAssertEqual(value("var seen = 0.0\nif case .value(let v) = r, v > 1 { seen = v }\nseen"), "2.5")
        XCTAssertEqual(value("func f(_ x: Reading) -> Double {\n    guard case .value(let v) = x else { return -1 }\n    return v\n}\n[f(r), f(.missing)]"), "[2.5, -1.0]")
        XCTAssertEqual(value("var found = \"\"\nif case (1, let s) = (1, \"a\") { found = s }\nfound"), "\"a\"")
        XCTAssertEqual(value("var count = 0\nif case 1...5 = 3 { count += 1 }\ncount"), "1")
        XCTAssertEqual(error("if case .value(let v) r { }")?.message, "expected '=' after the pattern of 'case'")
    }

    func testIdentityComparesObjects() {
        value("let g = XYGraph()\nlet h = g")
        XCTAssertEqual(value("[g === h, g !== XYGraph(), nil === g]"), "[true, true, false]")
        let failure = error("\"a\" === \"a\"")
        XCTAssertEqual(failure?.message, "'===' compares objects, not values of type 'String'")
        XCTAssertEqual(failure?.hint, "use '==' to compare values")
    }
}

// MARK: - The last patterns

extension CaseConditionTests {
    func testForCaseRunsTheBodyForTheElementsThatMatch() {
        value("enum Reading { case value(Double), missing }\nlet readings: [Reading] = [.value(1), .missing, .value(3), .value(5)]")
        XCTAssertEqual(value("var seen: [Double] = []\nfor case .value(let v) in readings { seen.append(v) }\nseen"), "[1.0, 3.0, 5.0]")
        XCTAssertEqual(value("var big: [Double] = []\nfor case .value(let v) in readings where v > 2 {\n    if v > 4 { break }\n    big.append(v)\n}\nbig"),
                       "[3.0]", "a filter after 'where', and 'break' leaves the loop")
        XCTAssertEqual(value("var n = 0\nfor case .missing in readings { n += 1 }\nn"), "1")
        XCTAssertEqual(value("var total = 0\nfor case let (name, score) in [(\"a\", 1), (\"b\", 2)] where name != \"a\" { total += score }\ntotal"), "2")
    }

    func testAGuardMayEndInFatalError() {
        value("func first(_ xs: [Int]) -> Int {\n    guard let x = xs.first else { fatalError(\"no elements\") }\n    return x\n}")
        XCTAssertEqual(value("first([4, 5])"), "4")
        let failure = error("first([])")
        XCTAssertEqual(failure?.message, "Fatal error: no elements")
        XCTAssertEqual(error("precondition(1 > 2, \"order\")")?.message, "precondition failed: order")
        XCTAssertEqual(error("preconditionFailure()")?.message, "Precondition failure")
    }

    func testTheRightOfNilCoalescingTakesTheLeftsDeclaredType() {
        value("let chosen: Color? = nil\nlet styles: [String: LineStyle] = [:]")
        XCTAssertEqual(value("chosen ?? .red"), value("Color.red"))
        XCTAssertEqual(value("(styles[\"axis\"] ?? .init()).lineWidth"), "1.0")
        XCTAssertEqual(value("let plot = ScatterPlot()\nplot.identifier ?? \"none\""), "\"none\"")
    }

    func testOptionalPatternsSomeAndNone() {
        XCTAssertEqual(value("var kept: [Int] = []\nfor case .some(let n) in [1, nil, 3] { kept.append(n) }\nkept"), "[1, 3]")
        value("let maybe: Int? = 4\nlet nothing: Int? = nil")
        let classify = "func classify(_ o: Int?) -> String {\n    switch o {\n    case .some(let v): return \"some \\(v)\"\n    case .none: return \"none\"\n    }\n}"
        value(classify)
        XCTAssertEqual(value("[classify(maybe), classify(nothing)]"), "[\"some 4\", \"none\"]", ".some and .none cover an optional")
        XCTAssertEqual(value("var w = 0\nif case .some(let x) = maybe { w = x }\nw"), "4")
        XCTAssertEqual(value("var kept2: [Int] = []\nfor case let n? in [nil, 5, 6] { kept2.append(n) }\nkept2"), "[5, 6]", "let x? is .some(let x)")
        XCTAssertEqual(value("func shown(_ o: Int?) -> String {\n    switch o {\n    case let v?: return String(v)\n    case nil: return \"-\"\n    }\n}\n[shown(maybe), shown(nothing)]"),
                       "[\"4\", \"-\"]")
    }

    func testTheRightOfNilCoalescingInAnOpenContext() {
        value("let chosen: Color? = nil")
        XCTAssertEqual(value("String(describing: chosen ?? .red)"), value("String(describing: Color.red)"), "an argument of type Any")
    }
}

extension CaseConditionTests {
    func testATrailingClosureChoosesTheOverloadThatTakesAFunction() {
        XCTAssertEqual(value("[1.0, 2, 3].firstIndex { $0 >= 1.5 }"), "1", "firstIndex(where:), not firstIndex(of:)")
        XCTAssertEqual(value("[1.0, 2, 3].firstIndex(of: 3)"), "2")
        XCTAssertEqual(value("[1, 2, 3].contains { $0 > 2 }"), "true")
    }
}


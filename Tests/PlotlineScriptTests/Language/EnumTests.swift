import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Enumerations declared in cells: cases with associated values, raw values (written, counted, named),
/// `init?(rawValue:)`, computed properties and methods over `self`, switch patterns binding associated values and
/// exhaustiveness over the cases, and enumerations adopting `Error` thrown and caught by type.
final class EnumTests: LanguageTestCase {

    private let shape = """
        enum Shape {
            case circle(radius: Double)
            case rect(Double, Double)
            case point
            var area: Double {
                switch self {
                case .circle(let r): return 3 * r * r
                case let .rect(w, h): return w * h
                case .point: return 0
                }
            }
            func scaled(by k: Double) -> Shape {
                switch self {
                case .circle(let r): return .circle(radius: r * k)
                case .rect(let w, let h): return .rect(w * k, h * k)
                case .point: return .point
                }
            }
        }
        """

    func testCasesWithValuesPropertiesMethodsAndPatterns() {
        value(shape)
        XCTAssertEqual(value("let shapes: [Shape] = [.circle(radius: 1), .rect(2, 3), .point]\nshapes.map { $0.area }"), "[3.0, 6.0, 0.0]")
        XCTAssertEqual(value("shapes[1].scaled(by: 2)"), "Shape.rect(4.0, 6.0)")
        XCTAssertEqual(value("[Shape.point == .point, shapes[0] == .circle(radius: 1), shapes[0] == .circle(radius: 2)]"), "[true, true, false]")
        XCTAssertEqual(value("""
            var seen: [String] = []
            for s in shapes {
                switch s {
                case .circle(let r) where r > 5: seen.append("big circle")
                case .circle: seen.append("circle")
                case .rect(_, 3): seen.append("three high")
                default: seen.append("other")
                }
            }
            seen
            """), "[\"circle\", \"three high\", \"other\"]")
    }

    func testRawValuesAndInitRawValue() {
        XCTAssertEqual(value("enum Level: Int { case low = 1, mid, high }\n[Level.mid.rawValue, Level.high.rawValue]"), "[2, 3]")
        XCTAssertEqual(value("[Level(rawValue: 3) == .high, Level(rawValue: 9) == nil]"), "[true, true]")
        XCTAssertEqual(value("enum Planet: String { case mercury, venus = \"Venus\" }\n[Planet.mercury.rawValue, Planet.venus.rawValue]"),
                       "[\"mercury\", \"Venus\"]")
        XCTAssertEqual(error("enum Bad: Int { case a = 1, b = 1 }")?.message, "raw value for enum case is not unique (case 'a' has it too)")
        XCTAssertEqual(error("enum Edge: Int { case a = 9223372036854775807, b }")?.message,
                       "the raw value of enum case 'b' would overflow Int", "found by the fuzzer: a trap before")
        XCTAssertEqual(error("enum Plain { case a = 1 }")?.message, "enum case cannot have a raw value if the enum does not have a raw type")
    }

    func testExhaustivenessNamesTheMissingCases() {
        value(shape)
        let missing = error("let s: Shape = .point\nswitch s {\ncase .circle: print(1)\n}")
        XCTAssertEqual(missing?.message, "switch must be exhaustive")
        XCTAssertEqual(missing?.hint, "add 'case .rect:', 'case .point:' or a 'default:' case")
        XCTAssertEqual(error("let s: Shape = .point\nswitch s {\ncase .circel: print(1)\ndefault: break\n}")?.hint, "did you mean 'circle'?")
        XCTAssertEqual(error("let s: Shape = .point\nswitch s {\ncase .rect(let w): print(w)\ndefault: break\n}")?.message,
                       "the case '.rect' has 2 associated values, not 1")
        XCTAssertEqual(error("enum Stored { case a\n    var n = 1\n}")?.message, "enums must not contain stored properties")
    }

    func testAnEnumAdoptingErrorIsThrownAndCaughtByType() {
        value("""
            enum LoadError: Error {
                case missing(String)
                case empty
            }
            func load(_ name: String) throws -> Int {
                if name.isEmpty { throw LoadError.empty }
                throw LoadError.missing(name)
            }
            """)
        XCTAssertEqual(value("""
            var said = ""
            do {
                _ = try load("runs.csv")
            } catch let e as LoadError {
                switch e {
                case .missing(let file): said = "missing " + file
                case .empty: said = "empty"
                }
            }
            said
            """), "\"missing runs.csv\"")
        XCTAssertEqual(value("var what = \"\"\ndo { _ = try load(\"\") } catch { what = \"\\(error)\" }\nwhat"), "\"empty\"", "Swift's print text")
        let uncaught = error("let n = try load(\"x\")")
        XCTAssertEqual(uncaught?.message, "LoadError.missing(\"x\")")
        XCTAssertEqual(uncaught?.hint, "handle it with do { … } catch let e as LoadError { … }")
        XCTAssertEqual(error("enum NotAnError { case a }\nthrow NotAnError.a")?.message, "thrown expression type 'NotAnError' does not conform to 'Error'")
    }

    func testCatchClausesMatchCasesOfAThrownEnumeration() {
        value("""
            enum LoadError: Error { case missing(String), late(seconds: Double), broken }
            func load(_ n: Int) throws -> String {
                if n == 0 { throw LoadError.missing("a.csv") }
                if n == 1 { throw LoadError.late(seconds: 3) }
                if n == 2 { throw LoadError.broken }
                throw DataError("bad")
            }
            var seen: [String] = []
            for n in 0...3 {
                do { _ = try load(n) }
                catch LoadError.missing(let file) { seen.append("missing " + file) }
                catch .late(let s) where s > 5 { seen.append("very late") }
                catch .late(let s) { seen.append("late \\(s)") }
                catch LoadError.broken { seen.append("broken") }
                catch { seen.append("other") }
            }
            """)
        XCTAssertEqual(value("seen"), "[\"missing a.csv\", \"late 3.0\", \"broken\", \"other\"]")
    }
}

// MARK: - How a case is written

extension EnumTests {
    func testACaseIsWrittenAsSwiftWritesIt() {
        value("enum Oops: Error { case bad }")
        value("enum Reading { case value(Double); case missing }")
        let before = harness.host.printed.count
        value("print(Oops.bad); print(Reading.value(1.5)); print([Oops.bad], Reading.missing)")
        XCTAssertEqual(String(harness.host.printed.dropFirst(before)), "bad\nvalue(1.5)\n[Oops.bad] missing\n")
        XCTAssertEqual(value("[String(describing: Oops.bad), String(reflecting: Oops.bad), \"\\(Reading.missing)\"]"),
                       "[\"bad\", \"Oops.bad\", \"missing\"]")
        XCTAssertEqual(value("String(reflecting: \"text\")"), "\"\\\"text\\\"\"", "a string is quoted, as the REPL shows it")
        XCTAssertEqual(value("Reading.value(2)"), "Reading.value(2.0)", "a result shows its type, as String(reflecting:)")
    }
}

// MARK: - Static members and caseless enumerations

extension EnumTests {
    func testACaselessEnumIsANamespaceOfStaticValues() {
        value("""
            enum Limits {
                static let high = 200.0
                static let low = Limits.high / 4
                static func clamp(_ v: Double) -> Double { min(max(v, low), high) }
            }
            extension Limits { static let unit = "ms" }
            """)
        XCTAssertEqual(value("[Limits.low, Limits.high, Limits.clamp(500)]"), "[50.0, 200.0, 200.0]")
        XCTAssertEqual(value("Limits.unit"), "\"ms\"")
        XCTAssertEqual(error("Limits()")?.message, "'Limits' cannot be constructed because it has no initializers")
        XCTAssertEqual(error("Limits.high = 1")?.message, "cannot assign to property: 'high' is a static member of 'Limits'")
        XCTAssertEqual(value("enum Level: Int { case low = 1, high; static let all = [Level.low, .high] }\nLevel.all.count"), "2")
        XCTAssertEqual(error("enum Bad { case a; static var n: Int { 3 } }")?.message,
                       "static computed properties are not supported yet")
    }

    func testImplicitMembersInAnArrayLiteralTakeTheFirstElementsType() {
        value("enum Reading { case value(Double); case missing }")
        XCTAssertEqual(value("[Reading.value(1.5), .missing, .value(2)]"),
                       "[Reading.value(1.5), Reading.missing, Reading.value(2.0)]")
        XCTAssertEqual(value("[Color.red, .blue].count"), "2")
        XCTAssertEqual(value("[1, 2.5]"), "[1.0, 2.5]", "numbers are unchanged: a mixed literal holds Doubles")
    }
}

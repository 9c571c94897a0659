import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Protocols declared in cells: requirements a class, struct or enum meets when it adopts them (in its declaration
/// or an extension), the protocol as a type (arrays of it, parameters, `is`, `as?`), inheritance between protocols,
/// and errors that name the missing requirement.
final class ProtocolTests: LanguageTestCase {

    private let shapes = """
        protocol Shape {
            var area: Double { get }
            func describe() -> String
        }
        protocol Named: Shape {
            var name: String { get set }
        }
        class Circle: Named {
            var r: Double
            var name = "circle"
            init(r: Double) { self.r = r }
            var area: Double { 3 * r * r }
            func describe() -> String { "\\(name) \\(area)" }
        }
        struct Square: Shape {
            var side: Double
            var area: Double { side * side }
            func describe() -> String { "square \\(area)" }
        }
        enum Dot: Shape {
            case small, big
            var area: Double { self == .small ? 1 : 4 }
            func describe() -> String { "dot" }
        }
        """

    func testConformingTypesServeWhereTheProtocolIsExpected() {
        value(shapes)
        value("let all: [Shape] = [Circle(r: 1), Square(side: 2), Dot.big]\nfunc total(_ items: [Shape]) -> Double { items.map { $0.area }.reduce(0, +) }")
        XCTAssertEqual(value("all.map { $0.describe() }"), "[\"circle 3.0\", \"square 4.0\", \"dot\"]")
        XCTAssertEqual(value("total(all)"), "11.0")
        XCTAssertEqual(value("all.map { $0 is Named }"), "[true, false, false]", "a protocol inheriting another")
        XCTAssertEqual(value("(all[0] as? Named)?.name ?? \"none\""), "\"circle\"")
        XCTAssertEqual(error("let wrong: Shape = 3")?.message, "cannot convert value of type 'Int' to expected type 'Shape'")
    }

    func testAnExtensionAdoptsAProtocol() {
        value(shapes)
        value("struct Tri { var base: Double }\nextension Tri: Shape {\n    var area: Double { base / 2 }\n    func describe() -> String { \"tri\" }\n}")
        XCTAssertEqual(value("let t: Shape = Tri(base: 3)\nt.area"), "1.5")
        XCTAssertEqual(error("struct Bare { }\nextension Bare: Shape {\n    var area: Double { 0 }\n}")?.message,
                       "type 'Bare' does not conform to protocol 'Shape'")
        XCTAssertEqual(value("Bare() is Shape"), "false", "a failed adoption adopts nothing")
    }

    func testMissingRequirementsAndWrongDeclarationsAreNamed() {
        value(shapes)
        let missing = error("class Half: Shape {\n    var area: Double { 1 }\n}")
        XCTAssertEqual(missing?.message, "type 'Half' does not conform to protocol 'Shape'")
        XCTAssertEqual(missing?.hint, "add func describe() -> String")
        XCTAssertEqual(missing?.range?.start.line, 1)
        XCTAssertEqual(error("struct Fixed: Named {\n    let name = \"x\"\n    var area: Double { 1 }\n    func describe() -> String { \"\" }\n}")?.hint,
                       "add var name: String { get set }", "a 'let' does not meet a settable requirement")
        XCTAssertEqual(error("protocol P {\n    func f() -> Int { 1 }\n}")?.message, "protocol methods must not have bodies")
        XCTAssertEqual(error("protocol P {\n    var x: Int\n}")?.message, "property in protocol must have explicit { get } or { get set } specifier")
        XCTAssertEqual(error("protocol P: Comparable { }")?.message, "a protocol inherits from protocols declared in a cell; 'Comparable' is not one")
        XCTAssertEqual(error("extension Shape: Equatable { }")?.message, "extension of protocol 'Shape' cannot have an inheritance clause")
        XCTAssertEqual(error("protocol Graph { }")?.message, "invalid redeclaration of 'Graph', a type of the model")
    }
}

// MARK: - Default implementations

extension ProtocolTests {
    func testAnExtensionOfAProtocolGivesDefaultsThatATypesOwnMembersOverride() {
        value("""
            protocol Describable {
                var name: String { get }
                func describe() -> String
            }
            extension Describable {
                func describe() -> String { "I am " + name }
            }
            struct Dog: Describable { var name = "rex" }
            class Cat: Describable {
                var name = "tom"
                func describe() -> String { "cat " + name }
            }
            enum Bird: Describable {
                case robin
                var name: String { "robin" }
            }
            let items: [Describable] = [Dog(), Cat(), Bird.robin]
            """)
        XCTAssertEqual(value("items.map { $0.describe() }"), "[\"I am rex\", \"cat tom\", \"I am robin\"]")
        value("extension Describable {\n    var loud: String { describe().uppercased() }\n}")
        XCTAssertEqual(value("items.map { $0.loud }"), "[\"I AM REX\", \"CAT TOM\", \"I AM ROBIN\"]",
                       "a member added later reaches the types that adopted the protocol before")
        XCTAssertEqual(error("struct Fish: Describable { }")?.message, "type 'Fish' does not conform to protocol 'Describable'",
                       "a requirement without a default must still be met")
    }

    func testDefaultsOfAnInheritedProtocolReachItsAdopters() {
        value("""
            protocol Named { var name: String { get } }
            extension Named { func greeting() -> String { "hello " + name } }
            protocol Titled: Named { }
            struct Doc: Titled { var name = "report" }
            """)
        XCTAssertEqual(value("Doc().greeting()"), "\"hello report\"")
    }
}


import PlotlineCore
@testable import PlotlineScript
import XCTest

/// Structs declared in cells: values copied on assignment, the memberwise initializer, `mutating` methods,
/// computed and static properties, and their errors.
final class StructTests: LanguageTestCase {

    private let vector = """
        struct Vec {
            var x: Double
            var y: Double = 0
            var length: Double { (x * x + y * y).squareRoot() }
            mutating func scale(by k: Double) {
                x *= k
                y *= k
            }
            func moved(dx: Double) -> Vec { Vec(x: x + dx, y: y) }
            static let origin = Vec(x: 0, y: 0)
        }
        """

    func testValuesAreCopiedAndMutatingMethodsChangeTheirVariable() {
        value(vector)
        XCTAssertEqual(value("var p = Vec(x: 3, y: 4)\np.length"), "5.0")
        XCTAssertEqual(value("var q = p\nq.scale(by: 2)\n[p.x, q.x, q.y]"), "[3.0, 6.0, 8.0]", "q is a copy")
        XCTAssertEqual(value("q.moved(dx: 1)"), "Vec(x: 7.0, y: 8.0)")
        XCTAssertEqual(value("Vec(x: 1)"), "Vec(x: 1.0, y: 0.0)", "the memberwise initializer takes the declared default")
        XCTAssertEqual(value("[Vec.origin == Vec(x: 0), Vec(x: 1) == Vec(x: 2)]"), "[true, false]")
        XCTAssertEqual(value("var points = [Vec(x: 1), Vec(x: 2)]\npoints[1].x = 5\npoints.map { $0.x }"), "[1.0, 5.0]")
    }

    func testErrorsOfStructs() {
        value(vector)
        XCTAssertEqual(error("let fixed = Vec(x: 1)\nfixed.scale(by: 3)")?.message,
                       "cannot use mutating member on immutable value: 'fixed' is a 'let' constant")
        let immutableSelf = error("struct Bad {\n    var n = 0\n    func bump() { n += 1 }\n}\nvar b = Bad()\nb.bump()")
        XCTAssertEqual(immutableSelf?.message, "cannot assign to property: 'self' is immutable")
        XCTAssertEqual(immutableSelf?.hint, "mark the method 'mutating' to change self")
        XCTAssertEqual(error("struct Sub: Vec { }")?.message, "a struct cannot inherit; 'Vec' is not a protocol it can adopt")
        XCTAssertEqual(error("struct Source: PlotDataSource { }")?.message, "a data source must be a class (a plot keeps a reference to it)")
        XCTAssertEqual(error("struct Point { var x = 1 }")?.message, "invalid redeclaration of 'Point', a type of the model")
    }
}

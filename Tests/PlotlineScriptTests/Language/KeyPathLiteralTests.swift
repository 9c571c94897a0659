import XCTest

/// `\.name` key path literals, used where a function from a value is wanted.
final class KeyPathLiteralTests: LanguageTestCase {
    func testAKeyPathIsTheFunctionThatReadsItsMembers() {
        value("struct Sample { var t: Double; var latency: Double }\nlet samples = [Sample(t: 1, latency: 0.5), Sample(t: 2, latency: 1.5)]")
        XCTAssertEqual(value("samples.map(\\.latency)"), "[0.5, 1.5]")
        XCTAssertEqual(value("samples.map(\\Sample.t)"), "[1.0, 2.0]", "the root type may be written")
        XCTAssertEqual(value("[ScatterPlot(), ScatterPlot()].map(\\.dataLineStyle.lineWidth)"), "[1.0, 1.0]", "a chain")
        XCTAssertEqual(value("[\"a\", \"bcd\"].map(\\.count).reduce(0, +)"), "4")
        value("extension Double {\n    var doubled: Double { self * 2 }\n}")
        XCTAssertEqual(value("[1.5].map(\\.doubled)"), "[3.0]", "members added by an extension")
    }

    func testAKeyPathWithoutAMemberIsASyntaxErrorThatShowsTheForm() {
        let failure = error("[1].map(\\)")
        XCTAssertEqual(failure?.message, "expected '.' and a member name after '\\'")
        XCTAssertEqual(failure?.hint, "write '\\.name', as in samples.map(\\.latency)")
        XCTAssertEqual(error("[1].map(\\.)")?.message, "expected a member name after '.' in a key path")
        XCTAssertEqual(error("[1].map(\\.nope)")?.message, "value of type 'Int' has no member 'nope'")
    }
}

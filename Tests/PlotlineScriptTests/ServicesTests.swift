import PlotlineCore
import XCTest

@testable import PlotlineScript
import PlotlineValues

/// Completion, inspection, completeness and help over the real model's tables and a live session.
final class ServicesTests: XCTestCase {
    private var session = Session(types: ModelTypes.all)
    private let host = PagingHost()

    override func setUp() {
        session = Session(types: ModelTypes.all)
        run("let graph = XYGraph(width: 480, height: 300, theme: .plainWhite)\ngraph.axisSet.xAxis.majorIntervalLength = 5")
    }

    @discardableResult
    private func run(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> Value? {
        switch session.run(code, cellName: "cell", host: host) {
        case .completed(let value): return value
        case .failed(let error):
            XCTFail("cell failed: \(error.rendered)", file: file, line: line)
            return nil
        }
    }

    /// The matches at the end of `code`.
    private func matches(_ code: String) -> [String] {
        session.completions(in: code, cursor: code.unicodeScalars.count).matches.map(\.text)
    }
}

// MARK: - Completion

extension ServicesTests {
    func testMembersOfALiveKeyPath() {
        let completions = session.completions(in: "graph.axisSet.xAxis.major", cursor: 25)
        let names = completions.matches.map(\.text)
        XCTAssertTrue(names.contains("majorIntervalLength"), "\(names)")
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix("major") })
        XCTAssertEqual(completions.start, 20)
        XCTAssertEqual(completions.end, 25)
        let all = matches("graph.axisSet.xAxis.")
        XCTAssertTrue(all.contains("labelingPolicy") && all.contains("title"), "\(all)")
        XCTAssertEqual(Set(all).count, all.count, "each member once")
    }

    func testStaticMembersOfATypeAndMembersOfACallResult() {
        XCTAssertTrue(matches("Color.").contains("red"))
        XCTAssertTrue(matches("XYGraph(width: 10).ti").contains("title"))
    }

    func testCompletionNeverRunsCalls() {
        run("var bumps = 0\nfunc bump() -> XYGraph { bumps += 1\nreturn XYGraph() }")
        XCTAssertTrue(matches("bump().axis").contains("axisSet"), "the declared result type is used")
        XCTAssertEqual(run("bumps").map(displayText(of:)), "0")
    }

    func testNamesTheCellDeclaresBeforeItRuns() {
        XCTAssertTrue(matches("let fresh = XYGraph(width: 10)\nfresh.ti").contains("title"))
        XCTAssertTrue(matches("let axis: XYAxis = graph.axisSet.xAxis\naxis.major").contains("majorIntervalLength"))
        XCTAssertTrue(matches("let s = graph.axisSet\nlet a = s.yAxis\na.labelingPolicy = .").contains("automatic"))
        XCTAssertEqual(matches("let myCounter = 1\nmyCou"), ["myCounter"])
        XCTAssertEqual(matches("for stepIndex in 0..<3 { print(stepI"), ["stepIndex"])
        XCTAssertEqual(matches("let loop = loop\nloop.zz"), [], "a self-reference ends")
        let text = session.inspection(of: "let graph = XYGraph()\ngraph", cursor: 25, detail: 0) ?? ""
        XCTAssertTrue(text.contains("= XYGraph"), "inspection prefers the live value: \(text)")
    }

    func testImplicitMembersOfTheAssignedProperty() {
        let names = matches("graph.axisSet.yAxis.labelingPolicy = .")
        XCTAssertTrue(names.contains("automatic") && names.contains("fixedInterval"), "\(names)")
        XCTAssertFalse(names.contains("red"))
        XCTAssertEqual(matches("graph.axisSet.yAxis.labelingPolicy = .auto"), ["automatic"])
    }

    func testImplicitMembersOfAnArgument() {
        let names = matches("XYGraph(theme: .")
        XCTAssertTrue(names.contains("plainWhite") && names.contains("plainBlack"), "\(names)")
        XCTAssertTrue(matches("let t: Theme = .").contains("plainWhite"))
    }

    func testArgumentLabelsNotYetWritten() {
        XCTAssertEqual(matches("XYGraph("), ["width:", "height:", "theme:"])
        XCTAssertEqual(matches("XYGraph(width: 300, "), ["height:", "theme:"])
        XCTAssertEqual(matches("XYGraph(he").first, "height:", "labels first, then names in scope")
    }

    func testNamesTypesAndKeywords() {
        XCTAssertEqual(matches("gra"), ["graph"])
        XCTAssertTrue(matches("XYG").contains("XYGraph"))
        XCTAssertTrue(matches("whi").contains("while"))
        XCTAssertTrue(matches("swi").contains("switch"), "the words of statements that are not reserved too")
        XCTAssertTrue(matches("gua").contains("guard"))
        XCTAssertTrue(matches("fallt").contains("fallthrough"))
        XCTAssertTrue(matches("Data").contains("DataError"), "the error types")
        XCTAssertEqual(matches("let t: The"), ["Theme"])
    }

    func testCursorPositionsCountUnicodeScalars() {
        let code = "let s = \"🇫🇷é\" + gra"  // a flag is two scalars, é written as e + combining accent is two more
        let scalars = code.unicodeScalars.count
        let completions = session.completions(in: code, cursor: scalars)
        XCTAssertEqual(completions.matches.map(\.text), ["graph"])
        XCTAssertEqual(completions.start, scalars - 3)
        let middle = session.completions(in: "gra + 1", cursor: 3)
        XCTAssertEqual(middle.matches.map(\.text), ["graph"])
        XCTAssertEqual(middle.end, 3)
    }

    func testNothingInsideStringsAndComments() {
        XCTAssertEqual(matches("let s = \"gra"), [])
        XCTAssertEqual(matches("// gra"), [])
    }
}

// MARK: - Inspection and help

extension ServicesTests {
    func testInspectionDetailLevels() throws {
        let brief = try XCTUnwrap(session.inspection(of: "graph", cursor: 5, detail: 0))
        XCTAssertTrue(brief.hasPrefix("graph: XYGraph"), brief)
        XCTAssertTrue(brief.contains(XYGraph.descriptor.doc))
        XCTAssertFalse(brief.contains("Properties:"))
        let full = try XCTUnwrap(session.inspection(of: "graph", cursor: 2, detail: 1))
        XCTAssertTrue(full.contains("Properties:") && full.contains("title"), full)
    }

    func testInspectingAPropertyDocumentsIt() throws {
        let code = "graph.axisSet.xAxis.majorIntervalLength + 1"
        let text = try XCTUnwrap(session.inspection(of: code, cursor: 25, detail: 0))
        XCTAssertTrue(text.hasPrefix("XYAxis.majorIntervalLength: Double"), text)
        XCTAssertTrue(text.contains("Current value: 5"), text)
    }

    func testInspectionInsideACallDescribesTheCallee() throws {
        let text = try XCTUnwrap(session.inspection(of: "XYGraph(width: 3, ", cursor: 18, detail: 0))
        XCTAssertTrue(text.contains("XYGraph(width: Double = 640"), text)
        XCTAssertNil(session.inspection(of: "nothingHere", cursor: 3, detail: 0))
    }

    func testHelpQueriesAnswerFromTheSyntax() throws {
        guard case .page(let text)? = session.helpQuery(in: "help(graph.axisSet.xAxis.majorIntervalLength)") else {
            return XCTFail("not answered")
        }
        XCTAssertTrue(text.contains("majorIntervalLength: Double") && text.contains("default 1"), text)
        guard case .page(let typeText)? = session.helpQuery(in: "XYGraph?") else { return XCTFail("not answered") }
        XCTAssertTrue(typeText.contains("Initializers:") && typeText.contains("Methods:"), typeText)
        guard case .notFound(let error)? = session.helpQuery(in: "?nope") else { return XCTFail("unknown name found") }
        XCTAssertEqual(error.kind, .nameError)
        XCTAssertNil(session.helpQuery(in: "1 + 2"))
        XCTAssertNil(session.helpQuery(in: "help(1 + 2)"))
    }

    func testMembersAnExtensionAddedToAModelTypeAreCompletedAndDocumented() throws {
        run("extension XYGraph {\n    func summarized() -> String { \"graph\" }\n    static let compact = 2\n}")
        XCTAssertTrue(matches("graph.summ").contains("summarized"), "\(matches("graph.summ"))")
        XCTAssertTrue(matches("XYGraph.comp").contains("compact"), "\(matches("XYGraph.comp"))")
        guard case .page(let method)? = session.helpQuery(in: "help(graph.summarized)") else { return XCTFail("not answered") }
        XCTAssertTrue(method.contains("XYGraph.summarized() -> String"), method)
        XCTAssertTrue(method.contains("A method this session added to XYGraph."), method)
        guard case .page(let type)? = session.helpQuery(in: "XYGraph??") else { return XCTFail("not answered") }
        XCTAssertTrue(type.contains("summarized() -> String"), type)
        let other = Session(types: ModelTypes.all)
        XCTAssertFalse(other.completions(in: "XYGraph().summ", cursor: 14).matches.map(\.text).contains("summarized"))
    }

    func testHelpBuiltinPagesThroughTheHost() {
        run("help(sin)")
        XCTAssertEqual(host.pages.count, 1)
        XCTAssertTrue(host.pages[0].contains("sin(_ x: Double) -> Double"), host.pages[0])
        run("help()")
        XCTAssertTrue(host.pages[1].contains("Plotline help"))
    }
}

// MARK: - Completeness

extension ServicesTests {
    func testCompleteness() {
        XCTAssertEqual(session.completeness(of: "let x = 1"), .complete)
        XCTAssertEqual(session.completeness(of: ""), .complete)
        XCTAssertEqual(session.completeness(of: "graph?"), .complete)
        XCTAssertEqual(session.completeness(of: "for i in 0..<3 {"), .incomplete(indent: "    "))
        XCTAssertEqual(session.completeness(of: "func f() {\n  if true {\n"), .incomplete(indent: "        "))
        XCTAssertEqual(session.completeness(of: "let a = [1,"), .incomplete(indent: "    "))
        XCTAssertEqual(session.completeness(of: "let s = \"abc"), .incomplete(indent: ""))
        XCTAssertEqual(session.completeness(of: "1 +"), .incomplete(indent: ""))
        XCTAssertEqual(session.completeness(of: "switch x {\ncase 1:"), .incomplete(indent: "    "))
        XCTAssertEqual(session.completeness(of: "do {\n    try f()\n} catch {"), .incomplete(indent: "    "))
        XCTAssertEqual(session.completeness(of: "let = 1"), .invalid)
        XCTAssertEqual(session.completeness(of: "}"), .invalid)
    }
}

// MARK: - Robustness

extension ServicesTests {
    /// Every cursor position of awkward text: the services answer without crashing and stay in range.
    func testEveryCursorPositionOfAwkwardText() {
        let samples = [
            "", ".", "..", "...", "(", ")", "a.", ".a", "graph..x", "XYGraph(theme: .plainWhite).", "f(x: .",
            "\"unterminated \\(graph.", "/* open comment", "x = .", "let : = .", "🇫🇷.", "e\u{301}.",
            String(repeating: "(", count: 120) + "graph.", String(repeating: "a.", count: 100), "graph.axisSet.xAxis.)",
            "}}}.", "[1, 2].", "1.5.", "$0.", "help(", "?", "??", "graph??", "XYGraph(width: XYGraph(",
        ]
        for code in samples {
            let length = code.unicodeScalars.count
            for cursor in 0...length {
                let completions = session.completions(in: code, cursor: cursor)
                XCTAssertTrue(0 <= completions.start && completions.start <= completions.end && completions.end <= length,
                              "\(code.debugDescription) at \(cursor)")
                _ = session.inspection(of: code, cursor: cursor, detail: 1)
            }
            _ = session.completeness(of: code)
            _ = session.helpQuery(in: code)
        }
        XCTAssertEqual(session.completions(in: "gra", cursor: 99).end, 3, "a cursor past the end is clamped")
    }
}

/// A host recording pages.
private final class PagingHost: SessionHost, HelpPager {
    var pages: [String] = []
    func write(_ text: String, to stream: OutputStreamName) {}
    func display(_ value: Value) throws {}
    func clearOutput(wait: Bool) {}
    func page(_ text: String) { pages.append(text) }
}

@testable import PlotlineScript
import PlotlineTestSupport
import XCTest

final class ParserTests: XCTestCase {
    private func parse(_ source: String) -> ParseResult {
        Parser.parse(SourceFile(name: "test", text: source))
    }

    /// The statements of a source that must parse without errors.
    private func statements(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Stmt] {
        let result = parse(source)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return result.statements
    }

    /// A fully parenthesized rendering of one expression, to check precedence and associativity.
    private func shape(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let statement = statements(source, file: file, line: line).first, case .expression(let expression) = statement.kind else {
            XCTFail("expected an expression statement", file: file, line: line)
            return ""
        }
        return ParserTests.render(expression)
    }

    private func messages(_ source: String) -> [String] {
        parse(source).diagnostics.map(\.message)
    }

    static func render(_ expression: Expr) -> String {
        switch expression.kind {
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .interpolatedString(let parts):
            return "\"" + parts.map { if case .expression(let e) = $0 { return "\\(\(render(e)))" } else if case .text(let t) = $0 { return t } else { return "" } }.joined() + "\""
        case .bool(let value): return String(value)
        case .nil: return "nil"
        case .identifier(let name): return name
        case .anonymousParameter(let index): return "$\(index)"
        case .implicitMember(let name): return ".\(name.name)"
        case .member(let base, let name): return "\(render(base)).\(name.name)"
        case .call(let callee, let arguments, _):
            return "\(render(callee))(" + arguments.map { ($0.isTrailingClosure ? "trailing " : "") + ($0.label.map { "\($0.name): " } ?? "") + render($0.value) }.joined(separator: ", ") + ")"
        case .subscript(let base, let arguments): return "\(render(base))[" + arguments.map { render($0.value) }.joined(separator: ", ") + "]"
        case .unary(let op, let operand): return "(\(op.rawValue)\(render(operand)))"
        case .binary(let op, let lhs, let rhs, _): return "(\(render(lhs)) \(op.rawValue) \(render(rhs)))"
        case .ternary(let c, let t, let e): return "(\(render(c)) ? \(render(t)) : \(render(e)))"
        case .array(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0.name): " } ?? "") + render($0.value) }.joined(separator: ", ") + ")"
        case .dictionary(let entries): return entries.isEmpty ? "[:]" : "[" + entries.map { "\(render($0.key)): \(render($0.value))" }.joined(separator: ", ") + "]"
        case .closure(let closure):
            let parameters = closure.parameters.map(\.name.name).joined(separator: ", ")
            return "{\(parameters.isEmpty ? "" : " \(parameters) in") \(closure.body.count) stmt}"
        case .forceUnwrap(let inner): return "\(render(inner))!"
        case .rangeFrom(let inner): return "(\(render(inner))...)"
        case .keyPath(let names): return "\\." + names.map(\.name).joined(separator: ".")
        case .optionalBind(let inner): return "\(render(inner))?"
        case .optionalChain(let inner): return "<\(render(inner))>"
        case .parenthesized(let inner): return render(inner)
        case .try(let kind, let operand): return "try\(kind == .optional ? "?" : kind == .forced ? "!" : "") \(render(operand))"
        case .cast(let kind, let operand, let type):
            guard case .named(let name, _) = type.kind else { return "(\(render(operand)) \(kind.spelling) type)" }
            return "(\(render(operand)) \(kind.spelling) \(name))"
        }
    }
}

// MARK: - Precedence

extension ParserTests {
    func testPrecedenceTableFollowsSwift() {
        XCTAssertEqual(shape("1 + 2 * 3"), "(1 + (2 * 3))")
        XCTAssertEqual(shape("1 - 2 - 3"), "((1 - 2) - 3)")
        XCTAssertEqual(shape("8 / 4 % 3 * 2"), "(((8 / 4) % 3) * 2)")
        XCTAssertEqual(shape("0...n + 1"), "(0 ... (n + 1))")
        XCTAssertEqual(shape("a..<b == r"), "((a ..< b) == r)")
        XCTAssertEqual(shape("a ?? b ?? c"), "(a ?? (b ?? c))")
        XCTAssertEqual(shape("a ?? b < c"), "((a ?? b) < c)")
        XCTAssertEqual(shape("a < b && c >= d || !e"), "(((a < b) && (c >= d)) || (!e))")
        XCTAssertEqual(shape("a || b && c"), "(a || (b && c))")
        XCTAssertEqual(shape("try? f() ?? 1 + 2"), "try? (f() ?? (1 + 2))", "try covers the whole expression to its right")
        XCTAssertEqual(shape("try! a.b(c)"), "try! a.b(c)")
        XCTAssertEqual(shape("c ? x : y ? 1 : 2"), "(c ? x : (y ? 1 : 2))")
        XCTAssertEqual(shape("a == b ? 1 + 2 : 3"), "((a == b) ? (1 + 2) : 3)")
        XCTAssertEqual(shape("-x * -y"), "((-x) * (-y))")
        XCTAssertEqual(shape("-2.squareRoot()"), "(-2.squareRoot())")
        XCTAssertEqual(shape("-5 + 3"), "(-5 + 3)")
        XCTAssertEqual(shape("(1 + 2) * 3"), "((1 + 2) * 3)")
        XCTAssertEqual(shape("a + b as? Int ?? 0"), "(((a + b) as? Int) ?? 0)", "casting binds tighter than ?? and looser than +")
        XCTAssertEqual(shape("x is Bar == y"), "((x is Bar) == y)")
        XCTAssertEqual(shape("x as! Bar"), "(x as! Bar)")
        XCTAssertEqual(shape("x is Int ? 1 : 2"), "((x is Int) ? 1 : 2)", "a spaced '?' is the ternary's, not an optional type")
    }

    func testNonAssociativeOperatorsDoNotChain() {
        XCTAssertEqual(messages("a < b < c"), ["adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"])
        XCTAssertEqual(messages("1...2...3"), ["adjacent operators are in non-associative precedence group 'RangeFormationPrecedence'"])
    }

    func testPostfixChains() {
        XCTAssertEqual(shape("graph.axisSet.xAxis.majorIntervalLength"), "graph.axisSet.xAxis.majorIntervalLength")
        XCTAssertEqual(shape("a.b(1)[2].c!"), "a.b(1)[2].c!")
        XCTAssertEqual(shape("f(x: 1, 2, y: g())"), "f(x: 1, 2, y: g())")
        XCTAssertEqual(shape("xs.map { $0 * 2 }"), "xs.map(trailing { 1 stmt})")
        XCTAssertEqual(shape("xs.reduce(0) { a, b in a + b }"), "xs.reduce(0, trailing { a, b in 1 stmt})")
        XCTAssertEqual(shape("xs.reduce(0, +)"), "xs.reduce(0, +)")
        XCTAssertEqual(shape("xs.sorted(by: >)"), "xs.sorted(by: >)")
        XCTAssertEqual(shape("Color.red"), "Color.red")
        XCTAssertEqual(shape("f(.red, to: .ellipse())"), "f(.red, to: .ellipse())")
        XCTAssertEqual(shape("a.default.in"), "a.default.in")
        XCTAssertEqual(shape("graph.plot(withIdentifier: \"x\")?.title.count"), "<graph.plot(withIdentifier: \"x\")?.title.count>")
        XCTAssertEqual(shape("a?[0]?.b ?? c"), "(<a?[0]?.b> ?? c)")
        XCTAssertEqual(shape("a ? b : c"), "(a ? b : c)")
        XCTAssertEqual(messages("a? + 1"), ["expected '.', '[' or '(' after '?' in an optional chain"])
    }

    func testChainedCallsContinueOnTheNextLineOnlyWithADot() {
        XCTAssertEqual(shape("xs\n  .filter { $0 > 1 }\n  .map { $0 * 2 }"), "xs.filter(trailing { 1 stmt}).map(trailing { 1 stmt})")
        XCTAssertEqual(statements("f\n(1)").count, 2)
        XCTAssertEqual(statements("a\n[1]").count, 2)
        XCTAssertEqual(statements("let x = 1\n-x").count, 2)
        XCTAssertEqual(statements("let x = 1\n  - 2").count, 1)
        XCTAssertEqual(statements("let x = a &&\n  b").count, 1)
    }

    func testLiterals() {
        XCTAssertEqual(shape("[1, 2.5, \"s\", true, nil]"), "[1, 2.5, \"s\", true, nil]")
        XCTAssertEqual(shape("[\"x\": 1, \"y\": 2,]"), "[\"x\": 1, \"y\": 2]")
        XCTAssertEqual(shape("[:]"), "[:]")
        XCTAssertEqual(shape("[]"), "[]")
        XCTAssertEqual(shape("\"a \\(x + 1) b\""), "\"a \\((x + 1)) b\"")
        XCTAssertEqual(shape("{ (x: Double) -> Double in x * x }"), "{ x in 1 stmt}")
        XCTAssertEqual(shape("{ print(1); print(2) }"), "{ 2 stmt}")
    }
}

// MARK: - Statements

extension ParserTests {
    func testEachStatementKind() {
        let source = """
        let a: [Double] = [1, 2]
        var b = 0; b += 1
        graph.axisSet.xAxis.majorIntervalLength = 10
        xs[0] *= 2
        if a.isEmpty { } else if let c = d, c > 1 { } else { }
        for (i, x) in a.enumerated() where x > 0 { continue }
        while b < 10 { b += 1; break }
        repeat { b -= 1 } while b > 0
        func square(_ x: Double, by factor: Double = 1) -> Double { return x * x * factor }
        square(2)
        """
        let kinds = statements(source).map { statement -> String in
            switch statement.kind {
            case .declaration(let d): return d.isConstant ? "let" : "var"
            case .assignment(_, let op, _, _): return "assign \(op.rawValue)"
            case .expression: return "expr"
            case .if(let s): return "if \(s.branches.count) else \(s.elseBody != nil)"
            case .for(let f): return "for where \(f.filter != nil)"
            case .while: return "while"
            case .repeat: return "repeat"
            case .function(let f): return "func \(f.name.name) \(f.parameters.map { "\($0.label ?? "_"):\($0.name.name)\($0.defaultValue != nil ? "=" : "")" })"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, [
            "let", "var", "assign +=", "assign =", "assign *=", "if 2 else true", "for where true", "while", "repeat",
            "func square [\"_:x\", \"by:factor=\"]", "expr",
        ])
    }

    func testStatementRangesCoverTheirTokens() {
        let statement = statements("  let x = f(1)\n")[0]
        XCTAssertEqual(statement.range.text, "let x = f(1)")
        XCTAssertEqual(statement.range.start.column, 3)
    }

    func testTypeAnnotations() {
        guard case .declaration(let declaration) = statements("var f: ([Double], [String: Int]?) -> Color? = g")[0].kind,
              let type = declaration.type else { return XCTFail("expected a declaration") }
        guard case .optional(let result) = { () -> TypeSyntax.Kind in
            if case .function(_, let output) = type.kind { return output.kind }
            return type.kind
        }() else { return XCTFail("expected an optional result") }
        XCTAssertEqual(result.kind, .named("Color", []))
    }
}

// MARK: - Syntax errors

extension ParserTests {
    func testErrorMessages() {
        XCTAssertEqual(messages("f(1, 2"), ["expected ')' in argument list"])
        XCTAssertEqual(messages("f(1 2)"), ["expected ',' separator"])
        XCTAssertEqual(messages("[1, 2"), ["expected ']' in container literal"])
        XCTAssertEqual(messages("let x = 1 2"), ["consecutive statements on a line must be separated by ';'"])
        XCTAssertEqual(messages("let = 3"), ["expected pattern after 'let'"])
        XCTAssertEqual(messages("let x"), ["type annotation missing in pattern"])
        XCTAssertEqual(messages("if x = 1 { }"), ["use '==' to compare two values; '=' assigns"])
        XCTAssertEqual(messages("if x "), ["expected '{' after 'if' condition"])
        XCTAssertEqual(messages("for x y { }"), ["expected 'in' after for-each pattern"])
        XCTAssertEqual(messages("x = "), ["expected expression"])
        XCTAssertEqual(messages("a.+"), ["expected member name following '.'"])
        XCTAssertEqual(messages("1 = 2"), ["cannot assign to value: literals are not mutable"])
        XCTAssertEqual(messages("f() = 2"), ["cannot assign to value: function call returns immutable value"])
        XCTAssertEqual(messages("break"), ["'break' is only allowed inside a loop or a switch"])
        XCTAssertEqual(messages("return 1"), ["return invalid outside of a func"])
        XCTAssertEqual(messages("for x in xs { let f = { break } }"), ["'break' is only allowed inside a loop or a switch"])
        XCTAssertEqual(messages("$0 + 1"), ["anonymous closure argument not contained in a closure"])
        XCTAssertEqual(messages("{ x in $0 }"), ["anonymous closure arguments cannot be used inside a closure that has explicit arguments"])
        XCTAssertEqual(messages("(a: 1, a: 2)"), ["cannot create a tuple with a duplicate element label"])
        XCTAssertEqual(messages("}"), ["extraneous '}' at top level"])
        XCTAssertEqual(messages("import Foundation"), ["'import' is not needed in Plotline: every chart type is already available"])
        XCTAssertEqual(messages("\"\\()\""), ["expected expression in string interpolation"])
    }

    func testOneCellReportsAllItsSyntaxErrors() {
        let source = """
        let a = (1 +
        let b = 2
        f(x: 1 y: 2)
        for i in 0..<3 {
            let c = * 2
            print(c)
        }
        let ok = 1
        if { }
        """
        let result = parse(source)
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "expected expression",
            "expected ',' separator",
            "expected expression",
            "missing condition in 'if' statement",
        ])
        XCTAssertEqual(result.diagnostics.map(\.range.start.line), [1, 3, 5, 9], "an expression cut short by a new line is reported where the line ends")
        XCTAssertTrue(result.statements.contains { if case .declaration(let d) = $0.kind { return d.pattern.boundNames.first?.name == "ok" } else { return false } })
    }

    func testIncompleteInputIsRecognized() {
        XCTAssertTrue(parse("for i in 0..<3 {\n  print(i)\n").isIncomplete)
        XCTAssertTrue(parse("f(1,\n").isIncomplete)
        XCTAssertTrue(parse("let s = \"\"\"\nabc\n").isIncomplete)
        XCTAssertFalse(parse("f(1))").isIncomplete)
        XCTAssertFalse(parse("let x = 1").isIncomplete)
    }

    func testErrorsAtTheEndPointJustAfterTheLastToken() {
        let atEnd = parse("f(1,\n").diagnostics.first
        XCTAssertEqual(atEnd?.message, "expected expression")
        XCTAssertEqual(atEnd?.range.start, SourceLocation(line: 1, column: 5, offset: 4))
        let unclosed = parse("let xs = [1, 2\nprint(xs)").diagnostics.first
        XCTAssertEqual(unclosed?.message, "expected ']' in container literal")
        XCTAssertEqual(unclosed?.hint, "to match the '[' at line 1, column 10")
        XCTAssertEqual(parse("if x {\n  f()\n").diagnostics.first?.hint, "to match the '{' at line 1, column 6")
    }

    /// The design examples (docs/language.md, 'A first program') and two data sources parse without a diagnostic.
    func testTheDesignDocumentExampleParses() {
        let source = DesignExampleText.first + "\n" + DesignExampleText.second + "\n" + #"""
        let f = FunctionDataSource { x in sin(x) }
        let d = DataSource(records: 10) { field, index in Double(index) * 2 }
        """#
        let result = parse(source)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.statements.count, 25)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let source = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        XCTAssertEqual(messages(source).first, "expression is too deeply nested")
    }
}

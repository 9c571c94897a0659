@testable import PlotlineScript
import XCTest

/// Every syntax error the lexer and the parser report, each from a cell that provokes it, with its position;
/// and the `is_complete` answers the parser gives the kernel.
final class SyntaxErrorTests: XCTestCase {
    /// A cell, the first error it must report (message and 1-based line and column) and, when given, its hint.
    private struct Case {
        let source: String
        let message: String
        let line: Int
        let column: Int
        let hint: String?

        init(_ source: String, _ message: String, at line: Int = 1, _ column: Int, hint: String? = nil) {
            self.source = source
            self.message = message
            self.line = line
            self.column = column
            self.hint = hint
        }
    }

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) {
        for item in cases {
            let result = Parser.parse(SourceFile(name: "cell [1]", text: item.source))
            guard let first = result.diagnostics.first else {
                XCTFail("no error for \(item.source.debugDescription)", file: file, line: line)
                continue
            }
            XCTAssertEqual(first.message, item.message, "for \(item.source.debugDescription)", file: file, line: line)
            XCTAssertEqual(first.range.start.line, item.line, "line for \(item.source.debugDescription)", file: file, line: line)
            XCTAssertEqual(first.range.start.column, item.column, "column for \(item.source.debugDescription)", file: file, line: line)
            if let hint = item.hint {
                XCTAssertEqual(first.hint, hint, "hint for \(item.source.debugDescription)", file: file, line: line)
            }
        }
    }

    func testLexerErrors() {
        check([
            Case("let x = 12abc", "'a' is not a valid digit in integer literal", 9),
            Case("let x = 1.5q", "'q' is not a valid digit in floating-point literal", 9),
            Case("let x = 0xfg", "'g' is not a valid digit in integer literal", 9),
            Case("let x = 0x", "expected a digit after integer literal prefix '0x'", 9),
            Case("let x = 0b", "expected a digit after integer literal prefix '0b'", 9),
            Case("let x = 99999999999999999999", "integer literal '99999999999999999999' overflows when stored into 'Int'", 9),
            Case("let x = .5", "'.5' is not a valid floating-point literal; it must be written '0.5'", 9, hint: "write '0.5'"),
            Case("let s = \"abc", "unterminated string literal", 9, hint: "add '\"' to close it"),
            Case("let s = \"a\\qb\"", "invalid escape sequence in literal", 11, hint: "write '\\\\' for a backslash"),
            Case("let s = \"\\u0041\"", "expected '{' in \\u{...} escape sequence", 10),
            Case("let s = \"\\u{41\"", "expected '}' in \\u{...} escape sequence", 10),
            Case("let s = \"\\u{D800}\"", "invalid unicode scalar in \\u{...} escape sequence", 10),
            Case("let s = \"a \\(x\"", "unterminated string interpolation", 12, hint: "add ')' to close it"),
            Case("let s = \"\"\"abc\n\"\"\"", "multi-line string literal content must begin on a new line", 9),
            Case("let s = \"\"\"\nabc", "unterminated string literal", 9, hint: "add '\"\"\"' to close it"),
            Case("let x = 1 /* note", "unterminated '/*' comment", 11, hint: "add '*/' to close it"),
            Case("a & b", "operator '&' is not supported", 3),
            Case("a | b", "operator '|' is not supported", 3),
            Case("let x = 1 # 2", "invalid character '#' in source", 11),
            Case("let `x = 1", "expected '`' to end the escaped identifier", 5),
            Case("let x = $", "'$' must be followed by a number, as in '$0'", 9),
        ])
    }

    func testExpressionErrors() {
        check([
            Case("a -b", "'-' has whitespace on one side only", 3, hint: "write it with whitespace on both sides ('a - b') or on neither ('a-b')"),
            Case("a* b", "'*' has whitespace on one side only", 2),
            Case("let x = _", "'_' can only appear in a pattern or on the left side of an assignment", 9),
            Case("a < b < c", "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'", 7, hint: "add parentheses"),
            Case("0...1...2", "adjacent operators are in non-associative precedence group 'RangeFormationPrecedence'", 6),
            Case("let x = $0", "anonymous closure argument not contained in a closure", 9),
            Case("let x = ()", "empty tuple '()' is not supported in Plotline", 9),
            Case("f(1 2)", "expected ',' separator", 5, hint: "insert ','"),
            Case("a? + 1", "expected '.', '[' or '(' after '?' in an optional chain", 4, hint: "write 'value?.member'"),
            Case("let x = c ? 1", "expected ':' after '? ...' in ternary expression", 14),
            Case("f(1", "expected ')' in argument list", 4, hint: "to match the '(' at line 1, column 2"),
            Case("xs[1", "expected ']' in subscript", 5),
            Case("let x = [1, 2", "expected ']' in container literal", 14),
            Case("let x = (1 + 2", "expected ')' in expression", 15),
            Case("let x = ", "expected expression", 8),
            Case("let x = if", "expected expression, found keyword 'if'", 9),
            Case("a.", "expected member name following '.'", 3),
            Case("let x = .", "expected member name following '.'", 10),
            Case("let t = (x: 1)", "a tuple needs at least two elements", 9, hint: "write the value without its label"),
            Case("let f = { x in $0 }", "anonymous closure arguments cannot be used inside a closure that has explicit arguments", 16, hint: "use the parameter names"),
            Case("let s = \"\\(1 2)\"", "expected ')' to end the string interpolation", 14),
            Case("let s = \"\\()\"", "expected expression in string interpolation", 10),
            Case("let d = [\"a\": 1, \"b\"]", "expected ':' in dictionary literal", 21),
            Case("let d = [1, 2: 3]", "expected ',' separator; a dictionary literal needs ':' after every key", 14),
            Case("let f = { 1", "expected '}' at end of closure", 12, hint: "to match the '{' at line 1, column 9"),
            Case(String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300), "expression is too deeply nested", 101),
        ])
    }

    func testStatementErrors() {
        check([
            Case("break", "'break' is only allowed inside a loop or a switch", 1),
            Case("continue", "'continue' is only allowed inside a loop", 1),
            Case("for x in xs { let f = { continue } }", "'continue' is only allowed inside a loop", 25),
            Case("return 1", "return invalid outside of a func", 1),
            Case("else { }", "'else' must follow the '}' of an 'if' body on the same statement", 1, hint: "write '} else {'"),
            Case("-x = 1", "cannot assign to this expression", 1),
            Case("let f = { $0 = 1 }", "cannot assign to value: closure parameters are 'let' constants", 11),
            Case("f() = 1", "cannot assign to value: function call returns immutable value", 1),
            Case("1 = 2", "cannot assign to value: literals are not mutable", 1),
            Case("a b", "consecutive statements on a line must be separated by ';'", 3, hint: "insert ';'"),
            Case("}", "extraneous '}' at top level", 1, hint: "remove it"),
            Case("let x", "type annotation missing in pattern", 5, hint: "write '= value' or ': Type'"),
            Case("let x == 1", "expected '=' in declaration, not '=='", 7, hint: "write '='"),
            Case("let = 3", "expected pattern after 'let'", 5),
            Case("var 1 = 3", "expected pattern after 'var'", 5),
            Case("let in = 1", "keyword 'in' cannot be used as an identifier here", 5, hint: "write `in` in backticks"),
            Case("if x = 1 { }", "use '==' to compare two values; '=' assigns", 6, hint: "write '=='"),
            Case("if { }", "missing condition in 'if' statement", 4),
            Case("while { }", "missing condition in 'while' statement", 7),
            Case("if x ", "expected '{' after 'if' condition", 5),
            Case("if x { } else y { }", "expected '{' after 'else'", 15, hint: "write 'else if' for another condition"),
            Case("if x {\n  y = 1", "expected '}' at end of block", at: 2, 8),
            Case("if let = x { }", "expected name in optional binding", 8),
            Case("for x 0..<3 { }", "expected 'in' after for-each pattern", 7),
            Case("for 1 in x { }", "expected pattern after 'for'", 5),
            Case("for (a, b in x { }", "expected ')' at end of tuple pattern", 11),
            Case("for x in xs ", "expected '{' after 'for-in' sequence", 12),
            Case("while x ", "expected '{' after 'while' condition", 8),
            Case("repeat { } until x", "expected 'while' after 'repeat' body", 12),
            Case("func (x) { }", "expected identifier in function declaration", 6),
            Case("func f x) { }", "expected '(' in parameter list of 'f'", 8),
            Case("func f(x { }", "expected ')' in parameter list", 10),
            Case("func f(1) { }", "expected parameter name", 8),
            Case("func f(in) { }", "keyword 'in' cannot be used as a parameter name", 8, hint: "add a name after the label"),
            Case("func f() ", "expected '{' after function signature", 9),
        ])
    }

    func testTypeErrors() {
        check([
            Case("let x: = 1", "expected type", 8),
            Case("let f: (Int -> Int = g", "expected ')' in function type", 13),
            Case("let x: Array<Int = []", "expected '>' to complete generic argument list", 18),
            Case("let x: [Int = []", "expected ']' in array type", 13),
            Case("let x: [String: Int = [:]", "expected ']' in dictionary type", 21),
            Case("let x: (count: Int) = y", "a tuple type needs at least two elements", 8),
        ])
    }

    func testSwiftStatementsTheLanguageLeavesOut() {
        check([
            Case("guard x else { }", "'guard' body must not fall through", 17, hint: "end it with 'return', 'break', 'continue' or 'throw'"),
            Case("switch x { }", "'switch' statement body must have at least one 'case' or 'default' block", 10),
            Case("class A { print(1) }", "expected a property, method or initializer in class 'A'", 11, hint: "members are 'var name = value', 'func name() { … }' or 'init() { … }'"),

            Case("enum E { case }", "expected a case name after 'case'", 15),
            Case("[1].map { $9223372036854775807 }", "anonymous closure argument '$9223372036854775807' is out of range: a closure takes at most 64 arguments", 11),
            Case("class A { deinit { } }", "'deinit' is not supported in Plotline: no code runs when an object is freed", 11),
            Case("protocol P { init() }", "initializer requirements are not supported in Plotline", 14, hint: "require a static func that makes a value instead"),
            Case("extension A { var x = 1 }", "extensions must not contain stored properties", 19),
            Case("import Foundation", "'import' is not needed in Plotline: every chart type is already available", 1),
            Case("catch { }", "'catch' must follow a 'do' block or another 'catch'", 1, hint: "write 'do { … } catch { … }'"),
        ])
        XCTAssertTrue(Parser.parse(SourceFile(name: "t", text: "var switch = 3\nswitch = 4")).isValid, "names like 'switch' stay usable")
    }

    func testOneCellReportsEveryError() {
        let source = "let x = \nlet y = (1\nz = 1 2\nlet ok = 3\nfunc f( { }\nprint(ok"
        let result = Parser.parse(SourceFile(name: "cell [2]", text: source))
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "expected expression", "expected ')' in expression", "consecutive statements on a line must be separated by ';'",
            "expected parameter name", "expected ')' in argument list",
        ])
        XCTAssertEqual(result.diagnostics.map(\.range.start.line), [1, 2, 3, 5, 6])
        XCTAssertTrue(result.statements.contains { if case .declaration(let d) = $0.kind { return d.pattern.boundNames.first?.name == "ok" }; return false },
                      "statements between errors still parse")
        guard let error = ScriptError(syntax: result.diagnostics) else { return XCTFail("expected an error") }
        XCTAssertEqual(error.additionalErrors.count, 4)
        XCTAssertEqual(error.rendered.components(separatedBy: "error: ").count - 1, 5, "every error is rendered")
    }

    /// What `is_complete` answers: `incomplete` only when more lines could complete the cell.
    func testIsCompleteTable() {
        let table: [(String, String)] = [
            ("let x = 1", "complete"),
            ("print(\"hi\")", "complete"),
            ("", "complete"),
            ("// just a comment", "complete"),
            ("f(1,", "incomplete"),
            ("let xs = [1, 2,", "incomplete"),
            ("let d = [\"a\":", "incomplete"),
            ("for i in 0..<3 {\n  print(i)", "incomplete"),
            ("if x {\n} else {", "incomplete"),
            ("func f(x: Int) -> Int {", "incomplete"),
            ("xs.map {", "incomplete"),
            ("let s = \"\"\"\nabc", "incomplete"),
            ("/* a comment", "incomplete"),
            ("let x = 1 +", "incomplete"),
            ("let s = \"abc", "incomplete"),
            ("let x = )", "invalid"),
            ("f(1))", "invalid"),
            ("let x = 12abc", "invalid"),
            ("let s = \"abc\nprint(s)", "invalid"),
            ("if x = 1 {", "invalid"),
        ]
        for (source, expected) in table {
            let result = Parser.parse(SourceFile(name: "t", text: source))
            let answer = result.isValid ? "complete" : result.isIncomplete ? "incomplete" : "invalid"
            XCTAssertEqual(answer, expected, "is_complete for \(source.debugDescription)")
        }
    }
}

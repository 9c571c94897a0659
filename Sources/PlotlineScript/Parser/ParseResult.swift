/// The statements of a cell and every syntax problem found in it.
public struct ParseResult: Sendable {
    /// The statements that parsed (statements with errors are left out).
    public var statements: [Stmt]
    /// Every lexer and parser diagnostic, in source order.
    public var diagnostics: [Diagnostic]
    /// The lines statements start on, at any depth (bodies of functions, loops and closures too): where a
    /// breakpoint can stop.
    public var statementLines: Set<Int> = []

    /// True when the cell has no syntax errors.
    public var isValid: Bool { diagnostics.isEmpty }

    /// True when every problem is an unexpected end of input (an open bracket, string or comment), so the
    /// cell would parse with more lines.
    public var isIncomplete: Bool {
        !diagnostics.isEmpty && diagnostics.allSatisfy(\.isAtEndOfInput)
    }
}

/// Decides `is_complete` with the language's own parser: no diagnostics is complete; diagnostics that are all
/// about the input ending early (an open bracket, block, string or comment, a dangling operator) are
/// incomplete, with four spaces of indent per bracket still open; anything else is invalid.
enum CompletenessChecker {
    /// Spaces per open bracket in the suggested indent.
    static let indentWidth = 4

    /// The completeness of `code`.
    static func check(_ code: String) -> Completeness {
        if code.allSatisfy(\.isWhitespace) || HelpQuery.chain(in: code) != nil { return .complete }
        let file = SourceFile(name: "is_complete", text: code)
        let parsed = Parser.parse(file)
        if parsed.isValid { return .complete }
        guard parsed.isIncomplete else { return .invalid }
        let (tokens, diagnostics) = Lexer.tokenize(file)
        if diagnostics.contains(where: \.isAtEndOfInput) { return .incomplete(indent: "") }  // inside a string or comment
        let depth = TokenScan.openBrackets(in: Array(tokens.dropLast())).count
        return .incomplete(indent: String(repeating: " ", count: indentWidth * depth))
    }
}

/// Unwinds the parser to the enclosing statement after a syntax error (panic mode).
///
/// `diagnostic` is nil when the problem was already reported (an invalid token from the lexer).
struct ParseError: Error {
    let diagnostic: Diagnostic?
}

/// A recursive-descent parser with one function per grammar rule.
///
/// Errors unwind to the enclosing statement, which records them and skips to the next line (panic mode),
/// so one cell reports all its syntax errors.
///
/// ```swift
/// let result = Parser.parse(SourceFile(name: "cell [1]", text: "let x = 1 + 2 * 3"))
/// ```
public struct Parser {
    /// The file the tokens come from.
    public let file: SourceFile
    /// The problems found so far.
    public internal(set) var diagnostics: [Diagnostic] = []

    let tokens: [Token]
    var current = 0
    /// For each closure being parsed, the number of anonymous parameters used and where the first was.
    var closureScopes: [(count: Int, firstUse: SourceRange?)] = []
    /// False in `if`, `while` and `for` headers, where `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true
    var nestingDepth = 0
    /// How many loops enclose the current statement (within the current function or closure).
    var loopDepth = 0
    /// How many functions and closures enclose the current statement.
    var functionDepth = 0
    /// How many `switch` statements enclose the current statement (within the current function).
    var switchDepth = 0
    /// The index of the first token of the statement being parsed, for error positions and recovery.
    var statementStart = 0
    /// The lines the statements parsed so far start on.
    var statementLines: Set<Int> = []

    /// The deepest nesting of expressions and blocks accepted, to keep the parser's stack bounded.
    static let maximumNesting = 200

    /// Makes a parser over tokens ending with `.endOfFile`.
    public init(tokens: [Token], file: SourceFile) {
        self.file = file
        self.tokens = tokens.isEmpty
            ? [Token(kind: .endOfFile, range: SourceRange(file: file, start: .start, end: .start), isAtLineStart: true, hasLeadingSpace: false)]
            : tokens
    }

    /// Lexes and parses a whole file.
    public static func parse(_ file: SourceFile) -> ParseResult {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var parser = Parser(tokens: tokens, file: file)
        let statements = parser.parseProgram()
        let lexerOffsets = Set(lexerDiagnostics.map(\.range.start.offset))
        let parserDiagnostics = parser.diagnostics.filter { !lexerOffsets.contains($0.range.start.offset) }
        let all = (lexerDiagnostics + parserDiagnostics).enumerated().sorted {
            ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
        }.map(\.element)
        var result = ParseResult(statements: statements, diagnostics: all)
        result.statementLines = parser.statementLines
        return result
    }

    /// Parses statements up to the end of input.
    public mutating func parseProgram() -> [Stmt] {
        var statements: [Stmt] = []
        while !isAtEnd {
            if match(.semicolon) { continue }
            if check(.rightBrace) {
                record(ParseError(diagnostic: Diagnostic("extraneous '}' at top level", at: peek.range, hint: "remove it")))
                advance()
                continue
            }
            parseStatementRecovering(into: &statements)
        }
        return statements
    }

    /// Parses one statement and its terminator, or records the error and skips past it.
    mutating func parseStatementRecovering(into statements: inout [Stmt]) {
        let enclosingStart = statementStart
        statementStart = current
        defer { statementStart = enclosingStart }
        do {
            let parsed = try parseStatements()
            try expectStatementEnd()
            for statement in parsed { statementLines.insert(statement.range.start.line) }
            statements += parsed
        } catch let error as ParseError {
            record(error)
            synchronize()
        } catch {
            synchronize()
        }
    }

    // MARK: - Tokens

    var peek: Token { tokens[min(current, tokens.count - 1)] }

    func peek(ahead: Int) -> Token { tokens[min(current + ahead, tokens.count - 1)] }

    var previous: Token { tokens[max(0, min(current - 1, tokens.count - 1))] }

    var isAtEnd: Bool { peek.kind == .endOfFile }

    @discardableResult
    mutating func advance() -> Token {
        let token = peek
        if !isAtEnd { current += 1 }
        return token
    }

    func check(_ punctuator: Punctuator) -> Bool { peek.isPunctuator(punctuator) }

    func check(_ keyword: Keyword) -> Bool { peek.isKeyword(keyword) }

    mutating func match(_ punctuator: Punctuator) -> Bool {
        guard check(punctuator) else { return false }
        advance()
        return true
    }

    mutating func match(_ keyword: Keyword) -> Bool {
        guard check(keyword) else { return false }
        advance()
        return true
    }

    /// Consumes `punctuator` or fails with `message` at the current token.
    @discardableResult
    mutating func consume(_ punctuator: Punctuator, _ message: String, hint: String? = nil) throws -> Token {
        guard check(punctuator) else { throw error(message, hint: hint) }
        return advance()
    }

    /// Consumes `keyword` or fails with `message` at the current token.
    @discardableResult
    mutating func consume(_ keyword: Keyword, _ message: String) throws -> Token {
        guard check(keyword) else { throw error(message) }
        return advance()
    }

    /// An error at the current token (silent when the token is already an invalid one).
    func error(_ message: String, hint: String? = nil) -> ParseError {
        error(message, at: peek, hint: hint)
    }

    /// An error at `token`; at the end of input, or when the token starts a new line inside a statement (the
    /// statement stopped short), just after the previous token.
    func error(_ message: String, at token: Token, hint: String? = nil) -> ParseError {
        if case .invalid = token.kind { return ParseError(diagnostic: nil) }
        let atEnd = token.kind == .endOfFile
        let endsLine = token == peek && isInsideStatement && token.isAtLineStart
        let range = (atEnd || endsLine) && current > 0 ? previous.range.endRange : token.range
        return ParseError(diagnostic: Diagnostic(message, at: range, hint: hint, isAtEndOfInput: atEnd))
    }

    /// True when the current statement has consumed tokens already.
    var isInsideStatement: Bool { current > statementStart }

    /// An error at a range.
    func error(_ message: String, at range: SourceRange, hint: String? = nil) -> ParseError {
        ParseError(diagnostic: Diagnostic(message, at: range, hint: hint))
    }

    mutating func record(_ error: ParseError) {
        if let diagnostic = error.diagnostic { diagnostics.append(diagnostic) }
    }

    /// The range from `start` to the end of the last consumed token.
    func range(from start: SourceRange) -> SourceRange {
        current == 0 ? start : start.union(previous.range)
    }

    // MARK: - Statement ends and recovery

    /// A statement ends at `;`, a newline, `}` or the end of input.
    mutating func expectStatementEnd() throws {
        if match(.semicolon) { return }
        if isAtEnd || check(.rightBrace) || peek.isAtLineStart { return }
        throw error("consecutive statements on a line must be separated by ';'", hint: "insert ';'")
    }

    /// Skips to the start of the next statement: the next line outside brackets (or a line starting with a
    /// statement keyword, even inside unclosed brackets), after a `;`, or before the `}` closing the current block.
    mutating func synchronize() {
        var depth = 0
        while !isAtEnd {
            let token = peek
            let atBoundary = isInsideStatement && (token.isAtLineStart || previous.isPunctuator(.semicolon))
            if atBoundary && (depth == 0 || Parser.startsStatement(token)) { return }
            switch token.kind {
            case .punctuator(.leftBrace), .punctuator(.leftParen), .punctuator(.leftBracket):
                depth += 1
            case .punctuator(.rightBrace):
                if depth == 0 { return }
                depth -= 1
            case .punctuator(.rightParen), .punctuator(.rightBracket):
                depth = max(0, depth - 1)
            default:
                break
            }
            advance()
        }
    }

    /// Parses the inside of a declaration's braces (just after its `{`) with `body`; when `body` fails, skips past
    /// the matching `}` before rethrowing, so recovery resumes after the declaration rather than inside it.
    mutating func declarationBody<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let start = current
        do {
            return try nested(body)
        } catch {
            var depth = 1
            var index = start
            while index < tokens.count, tokens[index].kind != .endOfFile {
                if tokens[index].isPunctuator(.leftBrace) { depth += 1 }
                if tokens[index].isPunctuator(.rightBrace) {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            if index < tokens.count, tokens[index].isPunctuator(.rightBrace), index >= current { current = index + 1 }
            throw error
        }
    }

    /// True for the keywords that begin a statement.
    static func startsStatement(_ token: Token) -> Bool {
        guard case .keyword(let keyword) = token.kind else { return false }
        return [.let, .var, .func, .if, .for, .while, .repeat, .return, .break, .continue].contains(keyword)
    }

    /// Runs `body` one nesting level deeper, failing when expressions nest too deeply for the stack.
    mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
        guard nestingDepth < Parser.maximumNesting else {
            throw error("expression is too deeply nested", hint: "split it into several statements")
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        return try body(&self)
    }

    /// Runs `body` with trailing closures allowed or not, restoring the setting afterwards.
    mutating func withTrailingClosures<T>(_ allowed: Bool, _ body: (inout Parser) throws -> T) rethrows -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = allowed
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }
}

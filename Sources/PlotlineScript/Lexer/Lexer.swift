/// Turns source text into tokens, reporting every malformed token and continuing after it.
///
/// ```swift
/// let (tokens, diagnostics) = Lexer.tokenize(SourceFile(name: "cell [1]", text: "x.majorIntervalLength = 10"))
/// ```
public struct Lexer {
    /// The file being read.
    public let file: SourceFile
    /// The problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    let characters: [Character]
    var index = 0
    private var line = 1
    private var lineStart = 0

    /// Makes a lexer over a file.
    public init(file: SourceFile) {
        self.file = file
        self.characters = Array(file.text)
    }

    /// Reads every token of `file`, ending with `.endOfFile`, and the problems found.
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        return (tokens, lexer.diagnostics)
    }

    /// Reads every remaining token, ending with `.endOfFile`.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let trivia = skipTrivia(stopAtNewline: false)
            if !tokens.isEmpty { tokens[tokens.count - 1].hasTrailingSpace = trivia.sawSpace || isAtEnd }
            let token = lexToken(isAtLineStart: tokens.isEmpty || trivia.sawNewline, hasLeadingSpace: trivia.sawSpace)
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    // MARK: - Characters

    var isAtEnd: Bool { index >= characters.count }

    func peek(_ ahead: Int = 0) -> Character? {
        let position = index + ahead
        return characters.indices.contains(position) ? characters[position] : nil
    }

    mutating func advance() {
        guard let character = peek() else { return }
        index += 1
        if character.isNewline {
            line += 1
            lineStart = index
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, offset: index)
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(file: file, start: start, end: location)
    }

    mutating func report(_ message: String, at range: SourceRange, hint: String? = nil, atEnd: Bool = false) {
        diagnostics.append(Diagnostic(message, at: range, hint: hint, isAtEndOfInput: atEnd))
    }

    static func isDigit(_ character: Character?) -> Bool {
        guard let character else { return false }
        return ("0"..."9").contains(character)
    }

    static func isIdentifierStart(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character == "_"
    }

    static func isIdentifierContinuation(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    // MARK: - Trivia

    struct Trivia {
        var sawSpace = false
        var sawNewline = false
    }

    /// Skips spaces, newlines and comments. With `stopAtNewline`, stops before a newline (inside a
    /// single-line string's interpolation).
    mutating func skipTrivia(stopAtNewline: Bool) -> Trivia {
        var trivia = Trivia()
        while let character = peek() {
            if character.isNewline {
                if stopAtNewline { return trivia }
                trivia.sawNewline = true
                trivia.sawSpace = true
                advance()
            } else if character.isWhitespace {
                trivia.sawSpace = true
                advance()
            } else if character == "/", peek(1) == "/" {
                trivia.sawSpace = true
                while let next = peek(), !next.isNewline { advance() }
            } else if character == "/", peek(1) == "*" {
                trivia.sawSpace = true
                if skipBlockComment() { trivia.sawNewline = true }
            } else {
                return trivia
            }
        }
        return trivia
    }

    /// Skips a `/* */` comment, nested as in Swift; returns true when it spanned a newline.
    private mutating func skipBlockComment() -> Bool {
        let start = location
        var depth = 0
        var sawNewline = false
        while let character = peek() {
            if character == "/", peek(1) == "*" {
                depth += 1
                advance(by: 2)
            } else if character == "*", peek(1) == "/" {
                depth -= 1
                advance(by: 2)
                if depth == 0 { return sawNewline }
            } else {
                if character.isNewline { sawNewline = true }
                advance()
            }
        }
        report(
            "unterminated '/*' comment", at: SourceRange(file: file, start: start, end: start),
            hint: "add '*/' to close it", atEnd: true)
        return sawNewline
    }

    // MARK: - Tokens

    mutating func lexToken(isAtLineStart: Bool, hasLeadingSpace: Bool) -> Token {
        let start = location
        let kind = lexKind(hasLeadingSpace: hasLeadingSpace)
        return Token(kind: kind, range: range(from: start), isAtLineStart: isAtLineStart, hasLeadingSpace: hasLeadingSpace)
    }

    private mutating func lexKind(hasLeadingSpace: Bool) -> TokenKind {
        guard let character = peek() else { return .endOfFile }
        if Lexer.isIdentifierStart(character) { return lexIdentifier() }
        if Lexer.isDigit(character) { return lexNumber() }
        if character == "\"" { return lexString() }
        if character == "$" { return lexAnonymousParameter() }
        if character == "`" { return lexEscapedIdentifier() }
        if character == ".", Lexer.isDigit(peek(1)), hasLeadingSpace || index == 0 {
            return lexLeadingDotNumber()
        }
        for punctuator in Punctuator.longestFirst where matches(punctuator.rawValue) {
            advance(by: punctuator.rawValue.count)
            return .punctuator(punctuator)
        }
        let start = location
        advance()
        let message: String
        switch character {
        case "&", "|", "^", "~": message = "operator '\(character)' is not supported"
        default: message = "invalid character '\(character)' in source"
        }
        report(message, at: range(from: start))
        return .invalid(String(character))
    }

    private func matches(_ spelling: String) -> Bool {
        var offset = 0
        for character in spelling {
            guard peek(offset) == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func lexIdentifier() -> TokenKind {
        var name = ""
        while Lexer.isIdentifierContinuation(peek()), let character = peek() {
            name.append(character)
            advance()
        }
        if let keyword = Keyword(rawValue: name) { return .keyword(keyword) }
        return .identifier(name)
    }

    private mutating func lexEscapedIdentifier() -> TokenKind {
        let start = location
        advance()
        var name = ""
        while let character = peek(), character != "`", !character.isNewline {
            name.append(character)
            advance()
        }
        guard peek() == "`", !name.isEmpty else {
            report("expected '`' to end the escaped identifier", at: range(from: start))
            return .invalid("`" + name)
        }
        advance()
        return .identifier(name)
    }

    private mutating func lexAnonymousParameter() -> TokenKind {
        let start = location
        advance()
        var digits = ""
        while Lexer.isDigit(peek()), let digit = peek() {
            digits.append(digit)
            advance()
        }
        guard let number = Int(digits) else {
            report("'$' must be followed by a number, as in '$0'", at: range(from: start))
            return .invalid("$")
        }
        return .anonymousParameter(number)
    }
}

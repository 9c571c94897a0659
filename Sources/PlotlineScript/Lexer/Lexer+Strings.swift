/// String literals: `"..."` and `"""` multi-line `"""`, with escapes and `\(interpolation)`.
extension Lexer {
    mutating func lexString() -> TokenKind {
        if peek(1) == "\"", peek(2) == "\"" { return lexMultiLineString() }
        let start = location
        advance()
        var builder = SegmentBuilder()
        while true {
            guard let character = peek(), !character.isNewline else {
                report(
                    "unterminated string literal", at: range(from: start), hint: "add '\"' to close it",
                    atEnd: isAtEnd)
                return .string(builder.finished)
            }
            if character == "\"" {
                advance()
                return .string(builder.finished)
            }
            if character == "\\" {
                guard lexEscape(into: &builder, isMultiLine: false) else {
                    return .string(builder.finished)
                }
            } else {
                builder.append(character)
                advance()
            }
        }
    }

    /// Reads one escape or interpolation after a backslash; false when an interpolation ran off the line.
    private mutating func lexEscape(into builder: inout SegmentBuilder, isMultiLine: Bool) -> Bool {
        let start = location
        advance()
        guard let character = peek() else { return true }
        switch character {
        case "n": builder.append("\n")
        case "t": builder.append("\t")
        case "r": builder.append("\r")
        case "0": builder.append("\0")
        case "\\": builder.append("\\")
        case "\"": builder.append("\"")
        case "'": builder.append("'")
        case "u":
            advance()
            builder.append(lexUnicodeEscape(start: start))
            return true
        case "(":
            advance()
            return lexInterpolation(into: &builder, start: start, isMultiLine: isMultiLine)
        default:
            if character.isNewline && isMultiLine {
                advance()
                return true
            }
            advance()
            report("invalid escape sequence in literal", at: range(from: start), hint: "write '\\\\' for a backslash")
            return true
        }
        advance()
        return true
    }

    /// `\u{1F600}` (the `\u` already read).
    private mutating func lexUnicodeEscape(start: SourceLocation) -> String {
        guard peek() == "{" else {
            report("expected '{' in \\u{...} escape sequence", at: range(from: start))
            return ""
        }
        advance()
        var hex = ""
        while let character = peek(), character.isHexDigit {
            hex.append(character)
            advance()
        }
        guard peek() == "}" else {
            report("expected '}' in \\u{...} escape sequence", at: range(from: start))
            return ""
        }
        advance()
        guard (1...8).contains(hex.count), let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
            report("invalid unicode scalar in \\u{...} escape sequence", at: range(from: start))
            return ""
        }
        return String(Character(scalar))
    }

    /// The tokens of `\( ... )` up to the matching parenthesis, ended by an `.endOfFile` token.
    private mutating func lexInterpolation(into builder: inout SegmentBuilder, start: SourceLocation, isMultiLine: Bool) -> Bool {
        var tokens: [Token] = []
        var depth = 0
        while true {
            let trivia = skipTrivia(stopAtNewline: !isMultiLine)
            if !tokens.isEmpty { tokens[tokens.count - 1].hasTrailingSpace = trivia.sawSpace }
            guard let character = peek(), !character.isNewline || isMultiLine else {
                report(
                    "unterminated string interpolation", at: range(from: start), hint: "add ')' to close it",
                    atEnd: isAtEnd)
                return false
            }
            if character == ")" && depth == 0 {
                let end = location
                tokens.append(Token(
                    kind: .endOfFile, range: SourceRange(file: file, start: end, end: end),
                    isAtLineStart: false, hasLeadingSpace: trivia.sawSpace))
                advance()
                builder.appendInterpolation(tokens, range: range(from: start))
                return true
            }
            let token = lexToken(isAtLineStart: trivia.sawNewline, hasLeadingSpace: trivia.sawSpace)
            if token.isPunctuator(.leftParen) { depth += 1 }
            if token.isPunctuator(.rightParen) { depth -= 1 }
            tokens.append(token)
        }
    }

    // MARK: - Multi-line strings

    private mutating func lexMultiLineString() -> TokenKind {
        let start = location
        advance(by: 3)
        while let character = peek(), character.isWhitespace, !character.isNewline { advance() }
        guard let first = peek(), first.isNewline else {
            report("multi-line string literal content must begin on a new line", at: range(from: start))
            return .string([])
        }
        advance()
        var builder = SegmentBuilder()
        var isLineStart = true
        while true {
            if isLineStart, let indentation = closingDelimiterIndentation() {
                advance(by: indentation.count + 3)
                return .string(SegmentBuilder.stripIndentation(indentation, from: builder.finished))
            }
            guard let character = peek() else {
                report("unterminated string literal", at: range(from: start), hint: "add '\"\"\"' to close it", atEnd: true)
                return .string(builder.finished)
            }
            isLineStart = character.isNewline
            if character == "\\" {
                guard lexEscape(into: &builder, isMultiLine: true) else { return .string(builder.finished) }
            } else {
                builder.append(character.isNewline ? "\n" : character)
                advance()
            }
        }
    }

    /// When the current line holds only whitespace and `"""`, the whitespace.
    private func closingDelimiterIndentation() -> String? {
        var offset = 0
        var indentation = ""
        while let character = peek(offset), character == " " || character == "\t" {
            indentation.append(character)
            offset += 1
        }
        guard peek(offset) == "\"", peek(offset + 1) == "\"", peek(offset + 2) == "\"" else { return nil }
        return indentation
    }
}

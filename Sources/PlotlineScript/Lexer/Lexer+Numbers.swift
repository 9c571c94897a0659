/// Number literals: `12`, `1_000`, `2.5e-3`, `0xff`, `0b1010`, `0o17`.
extension Lexer {
    mutating func lexNumber() -> TokenKind {
        let start = location
        if peek() == "0", let prefix = peek(1), let radix = Lexer.radix(ofPrefix: prefix) {
            return lexRadixInteger(radix: radix, prefix: prefix, start: start)
        }
        var text = readDigits(radix: 10)
        var isDouble = false
        if peek() == ".", Lexer.isDigit(peek(1)) {
            isDouble = true
            advance()
            text += "." + readDigits(radix: 10)
        }
        if let e = peek(), e == "e" || e == "E",
           Lexer.isDigit(peek(1)) || ((peek(1) == "-" || peek(1) == "+") && Lexer.isDigit(peek(2))) {
            isDouble = true
            advance()
            text.append("e")
            if let sign = peek(), sign == "-" || sign == "+" {
                text.append(sign)
                advance()
            }
            text += readDigits(radix: 10)
        }
        if let invalid = consumeInvalidDigits(), let first = invalid.first {
            report(
                "'\(first)' is not a valid digit in \(isDouble ? "floating-point" : "integer") literal",
                at: range(from: start))
            return .invalid(text + invalid)
        }
        return makeNumber(text, isDouble: isDouble, radix: 10, start: start)
    }

    /// `.5`, which Swift rejects with a fix; read it as 0.5 after reporting.
    mutating func lexLeadingDotNumber() -> TokenKind {
        let start = location
        advance()
        let digits = readDigits(radix: 10)
        report(
            "'.\(digits)' is not a valid floating-point literal; it must be written '0.\(digits)'",
            at: range(from: start), hint: "write '0.\(digits)'")
        return .double(Double("0." + digits) ?? 0)
    }

    private static func radix(ofPrefix prefix: Character) -> Int? {
        switch prefix {
        case "x": return 16
        case "o": return 8
        case "b": return 2
        default: return nil
        }
    }

    private mutating func lexRadixInteger(radix: Int, prefix: Character, start: SourceLocation) -> TokenKind {
        advance(by: 2)
        let digits = readDigits(radix: radix)
        if let invalid = consumeInvalidDigits(), let first = invalid.first {
            report("'\(first)' is not a valid digit in integer literal", at: range(from: start))
            return .invalid("0\(prefix)\(digits)\(invalid)")
        }
        guard !digits.isEmpty else {
            report("expected a digit after integer literal prefix '0\(prefix)'", at: range(from: start))
            return .invalid("0\(prefix)")
        }
        return makeNumber(digits, isDouble: false, radix: radix, start: start)
    }

    /// Digits of `radix` and `_` separators, with the separators removed.
    private mutating func readDigits(radix: Int) -> String {
        var digits = ""
        while let character = peek(), character == "_" || character.hexDigitValue.map({ $0 < radix }) == true {
            if character != "_" { digits.append(character) }
            advance()
        }
        return digits
    }

    /// Letters or digits glued to a number (`12abc`), consumed so that one diagnostic covers them.
    private mutating func consumeInvalidDigits() -> String? {
        guard Lexer.isIdentifierContinuation(peek()) else { return nil }
        var text = ""
        while Lexer.isIdentifierContinuation(peek()), let character = peek() {
            text.append(character)
            advance()
        }
        return text
    }

    private mutating func makeNumber(_ text: String, isDouble: Bool, radix: Int, start: SourceLocation) -> TokenKind {
        if isDouble {
            if let value = Double(text) { return .double(value) }
            report("invalid floating-point literal '\(text)'", at: range(from: start))
            return .invalid(text)
        }
        if let value = Int(text, radix: radix) { return .integer(value) }
        report("integer literal '\(range(from: start).text)' overflows when stored into 'Int'", at: range(from: start))
        return .invalid(text)
    }
}

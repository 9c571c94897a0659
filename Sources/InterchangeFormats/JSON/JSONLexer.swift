/// The one JSON tokenizer of the project (RFC 8259), on UTF-8 bytes: whitespace, punctuation, strings with their
/// escapes, numbers in JSON's grammar and the three keywords. Builders sit on top of it: `JSONParser` makes
/// `JSONValue`s for the kernel's messages, and the feeds' record reader makes records.
///
/// It never traps on bad input: every failure is a `JSONError` with the byte offset where it starts. Lines are
/// counted as whitespace is skipped (strings cannot hold a raw line break), so a builder can say line and column.
public struct JSONLexer {
    /// The bytes read.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The read position.
    public private(set) var position: Int
    /// The 1-based line at `position`.
    public private(set) var line: Int
    /// The offset where the line at `position` starts.
    public private(set) var lineStart: Int

    /// A lexer over bytes, starting at an offset that is the start of a line.
    public init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.position = position
        self.line = line
        self.lineStart = position
    }

    // MARK: - Punctuation

    /// The byte at the read position after whitespace, or nil at the end.
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Reads the byte (after whitespace) when it is next.
    public mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// True when only whitespace is left.
    public mutating func isAtEnd() -> Bool {
        peek() == nil
    }

    /// The error for whatever is at the read position (after whitespace) when it is not what the grammar wants.
    public mutating func unexpected() -> JSONError {
        guard let byte = peek() else { return JSONError(.unexpectedEnd, at: position) }
        return JSONError(.unexpectedByte(byte), at: position)
    }

    /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
    public mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn:
                position += 1
            case ASCII.newline:
                position += 1
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }

    // MARK: - Keywords

    /// Reads `true`, `false` or `null` at the read position (after whitespace).
    ///
    /// - Throws: `JSONError` at the first byte that differs from the keyword its first letter starts.
    public mutating func keyword() throws(JSONError) -> JSONKeyword {
        switch peek() {
        case ASCII.letterT: try expectWord("true"); return .true
        case ASCII.letterF: try expectWord("false"); return .false
        case ASCII.letterN: try expectWord("null"); return .null
        default: throw unexpected()
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONError) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count {
            guard position + offset < bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
            let byte = bytes[position + offset]
            guard byte == expected[offset] else { throw JSONError(.unexpectedByte(byte), at: position + offset) }
        }
        position += count
    }

    // MARK: - Numbers

    /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` at the read position (after whitespace); integers that
    /// fit 64 bits stay exact, every other number is the correctly rounded Double.
    ///
    /// - Throws: `JSONError(.invalidNumber)` at the number's start when it breaks the grammar or is not finite.
    public mutating func number() throws(JSONError) -> JSONNumber {
        skipWhitespace()
        let start = position
        var index = position
        let negative = index < bytes.count && bytes[index] == ASCII.minus
        if negative { index += 1 }
        let digitsStart = index
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else { throw JSONError(.invalidNumber, at: start) }
        if bytes[index] == ASCII.digit0 {
            index += 1
            // `01` can never be JSON: say the number is wrong rather than that the `1` is unexpected.
            guard index == bytes.count || !ASCII.isDigit(bytes[index]) else { throw JSONError(.invalidNumber, at: start) }
        } else {
            index = endOfDigits(from: index)
        }
        let integerEnd = index
        if index < bytes.count && bytes[index] == ASCII.dot {
            index = try endOfRequiredDigits(from: index + 1, numberStart: start)
        }
        if index < bytes.count && (bytes[index] == ASCII.letterE || bytes[index] == ASCII.capitalE) {
            index += 1
            if index < bytes.count && (bytes[index] == ASCII.plus || bytes[index] == ASCII.minus) { index += 1 }
            index = try endOfRequiredDigits(from: index, numberStart: start)
        }
        position = index
        if integerEnd == index, let integer = exactInteger(digits: digitsStart..<integerEnd, negative: negative) {
            return .int(integer)
        }
        let value = StringToDouble.convert(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        guard value.isFinite else {
            position = start
            throw JSONError(.invalidNumber, at: start)
        }
        return .double(value)
    }

    private func endOfDigits(from start: Int) -> Int {
        var index = start
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        return index
    }

    private func endOfRequiredDigits(from start: Int, numberStart: Int) throws(JSONError) -> Int {
        guard start < bytes.count, ASCII.isDigit(bytes[start]) else { throw JSONError(.invalidNumber, at: numberStart) }
        return endOfDigits(from: start)
    }

    /// The integer the digits spell when it fits an Int; negative numbers accumulate downwards so `Int.min` is exact.
    private func exactInteger(digits: Range<Int>, negative: Bool) -> Int? {
        var value = 0
        for index in digits {
            let digit = Int(bytes[index] &- ASCII.digit0)
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if shiftOverflow || addOverflow { return nil }
            value = next
        }
        return value
    }

    // MARK: - Strings

    /// Reads a string from its opening quote (after whitespace), undoing escapes; lone UTF-16 surrogates in `\u`
    /// escapes become U+FFFD.
    ///
    /// - Throws: `JSONError` for a raw control character, an unknown escape, bytes that are not UTF-8, or a string
    ///   the data ends inside.
    public mutating func string() throws(JSONError) -> String {
        guard peek() == ASCII.quote else { throw unexpected() }
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.quote {
                let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<position]), at: start)
                position += 1
                return text
            }
            if byte == ASCII.backslash { return try escapedString(from: start) }
            if byte < ASCII.space { throw JSONError(.controlCharacterInString, at: position) }
            position += 1
        }
        throw JSONError(.unexpectedEnd, at: position)
    }

    private func validated(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONError) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else { throw JSONError(.invalidUTF8, at: offset) }
        return text
    }

    /// The rest of a string whose unescaped start runs from `start` to the first backslash, at the read position.
    private mutating func escapedString(from start: Int) throws(JSONError) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.quote:
                position += 1
                return try utf8.withUnsafeBufferPointer { (buffer) throws(JSONError) -> String in
                    try validated(buffer, at: start)
                }
            case ASCII.backslash:
                try appendEscape(to: &utf8)
            case ..<ASCII.space:
                throw JSONError(.controlCharacterInString, at: position)
            default:
                utf8.append(byte)
                position += 1
            }
        }
        throw JSONError(.unexpectedEnd, at: position)
    }

    /// Decodes the escape at the read position (a backslash) into UTF-8.
    private mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONError) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: utf8.append(letter)
        case ASCII.letterB: utf8.append(0x08)
        case ASCII.letterF: utf8.append(0x0C)
        case ASCII.letterN: utf8.append(0x0A)
        case ASCII.letterR: utf8.append(0x0D)
        case ASCII.letterT: utf8.append(0x09)
        case ASCII.letterU: UTF8.encode(try unicodeEscape()) { utf8.append($0) }
        default:
            position = escapeStart
            throw JSONError(.invalidEscape, at: escapeStart)
        }
    }

    /// Reads the hex digits after `\u`, joining a surrogate pair when a low surrogate escape follows.
    private mutating func unicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let unit = try hexQuad()
        let replacement: Unicode.Scalar = "\u{FFFD}"
        switch unit {
        case 0xD800..<0xDC00:
            guard hasLowSurrogateEscape() else { return replacement }
            position += 2
            let low = try hexQuad()
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)) ?? replacement
        case 0xDC00..<0xE000:
            return replacement
        default:
            return Unicode.Scalar(UInt32(unit)) ?? replacement
        }
    }

    private func hasLowSurrogateEscape() -> Bool {
        guard position + 6 <= bytes.count, bytes[position] == ASCII.backslash, bytes[position + 1] == ASCII.letterU
        else { return false }
        var probe = self
        probe.position += 2
        guard let unit = try? probe.hexQuad() else { return false }
        return (0xDC00..<0xE000).contains(unit)
    }

    private mutating func hexQuad() throws(JSONError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[position]) else { throw JSONError(.invalidEscape, at: position) }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }
}

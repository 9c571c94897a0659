/// A strict JSON reader (RFC 8259) from UTF-8 bytes to `JSONValue`.
///
/// It never traps on bad input: invalid UTF-8, unescaped control characters, malformed numbers, numbers that
/// overflow a Double, and nesting deeper than `maximumDepth` all throw a `JSONError` with the byte offset.
/// Integers that fit 64 bits become `.int`; every other number becomes `.double`. A key that repeats inside
/// an object keeps its last value, as Python's `json` does. Lone UTF-16 surrogates in `\u` escapes become U+FFFD.
///
/// ```swift
/// let content = try JSONParser.parseObject(Array(#"{"code": "1 + 1"}"#.utf8))
/// ```
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Reads one JSON value that makes up the whole of `bytes` (whitespace around it allowed).
    /// - Throws: `JSONError` naming the first offending byte.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            return try scanner.parseDocument()
        }
    }

    /// Reads a JSON document that must be an object, as every Jupyter message dict is.
    /// - Throws: `JSONError`, with reason `.notAnObject` when the document is another kind of value.
    public static func parseObject(_ bytes: [UInt8]) throws -> JSONObject {
        guard case .object(let object) = try parse(bytes) else { throw JSONError(.notAnObject, at: 0) }
        return object
    }
}

/// The cursor that walks the bytes of one document.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw JSONError(.trailingData, at: index) }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw JSONError(.unexpectedEnd, at: index) }
        switch bytes[index] {
        case ASCII.openBrace: return try parseObject()
        case ASCII.openBracket: return try parseArray()
        case ASCII.quote: return .string(try parseString())
        case ASCII.letterT: try expectWord("true"); return .bool(true)
        case ASCII.letterF: try expectWord("false"); return .bool(false)
        case ASCII.letterN: try expectWord("null"); return .null
        case ASCII.minus, ASCII.digit0...ASCII.digit9: return try parseNumber()
        case let byte: throw JSONError(.unexpectedByte(byte), at: index)
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        var builder = ObjectBuilder()
        if peek() == ASCII.closeBrace {
            index += 1
            return .object(builder.object)
        }
        while true {
            guard peek() == ASCII.quote else { throw unexpected() }
            let key = try parseString()
            skipWhitespace()
            try expect(ASCII.colon)
            skipWhitespace()
            builder.add(key: key, value: try parseValue())
            skipWhitespace()
            switch peek() {
            case ASCII.comma:
                index += 1
                skipWhitespace()
            case ASCII.closeBrace:
                index += 1
                return .object(builder.object)
            default:
                throw unexpected()
            }
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        var elements: [JSONValue] = []
        if peek() == ASCII.closeBracket {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case ASCII.comma:
                index += 1
                skipWhitespace()
            case ASCII.closeBracket:
                index += 1
                return .array(elements)
            default:
                throw unexpected()
            }
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw JSONError(.tooDeep, at: index) }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote; the fast path copies unescaped text straight out.
    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                let text = try makeString(start..<index)
                index += 1
                return text
            }
            if byte == ASCII.backslash { return try parseEscapedString(from: start) }
            if byte < ASCII.space { throw JSONError(.controlCharacterInString, at: index) }
            index += 1
        }
        throw JSONError(.unexpectedEnd, at: index)
    }

    private func makeString(_ range: Range<Int>) throws -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw JSONError(.invalidUTF8, at: range.lowerBound)
        }
        return text
    }

    private mutating func parseEscapedString(from start: Int) throws -> String {
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case ASCII.quote:
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw JSONError(.invalidUTF8, at: start)
                }
                return text
            case ASCII.backslash:
                try appendEscape(to: &utf8)
            case ..<ASCII.space:
                throw JSONError(.controlCharacterInString, at: index)
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw JSONError(.unexpectedEnd, at: index)
    }

    /// Decodes the escape at `index` (a backslash) into UTF-8.
    private mutating func appendEscape(to utf8: inout [UInt8]) throws {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw JSONError(.unexpectedEnd, at: index) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: utf8.append(letter)
        case ASCII.letterB: utf8.append(0x08)
        case ASCII.letterF: utf8.append(0x0C)
        case ASCII.letterN: utf8.append(0x0A)
        case ASCII.letterR: utf8.append(0x0D)
        case ASCII.letterT: utf8.append(0x09)
        case ASCII.letterU: appendScalar(try readUnicodeEscape(), to: &utf8)
        default: throw JSONError(.invalidEscape, at: escapeStart)
        }
    }

    /// Reads the hex digits after `\u`, joining a surrogate pair when a low surrogate escape follows.
    private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
        let unit = try readHexQuad()
        let replacement: Unicode.Scalar = "\u{FFFD}"
        switch unit {
        case 0xD800..<0xDC00:
            guard hasLowSurrogateEscape() else { return replacement }
            index += 2
            let low = try readHexQuad()
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            return Unicode.Scalar(value) ?? replacement
        case 0xDC00..<0xE000:
            return replacement
        default:
            return Unicode.Scalar(UInt32(unit)) ?? replacement
        }
    }

    private func hasLowSurrogateEscape() -> Bool {
        guard index + 6 <= bytes.count, bytes[index] == ASCII.backslash, bytes[index + 1] == ASCII.letterU else {
            return false
        }
        var probe = self
        probe.index += 2
        guard let unit = try? probe.readHexQuad() else { return false }
        return (0xDC00..<0xE000).contains(unit)
    }

    private mutating func readHexQuad() throws -> UInt16 {
        guard index + 4 <= bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[index]) else { throw JSONError(.invalidEscape, at: index) }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func appendScalar(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        UTF8.encode(scalar) { utf8.append($0) }
    }

    // MARK: Numbers

    /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`; integers that fit 64 bits stay exact.
    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        let negative = peek() == ASCII.minus
        if negative { index += 1 }
        guard let first = peek(), ASCII.isDigit(first) else { throw JSONError(.invalidNumber, at: start) }
        if first == ASCII.digit0 {
            index += 1
        } else {
            skipDigits()
        }
        let integerEnd = index
        var isInteger = true
        if peek() == ASCII.dot {
            isInteger = false
            index += 1
            try requireDigits(numberStart: start)
        }
        if peek() == ASCII.letterE || peek() == ASCII.capitalE {
            isInteger = false
            index += 1
            if peek() == ASCII.plus || peek() == ASCII.minus { index += 1 }
            try requireDigits(numberStart: start)
        }
        if isInteger, let integer = exactInteger(digits: (negative ? start + 1 : start)..<integerEnd, negative: negative) {
            return .int(integer)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else { throw JSONError(.invalidNumber, at: start) }
        return .double(double)
    }

    private func exactInteger(digits: Range<Int>, negative: Bool) -> Int? {
        // Negative numbers accumulate downwards so that Int.min is exact.
        var value: Int = 0
        for position in digits {
            let digit = Int(bytes[position] &- ASCII.digit0)
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if shiftOverflow || addOverflow { return nil }
            value = next
        }
        return value
    }

    private mutating func requireDigits(numberStart: Int) throws {
        guard let byte = peek(), ASCII.isDigit(byte) else { throw JSONError(.invalidNumber, at: numberStart) }
        skipDigits()
    }

    private mutating func skipDigits() {
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else { throw unexpected() }
        index += 1
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw JSONError(.unexpectedEnd, at: bytes.count) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw JSONError(.unexpectedByte(bytes[index + offset]), at: index + offset)
        }
        index += count
    }

    private func unexpected() -> JSONError {
        guard let byte = peek() else { return JSONError(.unexpectedEnd, at: index) }
        return JSONError(.unexpectedByte(byte), at: index)
    }
}

/// Collects an object's members, letting a repeated key replace the earlier value in place.
private struct ObjectBuilder {
    private var members: [(key: String, value: JSONValue)] = []
    private var positions: [String: Int]?

    /// Objects up to this size look for duplicates by scanning; larger ones keep a hash index.
    private static let scanLimit = 16

    var object: JSONObject { JSONObject(members) }

    mutating func add(key: String, value: JSONValue) {
        if let position = position(of: key) {
            members[position].value = value
            return
        }
        members.append((key: key, value: value))
        if positions != nil {
            positions?[key] = members.count - 1
        } else if members.count > Self.scanLimit {
            positions = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }
}
